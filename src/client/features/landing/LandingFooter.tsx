import { SUPPORT_EMAIL } from '../../../shared/constants';
import { FOOTER_COPY, SOCIAL_LINKS } from '../../../shared/landing/copy';
import { NewsletterForm } from './NewsletterForm';
import classes from './Welcome.module.css';

// The landing page's footer (spec section 2, footer links): the newsletter signup, About, Career, Blog, Support,
// Privacy and Terms, and the social links. The spec's 'As seen in' press strip is left out until there is real
// press to name: its names were invented (issue 38). The company pages are server redirects to the company site,
// so they are plain links (a full page load).

const COMPANY_LINKS = [
  { label: FOOTER_COPY.about, href: '/about' },
  { label: FOOTER_COPY.career, href: '/careers' },
  { label: FOOTER_COPY.blog, href: '/blog' },
];
const HELP_LINKS = [
  { label: FOOTER_COPY.support, href: `mailto:${SUPPORT_EMAIL}` },
  { label: FOOTER_COPY.privacy, href: '/privacy-policy' },
  { label: FOOTER_COPY.terms, href: '/terms-of-service' },
];

export function LandingFooter() {
  return (
    <footer className={`${classes.footer} ${classes.nearScreen}`}>
      <div className="lp-container">
        <div className={classes.footerGrid}>
          <NewsletterForm />
          <nav aria-label="Elk" className={classes.footerColumn}>
            <ul>
              {COMPANY_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Help" className={classes.footerColumn}>
            <ul>
              {HELP_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={FOOTER_COPY.follow} className={classes.footerColumn}>
            <ul>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={classes.legal}>
          © {new Date().getFullYear()} Elk · {FOOTER_COPY.credits}
        </p>
      </div>
    </footer>
  );
}
