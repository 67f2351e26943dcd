import { useEffect, useReducer, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { MSG } from '../../../../shared/common/copy';
import { loginTarget } from '../../../../shared/auth/loginRedirect';
import { navStateAfterLogin } from '../../../../shared/rsvp/rsvpLink';
import {
  BUSY_STATUSES,
  loginStateFromNavigation,
  type LoginPage as LoginPageName,
  loginHeading,
  loginReducer,
  providerFailureMessage,
  type SentTo,
  sentToFromNavigation,
  visiblePage,
} from '../../../../shared/auth/loginState';
import { PageLoader } from '../../../app/ui/PageLoader';
import { log } from '../../../app/lib/log';
import { useSession } from '../../../app/lib/session';
import { useTRPCClient } from '../../../app/lib/trpc';
import { useRefreshAfterSignIn } from '../queries';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { LoginStepError, signInErrorMessage } from './loginStepError';
import { NameStep } from './NameStep';
import { PhoneStep } from './PhoneStep';
import { useSignInCompletion } from './useSignInCompletion';

/** Navigation state other pages may send along (spec section 2). */
type LoginNavigationState = {
  page?: LoginPageName | 1 | 2;
  eventId?: string;
  eventTitle?: string;
  forceLogin?: boolean;
  /** Where a sign-in code was already sent (an address or a number), and by which channel. */
  sentTo?: unknown;
  codeType?: unknown;
};

const startPage = (page: LoginNavigationState['page']): LoginPageName =>
  page === 'email' || page === 2 ? 'email' : 'phone';

/**
 * /login: 1 Phone or 2 Email → 3 Code → 4 Name (new accounts) → back to the place in `s`, or '/'.
 * Also finishes Google/Apple redirects (#signin=… or #error=…) and the refresh-token login (?userId&refreshToken).
 */
export function LoginPage() {
  const client = useTRPCClient();
  const refreshAfterSignIn = useRefreshAfterSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navState = (location.state ?? {}) as LoginNavigationState;
  const encodedState = searchParams.get('s');
  const { target, problem } = loginTarget(encodedState);
  const { session, isPending } = useSession();
  const [state, dispatch] = useReducer(loginReducer, null, () =>
    loginStateFromNavigation(
      startPage(navState.page),
      sentToFromNavigation(navState.sentTo, navState.codeType),
    ),
  );
  const { authenticate, accountExists, socialTimeoutMs } = useSignInCompletion();
  const handledRedirect = useRef(false);
  const heading = loginHeading({ eventTitle: navState.eventTitle, productName: PRODUCT_NAME, target });

  useEffect(() => {
    if (encodedState && problem) log.warn(`Login state ignored (${problem}); returning to / after login`);
  }, [encodedState, problem]);

  const finish = async () => {
    dispatch({ type: 'loggedIn' });
    await refreshAfterSignIn();
    navigate(target, { replace: true, state: navStateAfterLogin(target) });
  };

  /** After a session exists: the account check (by phone after a phone code) decides name page or done. */
  const checkAccountAndFinish = async (verified?: SentTo | null) => {
    dispatch({ type: 'authenticated' });
    const exists = await accountExists(verified);
    dispatch({ type: 'accountChecked', exists });
    // A new account stays on this page for its name; the header learns about the session only at the end.
    if (exists) await finish();
  };

  const onCodeVerified = async (signInToken: string) => {
    try {
      await authenticate(signInToken, state.sentTo ?? undefined);
      await checkAccountAndFinish(state.sentTo);
    } catch (cause) {
      dispatch({ type: 'failed', error: signInErrorMessage(cause) });
    }
  };

  // A Google/Apple redirect or a refresh-token link lands here once; its token leaves the address bar at once.
  // Runs once, for the URL the page was opened with.
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

  const page = visiblePage(state);
  const busy = BUSY_STATUSES.has(state.status);
  const signingInElsewhere = ['signingIn', 'signedInToProvider'].includes(state.status);
  const checkingAfterRedirect = state.status === 'waitingForAccountCheck' && page !== 'code';
  if (
    state.status === 'loggedIn' ||
    state.status === 'afterLogin' ||
    signingInElsewhere ||
    checkingAfterRedirect
  ) {
    return <PageLoader />;
  }
  if (isPending && page !== 'code') return <PageLoader />;
  if (session?.hasProfile && state.status === 'notLoggedIn' && !navState.forceLogin) {
    return <Navigate to={target} replace />;
  }
  if (page === 'name' || (session && !session.hasProfile)) {
    return (
      <NameStep
        channel={state.sentTo?.channel ?? null}
        busy={busy}
        error={state.error}
        dispatch={dispatch}
        onCreated={finish}
      />
    );
  }
  if (page === 'code' && state.sentTo) {
    return (
      <CodeStep
        sentTo={state.sentTo}
        codeResendTimestamp={state.codeResendTimestamp ?? Date.now()}
        busy={busy}
        error={state.error}
        dispatch={dispatch}
        onVerified={onCodeVerified}
      />
    );
  }
  const stepProps = { heading, busy, error: state.error, loginState: encodedState, dispatch };
  if (page === 'email') {
    return (
      <EmailStep
        {...stepProps}
        initialEmail={state.sentTo?.channel === 'email' ? state.sentTo.address : ''}
      />
    );
  }
  return (
    <PhoneStep {...stepProps} initialPhone={state.sentTo?.channel === 'phone' ? state.sentTo.display : ''} />
  );
}
