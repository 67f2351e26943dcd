import type { Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { navStateAfterLogin } from '../../../../shared/rsvp/rsvpLink';
import type { LoginEvent, SentTo } from '../../../../shared/auth/loginState';
import { useRefreshAfterSignIn } from '../queries';
import { signInErrorMessage } from './loginStepError';
import { useSignInCompletion } from './useSignInCompletion';

/** The end of the login page: a session, the account check, then back to `target` (or the name page). */
export function useLoginFinish(target: string, dispatch: Dispatch<LoginEvent>) {
  const refreshAfterSignIn = useRefreshAfterSignIn();
  const navigate = useNavigate();
  const { authenticate, accountExists, socialTimeoutMs } = useSignInCompletion();

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

  /** A code was verified for `sentTo`: its sign-in token becomes a session. */
  const onCodeVerified = async (signInToken: string, sentTo: SentTo | null) => {
    try {
      await authenticate(signInToken, sentTo ?? undefined);
      await checkAccountAndFinish(sentTo);
    } catch (cause) {
      dispatch({ type: 'failed', error: signInErrorMessage(cause) });
    }
  };

  return { authenticate, socialTimeoutMs, finish, checkAccountAndFinish, onCodeVerified };
}

export type LoginFinish = ReturnType<typeof useLoginFinish>;
