import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  type MantineSize,
  PinInput,
  Stack,
  Text,
  useMatches,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RESEND_DELAY_MS, SIGN_IN_CODE_LENGTH } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../lib/errors';
import { log } from '../../lib/log';
import { notify } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import classes from './Login.module.css';
import { LoginCard } from './LoginCard';
import { LoginStepError } from './loginStepError';

const CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`);

type Props = {
  sentTo: string;
  sentAt: number;
  /** Exchanges the verified code's token for a session; throws a LoginStepError whose message is shown. */
  onVerified: (signInToken: string) => Promise<void>;
  onResent: (sentAt: number) => void;
  onBack: () => void;
};

/** Page "Code": six single-digit boxes, auto-submitted after the sixth digit, with a resend countdown. */
export function CodeStep({ sentTo, sentAt, onVerified, onResent, onBack }: Props) {
  const trpc = useTRPC();
  const signIn = useMutation(trpc.auth.signInWithEmailAndCode.mutationOptions());
  const resend = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const firstInput = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const pinSize = useMatches<MantineSize>({ base: 'md', sm: 'lg' });

  const secondsLeft = Math.max(0, Math.ceil((sentAt + RESEND_DELAY_MS - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const fail = (message: string) => {
    setError(message);
    setCode('');
    requestAnimationFrame(() => firstInput.current?.focus());
  };

  const submit = async (value: string) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await signIn.mutateAsync({ emailAddress: sentTo, code: value });
      if (!result.success) {
        log.info(`Invalid verification code for an e-mail sign-in: ${result.errorMessage ?? 'no message'}`);
        fail(result.errorMessage ?? MSG.invalidCode);
        return;
      }
      if (!result.firebaseCustomToken) {
        log.error('Sign-in succeeded without a sign-in token');
        fail(MSG.authenticateFailed);
        return;
      }
      await onVerified(result.firebaseCustomToken);
    } catch (cause) {
      log.warn('Checking the sign-in code failed', cause);
      fail(cause instanceof LoginStepError ? cause.message : errorMessage(cause, MSG.codeCheckFailed));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onChange = (value: string) => {
    setCode(value);
    if (error && value.length > 0) setError(null);
    if (CODE_PATTERN.test(value)) void submit(value);
  };

  const resendCode = async () => {
    setError(null);
    try {
      await resend.mutateAsync({ emailAddress: sentTo });
      const sentAgainAt = Date.now();
      setNow(sentAgainAt);
      onResent(sentAgainAt);
      notify.info(`We sent a new code to ${sentTo}.`);
    } catch (cause) {
      log.warn('Resending the sign-in code failed', cause);
      setError(errorMessage(cause, MSG.codeSendFailed));
    }
  };

  return (
    <LoginCard title="Enter code" subtitle={`We sent a code to ${sentTo}.`}>
      <Stack gap="lg">
        <PinInput
          ref={firstInput}
          length={SIGN_IN_CODE_LENGTH}
          type="number"
          size={pinSize}
          gap={8}
          value={code}
          onChange={onChange}
          oneTimeCode
          autoFocus
          placeholder=""
          disabled={busy}
          error={Boolean(error)}
          className={classes.pin}
          classNames={{ input: classes.pinInput }}
          getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1}` })}
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
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Stack gap={6} align="center">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed">
              {`Resend Code in ${secondsLeft}s`}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={resendCode}
              disabled={resend.isPending}
            >
              Resend Code
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
            Use a different email
          </Anchor>
        </Stack>
      </Stack>
    </LoginCard>
  );
}
