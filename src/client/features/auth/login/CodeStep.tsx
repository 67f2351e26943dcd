import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { LoginEvent, SentTo } from '../../../../shared/auth/loginState';
import { CodeInput } from '../../../app/ui/CodeInput';
import { LoginCard } from './LoginCard';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { useCodeCheck } from './useCodeCheck';
import { useResendCode } from './useResendCode';

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
  const submit = useCodeCheck(sentTo, dispatch, onVerified);
  const resendCode = useResendCode(sentTo, codeResendTimestamp, dispatch);
  const [code, setCode] = useState('');
  const firstBox = useRef<HTMLInputElement>(null);

  // A failed try empties the boxes and puts the cursor back in the first one.
  useEffect(() => {
    if (!error) return;
    setCode('');
    requestAnimationFrame(() => firstBox.current?.focus());
  }, [error]);

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
        <CodeStepLinks sentTo={sentTo} dispatch={dispatch} {...resendCode} />
      </Stack>
    </LoginCard>
  );
}

type CodeStepLinksProps = ReturnType<typeof useResendCode> & {
  sentTo: SentTo;
  dispatch: Dispatch<LoginEvent>;
};

/** Under the boxes: the countdown or "Resend Code", and the way back to another number or address. */
function CodeStepLinks({ sentTo, dispatch, secondsLeft, resend, sending }: CodeStepLinksProps) {
  return (
    <Stack gap={6} align="center">
      {secondsLeft > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {`Resend Code in ${String(secondsLeft).padStart(2, '0')}s`}
        </Text>
      ) : (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={resend} disabled={sending}>
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
  );
}
