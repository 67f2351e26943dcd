import { PRODUCT_ENUM, SIGN_IN_TIMEOUT_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/common/copy';
import type { SentTo } from '../../../../shared/auth/loginState';
import { getDeviceId } from '../../../app/lib/deviceId';
import { errorCode } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { rememberSession } from '../../../app/lib/session';
import { useTRPCClient } from '../../../app/lib/trpc';
import { useHasProfileCheck } from '../../accounts';
import { LoginStepError } from './loginStepError';

/** How often the account check is asked again when it has no answer (spec: "if undefined, retry"). */
const ACCOUNT_CHECK_TRIES = 3;

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoginStepError(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The shared end of every sign-in: a sign-in token becomes a session, then the account check. */
export function useSignInCompletion() {
  const client = useTRPCClient();
  const hasProfile = useHasProfileCheck();

  /** `verified` is the address a code went to; a Google, Apple or refresh token needs none. */
  const authenticate = async (signInToken: string, verified?: SentTo, timeoutMs?: number) => {
    const call = client.auth.authenticate.mutate({
      deviceId: getDeviceId(),
      firebaseIDToken: signInToken,
      verifiedEmailAddress: verified?.channel === 'email' ? verified.address : undefined,
      verifiedPhoneNumber: verified?.channel === 'phone' ? verified.address : undefined,
      timestamp: Math.floor(Date.now() / 1000),
      product: PRODUCT_ENUM,
      platform: 'WEB',
    });
    try {
      const result = await (timeoutMs ? withTimeout(call, timeoutMs, MSG.signInTimedOut) : call);
      rememberSession(result);
      return result;
    } catch (cause) {
      log.error('Authenticate failed', cause);
      if (cause instanceof LoginStepError) throw cause;
      throw new LoginStepError(
        errorCode(cause) === 'TOO_MANY_REQUESTS' ? MSG.rateLimited : MSG.authenticateFailed,
      );
    }
  };

  /**
   * Whether the account already has a profile; asked again when a check fails, then given up. After a phone
   * sign-in the check is by that phone (`verified`), which the server answers only for the caller's own number.
   */
  const accountExists = async (verified?: SentTo | null): Promise<boolean> => {
    const phoneNumber = verified?.channel === 'phone' ? verified.address : undefined;
    for (let attempt = 1; attempt <= ACCOUNT_CHECK_TRIES; attempt++) {
      try {
        const answer = await hasProfile(phoneNumber);
        return answer.existingElkProfile;
      } catch (cause) {
        log.warn(`Account check failed (try ${attempt})`, cause);
      }
    }
    throw new LoginStepError(MSG.authenticateFailed);
  };

  return { authenticate, accountExists, socialTimeoutMs: SIGN_IN_TIMEOUT_MS };
}
