import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ElkEvent } from '../../../shared/events/schema';
import { EmptyGuestList } from './EmptyGuestList';
import { GuestTable } from './GuestTable';
import { INVITE_TEXT } from './inviteText';
import classes from './ManageInvites.module.css';
import type { ManagedGuest } from './managedGuest';
import type { GuestTableViewState } from './useGuestTableView';
import type { InviteActions } from './useInviteActions';

type GuestListPanelProps = {
  event: ElkEvent;
  role: 'host' | 'cohost';
  view: GuestTableViewState;
  actions: InviteActions;
  mobile: boolean;
  readOnly: boolean;
  fromCreate: boolean;
  /** The empty list's 'invite' button: moves to the add-guest box. */
  onInvite: () => void;
  onEdit: (guest: ManagedGuest) => void;
  onDelete: (guest: ManagedGuest) => void;
};

/** The framed list: loading placeholders, the load error, the empty states, or the guest table. */
export function GuestListPanel(props: GuestListPanelProps) {
  return (
    <Paper withBorder radius="md" className={classes.tablePaper}>
      <GuestListPanelContent {...props} />
    </Paper>
  );
}

function GuestListPanelContent({
  event,
  view,
  readOnly,
  fromCreate,
  onInvite,
  ...rest
}: GuestListPanelProps) {
  const { list, rows } = view;
  const hasGuests = list.guestRows > 0;
  if (list.isPending) {
    return (
      <Stack p="md" gap="sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={28} />
        ))}
      </Stack>
    );
  }
  if (list.error && list.guests.length === 0) {
    return (
      <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
        <Text fw={600}>{INVITE_TEXT.listFailed}</Text>
        <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!hasGuests && readOnly) return <CenteredNote text={INVITE_TEXT.emptyList} />;
  if (!hasGuests) return <EmptyGuestList fromCreate={fromCreate} eventId={event.id} onInvite={onInvite} />;
  if (rows.length === 0 && !list.isSwitching) return <CenteredNote text={INVITE_TEXT.noMatches} />;
  return <ManagedGuestTable event={event} view={view} readOnly={readOnly} {...rest} />;
}

function CenteredNote({ text }: { text: string }) {
  return (
    <Text p="xl" ta="center" c="dimmed">
      {text}
    </Text>
  );
}

function ManagedGuestTable({
  event,
  role,
  view,
  actions,
  mobile,
  readOnly,
  onEdit,
  onDelete,
}: Omit<GuestListPanelProps, 'fromCreate' | 'onInvite'>) {
  const { list } = view;
  return (
    <GuestTable
      guests={view.rows}
      total={list.matched}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
      questions={event.questions}
      questionUuid={view.questionUuid}
      onQuestionChange={view.setQuestionUuid}
      sort={view.sort}
      onSort={view.sortBy}
      mobile={mobile}
      // Spec (roles): only the host sees the waitlist dropdown; cohosts do not.
      hasWaitlist={event.hasWaitlist}
      showWaitlist={event.hasWaitlist && role === 'host'}
      readOnly={readOnly}
      sendingIds={actions.sendingIds}
      onSendOne={(guest) => void actions.sendOne(guest)}
      onEdit={onEdit}
      onDelete={onDelete}
      onReview={(guest, status) => void actions.review(guest, status)}
    />
  );
}
