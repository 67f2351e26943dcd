import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MOBILE_MAX_WIDTH_PX } from '../../../shared/constants';
import { nextSort, type SortState, sortGuests } from '../../../shared/guests/guestTable';
import { pickSuggestions } from '../../../shared/guests/guestSuggestions';
import type { FilterKey } from '../../../shared/guests/inviteFilters';
import type { ElkEvent } from '../../../shared/events/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { AddGuestInput } from './AddGuestInput';
import { ContactsHint } from './ContactsHint';
import { FilterChips } from './FilterChips';
import { GuestTable } from './GuestTable';
import { INVITE_TEXT } from './inviteText';
import { PartyCreatedModal } from './PartyCreatedModal';
import { EmptyGuestList } from './EmptyGuestList';
import { InviteFooter } from './InviteFooter';
import classes from './ManageInvites.module.css';
import { InviteModals, type OpenModal } from './InviteModals';
import { InviteToolbar } from './InviteToolbar';
import { LeaveGuard } from './LeaveGuard';
import { useGuestList } from './useGuestList';
import { useGuestListLive } from './useGuestListLive';
import { useInviteActions } from './useInviteActions';
import { useSuggestionSources } from './useSuggestionSources';

/** How long the table's search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** The manage-invites page for a host or accepted cohost. */
export function ManageInvitesView({
  event,
  role,
  fromCreate,
}: {
  event: ElkEvent;
  role: 'host' | 'cohost';
  fromCreate: boolean;
}) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`) ?? false;
  const navigate = useNavigate();
  const location = useLocation();
  const searchRef = useRef<HTMLInputElement>(null);
  // Two boxes: what the host types to add someone never filters the table (adding must not empty it).
  const [addText, setAddText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterKey[]>(['ALL']);
  const [sort, setSort] = useState<SortState>(null);
  const [questionUuid, setQuestionUuid] = useState<string | null>(event.questions[0]?.questionUuid ?? null);
  const createdModalSeen = Boolean(
    (location.state as { createdModalSeen?: unknown } | null)?.createdModalSeen,
  );
  const [modal, setModal] = useState<OpenModal>(fromCreate && !createdModalSeen ? { kind: 'created' } : null);

  // A cancelled party's guest list is read-only (spec section 4); the server refuses changes as well.
  const readOnly = Boolean(event.cancelledTimestamp);
  // The server filters, searches and sorts (issue 14: the table pages); typing waits a moment before asking.
  const [serverSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useGuestList(event.id, { filter: filters, search: serverSearch, sort, questionUuid });
  // Answers, send results and edits made elsewhere (a guest, a cohost, another tab) show within a second.
  useGuestListLive(event.id, { readAt: () => list.readAt });
  const guests = list.guests;
  const actions = useInviteActions(event.id, guests);
  const sources = useSuggestionSources();

  const counts = list.counts;
  const tally = list.tally;
  // Only the loaded rows are known here: the add-guest input marks and skips those, and the server refuses an
  // address already on the list among the others.
  const invitedEmails = useMemo(
    () => new Set(guests.flatMap((g) => (g.email ? [g.email.toLowerCase()] : []))),
    [guests],
  );
  // When every row of the view is loaded, the shared sort rule orders them here at once (the server's order
  // by the same rule): a header click on a short list shows the new order before its answer arrives. A longer
  // list keeps the server's order, the only one that holds across pages.
  const rows = useMemo(
    () => (list.hasMore ? guests : sortGuests(guests, sort, questionUuid, event.hasWaitlist)),
    [guests, list.hasMore, sort, questionUuid, event.hasWaitlist],
  );
  const suggestions = useMemo(
    () =>
      pickSuggestions(sources.entries, {
        search: addText,
        invitedEmails,
        invitedUserIds: guests.flatMap((g) => (g.userId ? [g.userId] : [])),
        cohostUserIds: list.cohostUserIds,
        cohostEmails: list.cohostEmails,
      }),
    [sources.entries, addText, invitedEmails, guests, list.cohostUserIds, list.cohostEmails],
  );

  const eventLink = `${window.location.origin}/event/${event.id}`;
  const closeCreated = () => {
    setModal(null);
    // The modal belongs to arriving from the editor; a reload or Back should not bring it back.
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { fromCreate, createdModalSeen: true },
    });
  };

  const hasGuests = list.guestRows > 0;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={`/event/${event.id}`}
              size="sm"
              c="dimmed"
              className={classes.eventLink}
            >
              {event.title.trim() || 'Untitled Party'}
            </Anchor>
            <Title order={1} className={classes.heading} data-testid="total-invited">
              {list.isPending ? <Skeleton h={32} w={200} /> : INVITE_TEXT.totalInvited(tally.invited)}
            </Title>
            {tally.walkIns > 0 && (
              <Text size="sm" c="dimmed" data-testid="walk-ins">
                {INVITE_TEXT.walkIns(tally.walkIns)}
              </Text>
            )}
          </Stack>
          <InviteToolbar
            eventLink={eventLink}
            mobile={mobile}
            onImportCsv={readOnly ? undefined : () => setModal({ kind: 'csv' })}
            onPasteList={readOnly ? undefined : () => setModal({ kind: 'paste' })}
            onDownloadList={() => setModal({ kind: 'download' })}
          />
        </Group>

        {readOnly && (
          <Alert color="red" title="Event Canceled" data-testid="read-only-banner">
            {INVITE_MESSAGES.guestListReadOnly}
          </Alert>
        )}

        {!readOnly && (
          <Stack gap={4}>
            <AddGuestInput
              inputRef={searchRef}
              placeholder={INVITE_TEXT.searchPlaceholder}
              search={addText}
              onSearchChange={setAddText}
              suggestions={suggestions}
              invitedEmails={invitedEmails}
              onAdd={actions.addOne}
            />
            <ContactsHint contacts={sources.count} />
          </Stack>
        )}

        {/* Spec section 6: only the host sees the unsent-invite count. */}
        <Group justify="space-between" align="center" gap="sm" className={classes.filterRow}>
          <FilterChips
            selected={filters}
            counts={counts}
            hasWaitlist={event.hasWaitlist}
            hiddenCounts={role === 'host' ? [] : ['UNSENT']}
            onChange={setFilters}
          />
          {hasGuests && (
            <TextInput
              size="xs"
              radius="xl"
              className={classes.filterSearch}
              aria-label={INVITE_TEXT.searchList}
              placeholder={INVITE_TEXT.searchList}
              leftSection={<IconSearch size={14} />}
              value={search}
              maxLength={128}
              onChange={(e) => setSearch(e.currentTarget.value)}
              rightSection={
                search ? (
                  <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
                ) : null
              }
            />
          )}
        </Group>

        <Paper withBorder radius="md" className={classes.tablePaper}>
          {list.isPending ? (
            <Stack p="md" gap="sm">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={28} />
              ))}
            </Stack>
          ) : list.error && guests.length === 0 ? (
            <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
              <Text fw={600}>{INVITE_TEXT.listFailed}</Text>
              <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
                Try again
              </Button>
            </Stack>
          ) : !hasGuests && readOnly ? (
            <Text p="xl" ta="center" c="dimmed">
              {INVITE_TEXT.emptyList}
            </Text>
          ) : !hasGuests ? (
            <EmptyGuestList
              fromCreate={fromCreate}
              eventId={event.id}
              onInvite={() => searchRef.current?.focus()}
            />
          ) : rows.length === 0 && !list.isSwitching ? (
            <Text p="xl" ta="center" c="dimmed">
              {INVITE_TEXT.noMatches}
            </Text>
          ) : (
            <GuestTable
              guests={rows}
              total={list.matched}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onLoadMore={list.loadMore}
              questions={event.questions}
              questionUuid={questionUuid}
              onQuestionChange={setQuestionUuid}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
              mobile={mobile}
              // Spec (roles): only the host sees the waitlist dropdown; cohosts do not.
              hasWaitlist={event.hasWaitlist}
              showWaitlist={event.hasWaitlist && role === 'host'}
              readOnly={readOnly}
              sendingIds={actions.sendingIds}
              onSendOne={(guest) => void actions.sendOne(guest)}
              onEdit={(guest) => setModal({ kind: 'edit', guest, resend: guest.inviteStatus === 'FAILED' })}
              onDelete={(guest) => setModal({ kind: 'delete', guest })}
              onReview={(guest, status) => void actions.review(guest, status)}
            />
          )}
        </Paper>
      </Stack>

      {!readOnly && (
        <InviteFooter
          pendingCount={list.pending.count}
          sending={actions.sendingAll}
          onPreview={() => setModal({ kind: 'preview' })}
          onSendAll={() => void actions.sendAll(list.pending)}
        />
      )}

      <PartyCreatedModal
        opened={modal?.kind === 'created'}
        eventId={event.id}
        eventLink={eventLink}
        event={event}
        onClose={closeCreated}
        onInviteByEmail={() => {
          closeCreated();
          setTimeout(() => searchRef.current?.focus(), 50);
        }}
      />
      <InviteModals
        modal={modal}
        onClose={() => setModal(null)}
        event={event}
        invitedEmails={invitedEmails}
        actions={actions}
      />
      <LeaveGuard unsentCount={readOnly ? 0 : list.pending.count} />
    </Container>
  );
}
