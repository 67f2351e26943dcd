import type { AppStoreLinks } from '../../../shared/accounts/schema';
import { LANDING_COPY } from '../../../shared/landing/copy';
import { StoreBadges } from './SampleCard';
import classes from './Welcome.module.css';

/** The app-store links: a badge per store page the site has; word that the app is coming when it has none. */
export function AppBand({ links }: { links: AppStoreLinks | undefined }) {
  const any = Boolean(links?.appStore || links?.playStore);
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
            <p className={classes.appText}>{any ? LANDING_COPY.appPromoText : LANDING_COPY.appSoon}</p>
          </div>
          {links && any && <StoreBadges links={links} />}
        </div>
      </div>
    </section>
  );
}
