import { Button, Group } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { INVITE_TEXT } from './inviteText';
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
        {/* Labelled on a phone too (an eye alone says nothing); the short word leaves room for the send button. */}
        <Button
          variant="default"
          leftSection={<IconEye size={18} />}
          onClick={onPreview}
          className={classes.previewButton}
          data-testid="send-preview"
        >
          <span className={classes.wideOnly}>{INVITE_TEXT.sendPreview}</span>
          <span className={classes.narrowOnly}>{INVITE_TEXT.preview}</span>
        </Button>
        <Button
          leftSection={<IconSend size={18} />}
          onClick={onSendAll}
          disabled={pendingCount === 0}
          loading={sending}
          data-testid="send-pending"
          className={classes.sendButton}
        >
          {pendingCount > 0 ? INVITE_TEXT.sendToPending(pendingCount) : INVITE_TEXT.noPendingInvites}
        </Button>
      </Group>
    </div>
  );
}
