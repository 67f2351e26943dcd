import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ModalFormProps = {
  /** The dimmed line that says what the dialog does. */
  hint: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** The fields, between the hint and the buttons. */
  children: ReactNode;
};

/** The body of the guest list's small one-field dialogs (paste a list, send a preview): hint, fields, buttons. */
export function ModalForm({ hint, onSubmit, onCancel, cancelLabel = 'Cancel', ...props }: ModalFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={props.busy} disabled={props.submitDisabled}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
