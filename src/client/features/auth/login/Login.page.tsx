import { type Dispatch, useEffect, useReducer } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { loginTarget } from '../../../../shared/auth/loginRedirect';
import {
  BUSY_STATUSES,
  type LoginEvent,
  loginStateFromNavigation,
  type LoginPage as LoginPageName,
  type LoginState,
  loginHeading,
  loginReducer,
  sentToFromNavigation,
  visiblePage,
} from '../../../../shared/auth/loginState';
import { PageLoader } from '../../../app/ui/PageLoader';
import { log } from '../../../app/lib/log';
import { useSession } from '../../../app/lib/session';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { NameStep } from './NameStep';
import { PhoneStep } from './PhoneStep';
import { useLoginFinish } from './useLoginFinish';
import { useRedirectSignIn } from './useRedirectSignIn';

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
  const login = useLoginFinish(target, dispatch);
  useRedirectSignIn(dispatch, login);
  const heading = loginHeading({ eventTitle: navState.eventTitle, productName: PRODUCT_NAME, target });

  useEffect(() => {
    if (encodedState && problem) log.warn(`Login state ignored (${problem}); returning to / after login`);
  }, [encodedState, problem]);

  const page = visiblePage(state);
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
  return (
    <LoginStep
      page={session && !session.hasProfile ? 'name' : page}
      state={state}
      dispatch={dispatch}
      heading={heading}
      loginState={encodedState}
      onCreated={login.finish}
      onVerified={(signInToken) => login.onCodeVerified(signInToken, state.sentTo)}
    />
  );
}

type LoginStepProps = {
  page: LoginPageName;
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
  heading: ReturnType<typeof loginHeading>;
  /** The encoded place to return to (`s`), passed on to the social sign-in buttons. */
  loginState: string | null;
  onCreated: () => Promise<void>;
  onVerified: (signInToken: string) => Promise<void>;
};

/** The step the login page shows: name (a new account), code, email or phone. */
function LoginStep({ page, state, dispatch, heading, loginState, onCreated, onVerified }: LoginStepProps) {
  const busy = BUSY_STATUSES.has(state.status);
  if (page === 'name') {
    return (
      <NameStep
        channel={state.sentTo?.channel ?? null}
        busy={busy}
        error={state.error}
        dispatch={dispatch}
        onCreated={onCreated}
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
        onVerified={onVerified}
      />
    );
  }
  const stepProps = { heading, busy, error: state.error, loginState, dispatch };
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
