import { Button, Group, Modal, Text } from '@mantine/core';
import { INVITE_TEXT } from './inviteText';

/** 'Delete Invitee': confirms removing one guest from the list. */
export function DeleteInviteeModal({
  name,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={INVITE_TEXT.deleteTitle} centered>
      <Text mb="lg">{INVITE_TEXT.deleteQuestion(name)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
