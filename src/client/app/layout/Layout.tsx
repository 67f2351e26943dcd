import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { clearBodyLoading } from '../lib/bodyLoading';
import { dropFirstPaint } from '../lib/firstPaint';
import { isLandingPath } from '../lib/landingVariant';
import { checkVersion } from '../lib/versionCheck';
import { AccountPrompts } from '../../features/accounts';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoader } from '../ui/PageLoader';

/** Header, page and footer; checks for a newer build on every navigation. */
export function Layout() {
  const location = useLocation();

  useEffect(clearBodyLoading, []);
  // A first paint by the server belongs to the page it came with (the event page's poster, the landing page's
  // hero), which takes it away once drawn; any other page shows at once. `/` for a visitor moves on to
  // /welcome, which keeps the landing page's.
  const landing = isLandingPath(location.pathname);
  useEffect(() => {
    const keeps = /^\/event\/[^/]+(\/ro)?\/?$/.test(location.pathname) || location.pathname === '/';
    if (!keeps && !isLandingPath(location.pathname)) dropFirstPaint();
  }, [location.pathname]);

  // Runs on every navigation by design: a newer build is picked up when the person moves on.
  useEffect(() => {
    void checkVersion();
  }, [location.pathname, location.search]);

  return (
    <>
      <Header />
      <Box component="main" flex={1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* The landing page has its own, larger footer. */}
      {!landing && <Footer />}
      <AccountPrompts />
    </>
  );
}
