import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { log } from '../lib/log';
import { ComingSoon } from './ComingSoon';
import { PageLoader } from './PageLoader';

/** The path this document was loaded for: if the server served the app for it, reloading it again would loop. */
const documentPath = window.location.pathname;

/**
 * Company pages (/about, /careers, /privacy-pledge, ...) are redirects answered by the server, so the app
 * leaves with a full page load instead of routing.
 */
export function ExternalRedirect() {
  const { pathname } = useLocation();
  const servedByApp = pathname === documentPath;

  useEffect(() => {
    if (servedByApp) {
      log.warn(`No server redirect for ${pathname}`);
      return;
    }
    window.location.assign(pathname);
  }, [pathname, servedByApp]);

  if (servedByApp) return <ComingSoon title="Not available yet">This page is not available yet.</ComingSoon>;
  return <PageLoader />;
}
