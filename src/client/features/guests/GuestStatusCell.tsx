import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { guestStatus, type StatusTone } from '../../../shared/guests/guestTable';
import { isPendingInvite } from '../../../shared/guests/inviteFilters';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';
import classes from './GuestTable.module.css';

const TONE_COLOR: Record<StatusTone, string> = {
  host: 'elk',
  pending: 'gray',
  sending: 'blue',
  sent: 'teal',
  opened: 'cyan',
  failed: 'red',
  going: 'green',
  declined: 'orange',
  hidden: 'gray',
};

/**
 * The status cell, with why the guest's last send failed beneath it (the provider's words) when one did.
 */
export function GuestStatusCell(props: Parameters<typeof StatusControl>[0]) {
  const reason = props.guest.sendError;
  if (!reason) return <StatusControl {...props} />;
  return (
    <Stack gap={4} align="flex-start">
      <StatusControl {...props} />
      <Text size="xs" c="red.8" className={classes.sendError} data-testid="send-error">
        {reason}
      </Text>
    </Stack>
  );
}

/**
 * The status itself, its words written as everywhere else (Going, not GOING: badges keep their case). A pending
 * invitation is a button that sends just that invite; a failed one is red with an 'Edit email and resend' link.
 */
function StatusControl({
  guest,
  sending,
  readOnly = false,
  onSend,
  onEditAndResend,
}: {
  guest: ManagedGuest;
  sending: boolean;
  /** A cancelled party: the label only, nothing to click. */
  readOnly?: boolean;
  onSend: () => void;
  onEditAndResend: () => void;
}) {
  const status = guestStatus(guest);
  if (readOnly) {
    return (
      <Badge
        color={TONE_COLOR[status.tone]}
        variant={status.tone === 'failed' ? 'filled' : 'light'}
        size="sm"
        tt="none"
      >
        {status.label}
      </Badge>
    );
  }
  // A failed invite is sendable too (rules/inviteFilters) but shows its red label and the resend link.
  if (status.tone === 'failed') {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="red" variant="filled" size="sm" tt="none">
          {status.label}
        </Badge>
        <Anchor component="button" type="button" size="xs" c="red" onClick={onEditAndResend}>
          {INVITE_TEXT.editEmailAndResend}
        </Anchor>
      </Stack>
    );
  }
  if (isPendingInvite(guest)) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="elk"
        leftSection={<IconSend size={12} />}
        loading={sending}
        onClick={onSend}
        aria-label={`Send invite to ${guest.name}`}
      >
        {status.label}
      </Button>
    );
  }
  return (
    <Badge color={TONE_COLOR[status.tone]} variant="light" size="sm" tt="none">
      {status.label}
    </Badge>
  );
}
