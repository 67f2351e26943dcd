import { lazy, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { parseRootParams } from '../../shared/auth/loginRedirect';
import { PageLoader } from './ui/PageLoader';
import { log } from './lib/log';
import { hasFirstPaint } from './lib/firstPaint';
import { hasStoredRefreshToken, useSession } from './lib/session';
import { landingVariant } from './lib/landingVariant';
import { importWithTimeout } from './lib/chunkLoad';

// The marketing host shows the landing page at / itself (spec section 2).
const WelcomePage = lazy(() =>
  importWithTimeout(() => import('../features/landing/Welcome.page'), 'welcome').then((m) => ({
    default: m.WelcomePage,
  })),
);

/**
 * The server painted the landing page (the first paint stays until that page has drawn): the request had no
 * session cookie, and with no refresh token to renew one either, this is a visitor.
 */
const knownVisitor = () => hasFirstPaint() && !hasStoredRefreshToken();

/**
 * `/`: an app link (?params=base64 JSON of an EventPage) opens the event; else, on the marketing host, the
 * landing page; elsewhere the person's parties, or the landing page for a visitor.
 */
export function RootRedirectPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('params');
  const parsed = parseRootParams(raw);
  const problem = parsed.ok ? null : parsed.problem;
  const { session, isPending } = useSession();

  useEffect(() => {
    if (raw && problem) log.warn(`Ignoring root params: ${problem}`);
  }, [raw, problem]);

  if (parsed.ok) return <Navigate to={`/event/${encodeURIComponent(parsed.value.eventId)}`} replace />;
  if (landingVariant() === 'marketing') return <WelcomePage />;
  // No need to wait a round trip for the session to say so.
  if (isPending && knownVisitor()) return <Navigate to="/welcome" replace />;
  if (isPending) return <PageLoader />;
  return <Navigate to={session ? '/events' : '/welcome'} replace />;
}
