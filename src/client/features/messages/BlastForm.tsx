import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_MAX } from '../../../shared/constants';
import { toggleRecipientGroup } from '../../../shared/messages/rules';
import {
  type BlastForm as BlastValues,
  blastFormSchema,
  DEFAULT_RECIPIENT_GROUPS,
  RECIPIENT_GROUPS,
  type RecipientGroup,
} from '../../../shared/messages/schema';
import { RECIPIENT_GROUP_LABELS } from '../../../shared/messages/recipientGroups';
import { MessageTextarea } from './MessageTextarea';
import classes from './Messages.module.css';

/** The field a send failure belongs under: the recipient groups, the copy's address, or else the message. */
const fieldOfSendError = (message: string): keyof BlastValues =>
  /recipient group/.test(message) ? 'sendToStatuses' : /email/i.test(message) ? 'email' : 'message';

/**
 * The blast form: recipient groups (All, Going, Declined, Awaiting, Unsent; Going and Awaiting ticked), the
 * message (required, at most 1000 characters) and an optional address for a copy. `onSend` resolves when
 * sent (the form clears) and rejects with the server's message, shown under the message.
 */
export function BlastForm({
  onSend,
  onCancel,
}: {
  onSend: (values: BlastValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof blastFormSchema>, unknown, BlastValues>({
    resolver: zodResolver(blastFormSchema),
    defaultValues: { message: '', sendToStatuses: DEFAULT_RECIPIENT_GROUPS, email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('message').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
      form.reset({ message: '', sendToStatuses: values.sendToStatuses, email: '' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      form.setError(fieldOfSendError(message), { message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send a message blast">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="sendToStatuses"
          render={({ field }) => (
            <RecipientGroupsField
              value={field.value}
              onChange={field.onChange}
              error={errors.sendToStatuses?.message}
            />
          )}
        />
        <MessageTextarea
          placeholder="Share an update with your guests"
          length={length}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <TextInput
          label="Send a copy to (optional)"
          type="email"
          placeholder="you@example.com"
          maxLength={EMAIL_MAX}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Text size="xs" c="dimmed">
          Guests get an e-mail with your message and their link to the party; guests with only a phone number
          get a text.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type RecipientGroupsFieldProps = {
  value: RecipientGroup[];
  onChange: (groups: RecipientGroup[]) => void;
  error: string | undefined;
};

/** "Send to": a checkbox per recipient group. */
function RecipientGroupsField({ value, onChange, error }: RecipientGroupsFieldProps) {
  return (
    // Plain checkboxes in a labelled wrapper: ticking All ticks every group, which a Checkbox.Group cannot.
    <Input.Wrapper label="Send to" size="md" error={error}>
      <div className={classes.groups} role="group" aria-label="Recipient groups">
        {RECIPIENT_GROUPS.map((group) => (
          <Checkbox
            size="md"
            key={group}
            label={RECIPIENT_GROUP_LABELS[group]}
            checked={value.includes(group)}
            onChange={() => onChange(toggleRecipientGroup(value, group))}
          />
        ))}
      </div>
    </Input.Wrapper>
  );
}
