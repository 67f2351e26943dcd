import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { INVITE_TEXT } from '../../components/invite/inviteText';
import classes from './ManageInvites.module.css';

/** Sticky footer: 'Send preview' and 'Send to {n} pending guest(s)' (disabled: 'No pending invites'). */
export function InviteFooter({
  pendingCount,
  sending,
  onPreview,
  onSendAll,
}: {
  pendingCount: number;
  sending: boolean;
  onPreview: () => void;
  onSendAll: () => void;
}) {
  return (
    <div className={classes.footer}>
      <Group justify="flex-end" gap="sm" wrap="nowrap">
        {/* On a phone the preview is an icon, so 'Send to {n} pending guest(s)' fits beside it. */}
        <ActionIcon
          variant="default"
          size={36}
          radius="xl"
          hiddenFrom="sm"
          onClick={onPreview}
          aria-label={INVITE_TEXT.sendPreview}
        >
          <IconEye size={18} />
        </ActionIcon>
        <Button variant="default" leftSection={<IconEye size={18} />} onClick={onPreview} visibleFrom="sm">
          {INVITE_TEXT.sendPreview}
        </Button>
        <Button
          leftSection={<IconSend size={18} />}
          onClick={onSendAll}
          disabled={pendingCount === 0}
          loading={sending}
          data-testid="send-pending"
        >
          {pendingCount > 0 ? INVITE_TEXT.sendToPending(pendingCount) : INVITE_TEXT.noPendingInvites}
        </Button>
      </Group>
    </div>
  );
}
