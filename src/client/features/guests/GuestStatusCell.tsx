import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { guestStatus, type StatusTone } from '../../../shared/guests/guestTable';
import { isPendingInvite } from '../../../shared/guests/inviteFilters';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';
import classes from './GuestTable.module.css';

const TONE_COLOR: Record<StatusTone, string> = {
  host: 'elk',
  waitlisted: 'yellow',
  pending: 'gray',
  sending: 'blue',
  sent: 'teal',
  opened: 'cyan',
  failed: 'red',
  going: 'green',
  declined: 'orange',
  denied: 'gray',
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
 * The status itself, its words written as everywhere else (Going, not GOING: badges keep their case). Status is
 * shown as status (issue 38): an unsent invitation is an 'Unsent' badge with a labelled 'Send invite' action
 * beside it; a failed one is red with an 'Edit email and resend' link.
 */
function StatusControl({
  guest,
  hasWaitlist,
  sending,
  readOnly = false,
  onSend,
  onEditAndResend,
}: {
  guest: ManagedGuest;
  /** The party has a waitlist: waiting and denied guests show as such, not by their answer. */
  hasWaitlist: boolean;
  sending: boolean;
  /** A cancelled party: the label only, nothing to click. */
  readOnly?: boolean;
  onSend: () => void;
  onEditAndResend: () => void;
}) {
  const status = guestStatus(guest, hasWaitlist);
  const badge = (
    <Badge
      color={TONE_COLOR[status.tone]}
      variant={status.tone === 'failed' ? 'filled' : 'light'}
      size="sm"
      tt="none"
      data-testid="guest-status"
    >
      {status.label}
    </Badge>
  );
  if (readOnly) return badge;
  // A failed invite is sendable too (rules/inviteFilters) but shows its red label and the resend link.
  if (status.tone === 'failed') {
    return (
      <Stack gap={2} align="flex-start">
        {badge}
        <Anchor component="button" type="button" size="xs" c="red" onClick={onEditAndResend}>
          {INVITE_TEXT.editEmailAndResend}
        </Anchor>
      </Stack>
    );
  }
  if (isPendingInvite(guest)) {
    return (
      <Group gap={4}>
        {badge}
        <Button
          size="compact-xs"
          variant="light"
          color="elk"
          leftSection={<IconSend size={12} />}
          loading={sending}
          onClick={onSend}
          // The visible words start the accessible name (WCAG 2.5.3); the name says whose invite it sends.
          aria-label={`${INVITE_TEXT.sendInvite} to ${guest.name || 'Guest'}`}
        >
          {INVITE_TEXT.sendInvite}
        </Button>
      </Group>
    );
  }
  return badge;
}
