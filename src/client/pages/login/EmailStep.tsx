import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { emailSchema } from '../../../shared/schemas/common';
import { errorMessage } from '../../lib/errors';
import { log } from '../../lib/log';
import { useTRPC } from '../../lib/trpc';
import { LoginCard } from './LoginCard';

const emailFormSchema = z.object({ email: emailSchema });

/** Page "Email": asks for an address and sends it a sign-in code. */
export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const trpc = useTRPC();
  const sendCode = useMutation(trpc.auth.sendEmailSignInCode.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await sendCode.mutateAsync({ emailAddress: email });
      onSent(email);
    } catch (cause) {
      log.warn('Sending the e-mail sign-in code failed', cause);
      setError(errorMessage(cause, MSG.codeSendFailed));
    }
  });

  return (
    <LoginCard title="Let's do it!" subtitle="Sign in or sign up with your e-mail address.">
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
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            Continue with Email
          </Button>
        </Stack>
      </form>
    </LoginCard>
  );
}
