import { Anchor, Button, Center, Stack } from '@mantine/core';
import type { Dispatch, FormEvent, ReactNode } from 'react';
import { MSG } from '../../../../shared/common/copy';
import type { LoginEvent } from '../../../../shared/auth/loginState';
import { log } from '../../../app/lib/log';
import { LoginCard } from './LoginCard';
import { rememberSignInContact } from './lastContact';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { sendCodeErrorMessage } from './loginStepError';
import { SocialButtons } from './SocialButtons';

type SentTo = Extract<LoginEvent, { type: 'codeSent' }>['sentTo'];

/**
 * Sends a sign-in code and moves the login state on: the same steps for a phone number and an e-mail address.
 */
export async function sendSignInCode(
  dispatch: Dispatch<LoginEvent>,
  send: () => Promise<{ success: boolean; errorMessage?: string }>,
  sentTo: SentTo,
): Promise<void> {
  dispatch({ type: 'submitPii' });
  try {
    const result = await send();
    if (!result.success) {
      dispatch({ type: 'failed', error: result.errorMessage ?? MSG.codeSendFailed });
      return;
    }
    rememberSignInContact(sentTo);
    dispatch({ type: 'codeSent', sentTo, at: Date.now() });
  } catch (cause) {
    log.warn(`Sending the ${sentTo.channel} sign-in code failed`, cause);
    dispatch({ type: 'failed', error: sendCodeErrorMessage(cause) });
  }
}

type Props = {
  heading: { title: string; subtitle: string };
  busy: boolean;
  error: string | null;
  loginState: string | null;
  dispatch: Dispatch<LoginEvent>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The phone or e-mail input. */
  field: ReactNode;
  submitLabel: string;
  /** The other way to sign in, offered under the form. */
  switchTo: 'phone' | 'email';
};

/** Pages 1 "Phone" and 2 "Email": one field, the continue button, the switch link and social sign-in. */
export function ContactStep({
  heading,
  busy,
  error,
  loginState,
  dispatch,
  onSubmit,
  field,
  submitLabel,
  switchTo,
}: Props) {
  return (
    <LoginCard title={heading.title} subtitle={heading.subtitle}>
      <Stack gap="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {field}
            <ErrorAlert message={error} />
            <Button type="submit" size="md" fullWidth loading={busy}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
        <Center>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => dispatch({ type: switchTo === 'email' ? 'chooseEmail' : 'choosePhone' })}
          >
            {switchTo === 'email' ? 'Use Email Instead' : 'Use Phone Instead'}
          </Anchor>
        </Center>
        <SocialButtons loginState={loginState} onRedirect={() => dispatch({ type: 'redirectStarted' })} />
      </Stack>
    </LoginCard>
  );
}
