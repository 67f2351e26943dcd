import { ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { EMAIL_MAX, NAME_MAX } from '../../../shared/constants';
import { INVITE_TEXT } from './inviteText';
import classes from './ManageInvites.module.css';
import type { AddGuestForm, ManualGuest } from './useAddGuestForm';

/** The 'Add a guest' fields under the input: name and e-mail (in the order the host typed), Add and cancel. */
export function ManualGuestForm({ form, manual }: { form: AddGuestForm; manual: ManualGuest }) {
  const { errors, setManual } = form;
  // A picked member without an address keeps their account: the e-mail field says 'connected' and is locked.
  const connected = Boolean(manual.userId && !manual.email);
  const emailField = (
    <TextInput
      key="email"
      size="sm"
      label="Email"
      placeholder="name@example.com"
      type="email"
      maxLength={EMAIL_MAX}
      value={connected ? INVITE_TEXT.connected : manual.email}
      disabled={connected}
      onChange={(e) => setManual({ ...manual, email: e.currentTarget.value })}
      error={errors.email}
      data-autofocus={manual.emailFirst || undefined}
    />
  );
  const nameField = (
    <TextInput
      key="name"
      size="sm"
      label="Name"
      placeholder="Guest name"
      maxLength={NAME_MAX}
      value={manual.name}
      onChange={(e) => setManual({ ...manual, name: e.currentTarget.value })}
      error={errors.name}
    />
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      aria-label="Add a guest"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setManual(null);
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        form.submitManual();
      }}
    >
      <div className={classes.addGuestFields}>
        {manual.emailFirst ? [emailField, nameField] : [nameField, emailField]}
        <Group gap={4} wrap="nowrap" className={classes.addGuestActions}>
          <Button type="submit" size="sm" loading={form.busy}>
            {INVITE_TEXT.add}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Cancel"
            onClick={() => setManual(null)}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </div>
      {errors.form && (
        <Text c="red.9" size="sm" mt={6} role="alert">
          {errors.form}
        </Text>
      )}
    </Paper>
  );
}
