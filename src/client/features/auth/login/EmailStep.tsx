import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LoginEvent } from '../../../../shared/auth/loginState';
import { emailSchema } from '../../../../shared/common/schema';
import { useTRPC } from '../../../app/lib/trpc';
import { ContactStep, sendSignInCode } from './ContactStep';
import { lastSignInEmail } from './lastContact';

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
export function EmailStep({ initialEmail, dispatch, ...step }: Props) {
  const trpc = useTRPC();
  const sendCode = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const form = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    // The address of this sign-in when coming back to this page, else the one last used on this browser.
    defaultValues: { email: initialEmail || lastSignInEmail() },
  });

  const submit = form.handleSubmit(({ email }) =>
    sendSignInCode(dispatch, () => sendCode.mutateAsync({ emailAddress: email }), {
      channel: 'email',
      address: email,
      display: email,
    }),
  );

  return (
    <ContactStep
      {...step}
      dispatch={dispatch}
      onSubmit={submit}
      submitLabel="Continue with Email"
      switchTo="phone"
      field={
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
      }
    />
  );
}
