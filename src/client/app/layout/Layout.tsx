import { Box } from '@mantine/core';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { clearBodyLoading } from '../lib/bodyLoading';
import { dropFirstPaint } from '../lib/firstPaint';
import { whenIdle } from '../lib/idle';
import { isLandingPath } from '../lib/landingVariant';
import { checkVersion } from '../lib/versionCheck';
import { AccountPrompts } from '../../features/accounts';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoader } from '../ui/PageLoader';

/** Header, page and footer; checks for a newer build on every navigation. */
export function Layout() {
  const location = useLocation();
  // The account nudges (a few queries of their own) mount at a quiet moment after the first page is up, not in
  // its first commit, and in a transition, rendered in slices (issue 14: total blocking time).
  const [promptsMounted, mountPrompts] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => mountPrompts(true))), []);

  useEffect(clearBodyLoading, []);
  // A first paint by the server belongs to the page it came with (the event page's poster, the landing page's
  // hero), which takes it away once drawn; any other page shows at once. `/` for a visitor moves on to
  // /welcome, which keeps the landing page's.
  const landing = isLandingPath(location.pathname);
  useEffect(() => {
    const keeps = /^\/event\/[^/]+(\/ro)?\/?$/.test(location.pathname) || location.pathname === '/';
    if (!keeps && !isLandingPath(location.pathname)) dropFirstPaint();
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
      {/* The landing page has its own, larger footer. */}
      {!landing && <Footer />}
      {promptsMounted && <AccountPrompts />}
    </>
  );
}
