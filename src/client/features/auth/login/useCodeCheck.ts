import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useRef } from 'react';
import { failedToVerifyCode, MSG } from '../../../../shared/common/copy';
import type { LoginEvent, SentTo } from '../../../../shared/auth/loginState';
import { errorCode } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { codeCheckOutcome } from './loginStepError';

/** Checks a typed code for `sentTo` (once at a time); a good code's sign-in token goes to `onVerified`. */
export function useCodeCheck(
  sentTo: SentTo,
  dispatch: Dispatch<LoginEvent>,
  onVerified: (signInToken: string) => Promise<void>,
) {
  const trpc = useTRPC();
  const phoneCheck = useMutation(trpc.auth.signInWithPhoneAndCode.mutationOptions());
  const emailCheck = useMutation(trpc.auth.signInWithEmailAndCode.mutationOptions());
  const submitting = useRef(false);

  const check = (value: string) =>
    sentTo.channel === 'phone'
      ? phoneCheck.mutateAsync({ phoneNumber: sentTo.address, code: value })
      : emailCheck.mutateAsync({ emailAddress: sentTo.address, code: value });

  return async (value: string) => {
    if (submitting.current) return;
    submitting.current = true;
    dispatch({ type: 'submitCode' });
    try {
      const outcome = codeCheckOutcome(await check(value));
      if (!outcome.ok) {
        // An invalid code is logged only; a yes without a token is a server fault worth an error line.
        if (outcome.reason === 'invalid_code')
          log.info(`Invalid verification code for a ${sentTo.channel} sign-in`);
        else log.error(`A ${sentTo.channel} sign-in code was accepted but no sign-in token came back`);
        dispatch({ type: 'failed', error: outcome.message });
        return;
      }
      dispatch({ type: 'codeVerified' });
      await onVerified(outcome.signInToken);
    } catch (cause) {
      log.warn('Checking the sign-in code failed', cause);
      const message =
        errorCode(cause) === 'TOO_MANY_REQUESTS'
          ? MSG.rateLimited
          : failedToVerifyCode(sentTo.channel, cause instanceof Error ? cause.message : String(cause));
      dispatch({ type: 'failed', error: message });
    } finally {
      submitting.current = false;
    }
  };
}
