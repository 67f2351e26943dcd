import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useEffect, useState } from 'react';
import { RESEND_DELAY_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/common/copy';
import { type LoginEvent, resendSecondsLeft, type SentTo } from '../../../../shared/auth/loginState';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { sendCodeErrorMessage } from './loginStepError';

/** The 30 s resend countdown (ticking each second while it runs) and the resend itself. */
export function useResendCode(sentTo: SentTo, codeResendTimestamp: number, dispatch: Dispatch<LoginEvent>) {
  const trpc = useTRPC();
  const phoneSend = useMutation(trpc.auth.sendPhoneSignInCode.mutationOptions());
  const emailSend = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(codeResendTimestamp, now, RESEND_DELAY_MS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const resend = async () => {
    try {
      const result =
        sentTo.channel === 'phone'
          ? await phoneSend.mutateAsync({ phoneNumber: sentTo.address })
          : await emailSend.mutateAsync({ emailAddress: sentTo.address });
      if (!result.success) {
        dispatch({ type: 'failed', error: result.errorMessage ?? MSG.codeSendFailed });
        return;
      }
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'codeResent', at });
      notify.info(`We sent a new code to ${sentTo.display}.`);
    } catch (cause) {
      log.warn('Resending the sign-in code failed', cause);
      dispatch({ type: 'failed', error: sendCodeErrorMessage(cause) });
    }
  };

  return { secondsLeft, resend, sending: phoneSend.isPending || emailSend.isPending };
}
