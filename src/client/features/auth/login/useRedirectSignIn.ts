import { type Dispatch, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../../shared/common/copy';
import { type LoginEvent, providerFailureMessage } from '../../../../shared/auth/loginState';
import { log } from '../../../app/lib/log';
import { useTRPCClient } from '../../../app/lib/trpc';
import { LoginStepError, signInErrorMessage } from './loginStepError';
import type { LoginFinish } from './useLoginFinish';

/**
 * A Google/Apple redirect (#signin=… or #error=…) or a refresh-token link (?userId&refreshToken) lands on /login
 * once; its token leaves the address bar at once. Runs once, for the URL the page was opened with.
 */
export function useRedirectSignIn(dispatch: Dispatch<LoginEvent>, login: LoginFinish) {
  const client = useTRPCClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handledRedirect = useRef(false);
  const { authenticate, socialTimeoutMs, checkAccountAndFinish } = login;

  useEffect(() => {
    if (handledRedirect.current) return;
    handledRedirect.current = true;
    const fragment = new URLSearchParams(location.hash.slice(1));
    const signInToken = fragment.get('signin');
    const providerError = fragment.get('error');
    const refreshUserId = searchParams.get('userId');
    const refreshToken = searchParams.get('refreshToken');
    if (!signInToken && !providerError && !(refreshUserId && refreshToken)) return;
    const kept = new URLSearchParams(searchParams);
    kept.delete('userId');
    kept.delete('refreshToken');
    navigate(
      { pathname: '/login', search: kept.size ? `?${kept}` : '', hash: '' },
      { replace: true, state: location.state },
    );

    if (providerError) {
      const message = providerFailureMessage(providerError, fragment.get('code'));
      log.info(`Social sign-in ended: ${providerError}`);
      dispatch(message === null ? { type: 'cancelled' } : { type: 'failed', error: message });
      return;
    }
    void (async () => {
      try {
        if (signInToken) {
          dispatch({ type: 'redirectReturned' });
          await authenticate(signInToken, undefined, socialTimeoutMs);
        } else {
          const answer = await client.auth.signInWithRefreshToken.mutate({
            userId: refreshUserId!,
            refreshToken: refreshToken!,
          });
          if (!answer.success || !answer.firebaseCustomToken)
            throw new LoginStepError(MSG.missingCustomToken);
          await authenticate(answer.firebaseCustomToken);
        }
        await checkAccountAndFinish();
      } catch (cause) {
        log.warn('Redirect or refresh-token sign-in failed', cause);
        dispatch({ type: 'failed', error: signInErrorMessage(cause) });
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the URL the page was opened with
  }, []);
}
