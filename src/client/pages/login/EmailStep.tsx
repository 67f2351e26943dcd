import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import type { LoginEvent } from '../../../shared/rules/loginState';
import { emailSchema } from '../../../shared/schemas/common';
import { log } from '../../lib/log';
import { useTRPC } from '../../lib/trpc';
import { LoginCard } from './LoginCard';
import { LoginError } from './LoginError';
import { sendCodeErrorMessage } from './loginStepError';
import { SocialButtons } from './SocialButtons';

const emailFormSchema = z.object({ email: emailSchema });

type Props = {
  heading: { title: string; subtitle: string };
  initialEmail: string;
  busy: boolean;
  error: string | null;
  loginState: string | null;
  dispatch: Dispatch<LoginEvent>;
};

/** Page 2 "Email": an address to send a sign-in code to. */
export function EmailStep({ heading, initialEmail, busy, error, loginState, dispatch }: Props) {
  const trpc = useTRPC();
  const sendCode = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const form = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    dispatch({ type: 'submitPii' });
    try {
      const result = await sendCode.mutateAsync({ emailAddress: email });
      if (!result.success) {
        dispatch({ type: 'failed', error: result.errorMessage ?? MSG.codeSendFailed });
        return;
      }
      dispatch({
        type: 'codeSent',
        sentTo: { channel: 'email', address: email, display: email },
        at: Date.now(),
      });
    } catch (cause) {
      log.warn('Sending the e-mail sign-in code failed', cause);
      dispatch({ type: 'failed', error: sendCodeErrorMessage(cause) });
    }
  });

  return (
    <LoginCard title={heading.title} subtitle={heading.subtitle}>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              {...form.register('email')}
              type="email"
              label="Email"
              placeholder="you@example.com"
              autoComplete="email"
              inputMode="email"
              autoFocus
              leftSection={<IconMail size={18} />}
              error={form.formState.errors.email?.message}
            />
            <LoginError message={error} />
            <Button type="submit" size="md" fullWidth loading={busy}>
              Continue with Email
            </Button>
          </Stack>
        </form>
        <Center>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => dispatch({ type: 'choosePhone' })}
          >
            Use Phone Instead
          </Anchor>
        </Center>
        <SocialButtons loginState={loginState} onRedirect={() => dispatch({ type: 'redirectStarted' })} />
      </Stack>
    </LoginCard>
  );
}
