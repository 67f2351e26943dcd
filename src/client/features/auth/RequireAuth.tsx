import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { useSession } from '../../app/lib/session';
import { PageLoader } from '../../app/ui/PageLoader';

/**
 * Guards login-required routes: a visitor (or an account without a name yet) goes to
 * /login?s=<state> keeping path and query, and comes back here after signing in.
 */
export function RequireAuth() {
  const location = useLocation();
  const { session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!session?.hasProfile) {
    return <Navigate to={loginUrlFor({ path: location.pathname, search: location.search })} replace />;
  }
  return <Outlet />;
}
