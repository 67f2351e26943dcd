import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RESEND_DELAY_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/common/copy';
import { resendSecondsLeft } from '../../../../shared/auth/loginState';
import { useTRPC } from '../../../app/lib/trpc';
import { sendCodeErrorMessage } from '../../auth';
import type { SentPii } from './sentPii';

/** The resend countdown for the code sent to `pii` (ticking each second while it runs) and the resend itself. */
export function useMergeCodeResend(
  pii: SentPii,
  setError: (error: string | null) => void,
  onResent: (sentAt: number) => void,
) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.sendPiiVerificationCode.mutationOptions());
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(pii.sentAt, now, RESEND_DELAY_MS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const sendAgain = async () => {
    setError(null);
    try {
      const result = await resend.mutateAsync({ pii: pii.address });
      if (!result.success) return setError(result.errorMessage ?? MSG.codeSendFailed);
      const at = Date.now();
      setNow(at);
      onResent(at);
    } catch (cause) {
      setError(sendCodeErrorMessage(cause));
    }
  };

  return { secondsLeft, sendAgain, sending: resend.isPending };
}
