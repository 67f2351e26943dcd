import { Anchor, Button, Center, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type Dispatch, type FormEvent, useState } from 'react';
import { MSG } from '../../../shared/messages';
import type { LoginEvent } from '../../../shared/rules/loginState';
import { parsePhone } from '../../../shared/rules/phone';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput';
import { log } from '../../lib/log';
import { useTRPC } from '../../lib/trpc';
import { LoginCard } from './LoginCard';
import { LoginError } from './LoginError';
import { sendCodeErrorMessage } from './loginStepError';
import { SocialButtons } from './SocialButtons';

type Props = {
  heading: { title: string; subtitle: string };
  initialPhone: string;
  busy: boolean;
  error: string | null;
  loginState: string | null;
  dispatch: Dispatch<LoginEvent>;
};

/** Page 1 "Phone": a number to text a sign-in code to. */
export function PhoneStep({ heading, initialPhone, busy, error, loginState, dispatch }: Props) {
  const trpc = useTRPC();
  const sendCode = useMutation(trpc.auth.sendPhoneSignInCode.mutationOptions());
  const [phone, setPhone] = useState(initialPhone);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePhone(phone);
    if (!parsed.ok) {
      setFieldError(MSG.invalidPhone);
      return;
    }
    setFieldError(null);
    dispatch({ type: 'submitPii' });
    try {
      const result = await sendCode.mutateAsync({ phoneNumber: parsed.e164 });
      if (!result.success) {
        dispatch({ type: 'failed', error: result.errorMessage ?? MSG.codeSendFailed });
        return;
      }
      dispatch({
        type: 'codeSent',
        sentTo: { channel: 'phone', address: parsed.e164, display: parsed.display },
        at: Date.now(),
      });
    } catch (cause) {
      log.warn('Sending the phone sign-in code failed', cause);
      dispatch({ type: 'failed', error: sendCodeErrorMessage(cause) });
    }
  };

  return (
    <LoginCard title={heading.title} subtitle={heading.subtitle}>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PhoneInput
              name="phone"
              label="Phone number"
              value={phone}
              onChange={(value) => {
                setPhone(value);
                if (fieldError) setFieldError(null);
              }}
              autoFocus
              error={fieldError}
            />
            <LoginError message={error} />
            <Button type="submit" size="md" fullWidth loading={busy}>
              Continue with Phone
            </Button>
          </Stack>
        </form>
        <Center>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => dispatch({ type: 'chooseEmail' })}
          >
            Use Email Instead
          </Anchor>
        </Center>
        <SocialButtons loginState={loginState} onRedirect={() => dispatch({ type: 'redirectStarted' })} />
      </Stack>
    </LoginCard>
  );
}
