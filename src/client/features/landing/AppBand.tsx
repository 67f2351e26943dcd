import { hasStoreLinks } from '../../../shared/accounts/appPrompt';
import type { AppStoreLinks } from '../../../shared/accounts/schema';
import { LANDING_COPY } from '../../../shared/landing/copy';
import { StoreBadges } from './SampleCard';
import classes from './Welcome.module.css';

/** The app-store links: a badge per store page the site has; nothing at all when it has none (issue 40). */
export function AppBand({ links }: { links: AppStoreLinks | undefined }) {
  if (!links || !hasStoreLinks(links)) return null;
  return (
    <section
      className={`${classes.section} ${classes.nearScreen} ${classes.appSection}`}
      aria-labelledby="landing-app-title"
    >
      <div className="lp-container">
        <div className={classes.appBand}>
          <div>
            <h2 id="landing-app-title" className={classes.appTitle}>
              {LANDING_COPY.appPromoTitle}
            </h2>
            <p className={classes.appText}>{LANDING_COPY.appPromoText}</p>
          </div>
          <StoreBadges links={links} />
        </div>
      </div>
    </section>
  );
}
