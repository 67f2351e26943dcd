import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, SUPPORT_EMAIL, TERMS_OF_SERVICE_PATH } from '../../../shared/constants';
import { FOOTER_COPY } from '../../../shared/landing/copy';
import type { SiteDetails } from '../../../shared/legal/siteDetails';
import { useSiteDetails } from '../legal';
import { NewsletterForm } from './NewsletterForm';
import classes from './Welcome.module.css';

// The landing page's footer (spec section 2, footer links): the newsletter signup, About, Career, Blog, Support,
// Privacy and Terms, the social links and the 'As seen in' strip. Nothing invented (issue 40): the company pages
// show only when the operator has a company site (COMPANY_SITE_URL; server redirects, so plain links), the social
// links and press names only as configured (SOCIAL_LINKS, PRESS_MENTIONS). Privacy and Terms are the app's pages.

const COMPANY_LINKS = [
  { label: FOOTER_COPY.about, href: '/about' },
  { label: FOOTER_COPY.career, href: '/careers' },
  { label: FOOTER_COPY.blog, href: '/blog' },
];
const HELP_LINKS = [{ label: FOOTER_COPY.support, href: `mailto:${SUPPORT_EMAIL}` }];
const LEGAL_LINKS = [
  { label: FOOTER_COPY.privacy, to: PRIVACY_POLICY_PATH },
  { label: FOOTER_COPY.terms, to: TERMS_OF_SERVICE_PATH },
];

export function LandingFooter() {
  const site = useSiteDetails().data;
  return (
    <footer className={`${classes.footer} ${classes.nearScreen}`}>
      <div className="lp-container">
        <div className={classes.footerGrid}>
          <NewsletterForm />
          {site?.companySite && (
            <nav aria-label="Elk" className={classes.footerColumn}>
              <ul>
                {COMPANY_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-label="Help" className={classes.footerColumn}>
            <ul>
              {HELP_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {site && site.socialLinks.length > 0 && (
            <nav aria-label={FOOTER_COPY.follow} className={classes.footerColumn}>
              <ul>
                {site.socialLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {site && <PressStrip site={site} />}
        <p className={classes.legal}>
          © {new Date().getFullYear()} Elk · {FOOTER_COPY.credits}
        </p>
      </div>
    </footer>
  );
}

/** 'As seen in' (spec section 2): the publications the operator names in PRESS_MENTIONS, if any. */
function PressStrip({ site }: { site: SiteDetails }) {
  if (site.pressMentions.length === 0) return null;
  return (
    <div role="group" aria-label={FOOTER_COPY.asSeenIn} className={classes.press}>
      <span className={classes.pressTitle}>{FOOTER_COPY.asSeenIn}</span>
      <ul>
        {site.pressMentions.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
