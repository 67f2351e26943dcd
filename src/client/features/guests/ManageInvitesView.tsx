import { Alert, Container, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MOBILE_MAX_WIDTH_PX } from '../../../shared/constants';
import type { ElkEvent } from '../../../shared/events/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { AddGuestSection } from './AddGuestSection';
import { GuestListFilterRow } from './GuestListFilterRow';
import { GuestListPanel } from './GuestListPanel';
import { InviteFooter } from './InviteFooter';
import classes from './ManageInvites.module.css';
import { InviteModals, type OpenModal } from './InviteModals';
import { LeaveGuard } from './LeaveGuard';
import { ManageInvitesHeader } from './ManageInvitesHeader';
import { useGuestTableView } from './useGuestTableView';
import { useInviteActions } from './useInviteActions';
import { useSuggestionSources } from './useSuggestionSources';

/**
 * Which of the page's modals is open. Arriving from the editor opens 'party created' once: closing it marks
 * the history entry, so a reload or Back does not bring it back.
 */
function useOpenModal(fromCreate: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const createdModalSeen = Boolean(
    (location.state as { createdModalSeen?: unknown } | null)?.createdModalSeen,
  );
  const [modal, setModal] = useState<OpenModal>(fromCreate && !createdModalSeen ? { kind: 'created' } : null);
  const closeCreated = () => {
    setModal(null);
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { fromCreate, createdModalSeen: true },
    });
  };
  return { modal, setModal, closeCreated };
}

type ManageInvitesViewProps = { event: ElkEvent; role: 'host' | 'cohost'; fromCreate: boolean };

/** The manage-invites page for a host or accepted cohost. */
export function ManageInvitesView({ event, role, fromCreate }: ManageInvitesViewProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`) ?? false;
  const addGuestRef = useRef<HTMLInputElement>(null);
  const { modal, setModal, closeCreated } = useOpenModal(fromCreate);
  // A cancelled party's guest list is read-only (spec section 4); the server refuses changes as well.
  const readOnly = Boolean(event.cancelledTimestamp);
  const view = useGuestTableView(event);
  const { list } = view;
  const actions = useInviteActions(event.id, list.guests);
  const sources = useSuggestionSources();
  const eventLink = `${window.location.origin}/event/${event.id}`;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={classes.page}>
      <Stack gap="md">
        <ManageInvitesHeader
          event={event}
          eventLink={eventLink}
          mobile={mobile}
          loading={list.isPending}
          tally={list.tally}
          onImportCsv={readOnly ? undefined : () => setModal({ kind: 'csv' })}
          onPasteList={readOnly ? undefined : () => setModal({ kind: 'paste' })}
          onDownloadList={() => setModal({ kind: 'download' })}
        />
        {readOnly && (
          <Alert color="red" title="Event Canceled" data-testid="read-only-banner">
            {INVITE_MESSAGES.guestListReadOnly}
          </Alert>
        )}
        {!readOnly && (
          <AddGuestSection
            inputRef={addGuestRef}
            sources={sources}
            guests={list.guests}
            invitedEmails={view.invitedEmails}
            cohostUserIds={list.cohostUserIds}
            cohostEmails={list.cohostEmails}
            onAdd={actions.addOne}
          />
        )}
        <GuestListFilterRow view={view} hasWaitlist={event.hasWaitlist} showUnsentCount={role === 'host'} />
        <GuestListPanel
          event={event}
          role={role}
          view={view}
          actions={actions}
          mobile={mobile}
          readOnly={readOnly}
          fromCreate={fromCreate}
          onInvite={() => addGuestRef.current?.focus()}
          onEdit={(guest) => setModal({ kind: 'edit', guest, resend: guest.inviteStatus === 'FAILED' })}
          onDelete={(guest) => setModal({ kind: 'delete', guest })}
        />
      </Stack>
      {!readOnly && (
        <InviteFooter
          pendingCount={list.pending.count}
          sending={actions.sendingAll}
          onPreview={() => setModal({ kind: 'preview' })}
          onSendAll={() => void actions.sendAll(list.pending)}
        />
      )}
      <InviteModals
        modal={modal}
        onClose={() => setModal(null)}
        onCloseCreated={closeCreated}
        onInviteByEmail={() => {
          closeCreated();
          setTimeout(() => addGuestRef.current?.focus(), 50);
        }}
        event={event}
        eventLink={eventLink}
        invitedEmails={view.invitedEmails}
        actions={actions}
      />
      <LeaveGuard unsentCount={readOnly ? 0 : list.pending.count} />
    </Container>
  );
}
