import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { clearBodyLoading } from '../lib/bodyLoading';
import { dropFirstPaint } from '../lib/firstPaint';
import { whenIdle } from '../lib/idle';
import { checkVersion } from '../lib/versionCheck';
import { AccountPrompts } from '../../features/accounts';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoader } from '../ui/PageLoader';

/** Header, page and footer; checks for a newer build on every navigation. */
export function Layout() {
  const location = useLocation();

  useEffect(clearBodyLoading, []);
  // A poster painted by the server belongs to the event page it came with; any other page shows at once.
  useEffect(() => {
    if (!/^\/event\/[^/]+(\/ro)?\/?$/.test(location.pathname)) dropFirstPaint();
  }, [location.pathname]);

  // Runs on every navigation by design: a newer build is picked up when the person moves on. At a quiet
  // moment: not in the middle of the first page's render.
  useEffect(() => whenIdle(() => void checkVersion()), [location.pathname, location.search]);

  return (
    <>
      <Header />
      <Box component="main" flex={1}>
        <RouteErrorBoundary path={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <AccountPrompts />
    </>
  );
}
