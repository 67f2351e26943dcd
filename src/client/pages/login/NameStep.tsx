import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NAME_MAX } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { nameSchema } from '../../../shared/schemas/common';
import { errorCode } from '../../lib/errors';
import { log } from '../../lib/log';
import { useTRPC } from '../../lib/trpc';
import { LoginCard } from './LoginCard';

const nameFormSchema = z.object({ name: nameSchema });

/** Page "Name": the last step for a new account; creates the profile. */
export function NameStep({ onCreated }: { onCreated: () => Promise<void> }) {
  const trpc = useTRPC();
  const createUser = useMutation(trpc.users.createElkUser.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof nameFormSchema>, unknown, z.output<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setError(null);
    try {
      // Coins a visitor spent before signing up are not tracked yet, so nothing is deducted.
      await createUser.mutateAsync({ elkUser: { name }, coinsSpent: 0 });
    } catch (cause) {
      log.error('Creating the user failed', cause);
      setError(errorCode(cause) === 'TOO_MANY_REQUESTS' ? MSG.rateLimited : MSG.createUserFailed);
      return;
    }
    await onCreated();
  });

  return (
    <LoginCard title="Last step!" subtitle="Enter your name.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('name')}
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            autoFocus
            maxLength={NAME_MAX}
            leftSection={<IconUser size={18} />}
            error={form.formState.errors.name?.message}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            Continue
          </Button>
        </Stack>
      </form>
    </LoginCard>
  );
}
