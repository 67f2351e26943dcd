import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../../../shared/constants';
import { newCohostSchema } from '../../../shared/cohosts/schema';
import classes from './Cohost.module.css';

type Values = z.output<typeof newCohostSchema>;

/**
 * Name and e-mail of someone to help run the party. `onAdd` resolves when added (the form clears) and rejects
 * with the server's message, shown under the field it is about.
 */
export function AddCohostForm({ onAdd }: { onAdd: (values: Values) => Promise<void> }) {
  const form = useForm<z.input<typeof newCohostSchema>, unknown, Values>({
    resolver: zodResolver(newCohostSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onAdd(values);
      form.reset();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      form.setError(/name/i.test(message) && !/email/i.test(message) ? 'name' : 'email', { message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a cohost">
      <Stack gap="sm">
        <div className={classes.formRow}>
          <TextInput
            label="Name"
            placeholder="Their name"
            autoComplete="off"
            maxLength={NAME_MAX}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="name@example.com"
            autoComplete="off"
            maxLength={EMAIL_MAX}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <Text size="xs" c="dimmed">
          We'll e-mail them a link to accept. Once they do, they can edit the party and manage its guests.
        </Text>
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconUserPlus size={18} />}
          className={classes.addButton}
        >
          Add cohost
        </Button>
      </Stack>
    </form>
  );
}
