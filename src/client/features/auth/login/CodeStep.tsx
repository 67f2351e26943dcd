import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { RESEND_DELAY_MS } from '../../../../shared/constants';
import { failedToVerifyCode, MSG } from '../../../../shared/common/copy';
import { type LoginEvent, resendSecondsLeft, type SentTo } from '../../../../shared/auth/loginState';
import { CodeInput } from '../../../app/ui/CodeInput';
import { errorCode } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { LoginCard } from './LoginCard';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { codeCheckOutcome, sendCodeErrorMessage } from './loginStepError';

type Props = {
  sentTo: SentTo;
  codeResendTimestamp: number;
  busy: boolean;
  error: string | null;
  dispatch: Dispatch<LoginEvent>;
  /** Exchanges the verified code's sign-in token for a session and finishes the login. */
  onVerified: (signInToken: string) => Promise<void>;
};

/** Page 3 "Code": six single-digit boxes, auto-submitted after the sixth digit, with a 30 s resend countdown. */
export function CodeStep({ sentTo, codeResendTimestamp, busy, error, dispatch, onVerified }: Props) {
  const trpc = useTRPC();
  const phoneCheck = useMutation(trpc.auth.signInWithPhoneAndCode.mutationOptions());
  const emailCheck = useMutation(trpc.auth.signInWithEmailAndCode.mutationOptions());
  const phoneSend = useMutation(trpc.auth.sendPhoneSignInCode.mutationOptions());
  const emailSend = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const [code, setCode] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const firstBox = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);
  const secondsLeft = resendSecondsLeft(codeResendTimestamp, now, RESEND_DELAY_MS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  // A failed try empties the boxes and puts the cursor back in the first one.
  useEffect(() => {
    if (!error) return;
    setCode('');
    requestAnimationFrame(() => firstBox.current?.focus());
  }, [error]);

  const check = (value: string) =>
    sentTo.channel === 'phone'
      ? phoneCheck.mutateAsync({ phoneNumber: sentTo.address, code: value })
      : emailCheck.mutateAsync({ emailAddress: sentTo.address, code: value });

  const submit = async (value: string) => {
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

  return (
    <LoginCard title="Enter code" subtitle={`We sent a code to ${sentTo.display}.`}>
      <Stack gap="lg">
        <CodeInput
          ref={firstBox}
          value={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          disabled={busy}
          error={Boolean(error)}
        />
        {busy && (
          <Center>
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Checking your code…
              </Text>
            </Group>
          </Center>
        )}
        <ErrorAlert message={error} />
        <Stack gap={6} align="center">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {`Resend Code in ${String(secondsLeft).padStart(2, '0')}s`}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={resend}
              disabled={phoneSend.isPending || emailSend.isPending}
            >
              Resend Code
            </Anchor>
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={() => dispatch({ type: 'back' })}
          >
            {sentTo.channel === 'phone' ? 'Use a different number' : 'Use a different email'}
          </Anchor>
        </Stack>
      </Stack>
    </LoginCard>
  );
}
