import {
  Badge,
  Button,
  Group,
  Menu,
  Select,
  Table,
  Text,
  UnstyledButton,
  ActionIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronDown,
  IconChevronUp,
  IconDotsVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  answerText,
  contactText,
  guestDetails,
  hasGuestDetails,
  type SortColumn,
  type SortState,
} from '../../../shared/guests/guestTable';
import type { WaitlistStatus } from '../../../shared/events/schema';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { GuestDetailsRow } from './GuestDetailsRow';
import { GuestStatusCell } from './GuestStatusCell';
import classes from './GuestTable.module.css';
import { INVITE_TEXT, WAITLIST_LABELS } from './inviteText';
import type { ManagedGuest } from './managedGuest';

type TableQuestion = { questionUuid: string; question: string };

type GuestTableProps = {
  /** The loaded pages' rows, in the server's order (filter, search and sort are the server's). */
  guests: readonly ManagedGuest[];
  /** Rows of the current filter and search, loaded or not. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  questions: readonly TableQuestion[];
  questionUuid: string | null;
  onQuestionChange: (questionUuid: string) => void;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  mobile: boolean;
  /** The party has a waitlist: waiting and denied guests show as Waitlisted and Denied. */
  hasWaitlist: boolean;
  /** The waitlist dropdown: the event has a waitlist and the viewer is its host (not a cohost). */
  showWaitlist: boolean;
  /** A cancelled party: statuses only, no send, edit, delete or waitlist controls. */
  readOnly?: boolean;
  sendingIds: ReadonlySet<string>;
  onSendOne: (guest: ManagedGuest) => void;
  onEdit: (guest: ManagedGuest) => void;
  onDelete: (guest: ManagedGuest) => void;
  onReview: (guest: ManagedGuest, status: WaitlistStatus) => void;
};

const WAITLIST_OPTIONS = (Object.keys(WAITLIST_LABELS) as WaitlistStatus[]).map((value) => ({
  value,
  label: WAITLIST_LABELS[value],
}));

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: SortColumn;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  children: ReactNode;
}) {
  const active = sort?.column === column ? sort.direction : null;
  const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(column)}
        data-active={active ?? undefined}
      >
        {children}
        <Icon size={14} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Status, Name, Contact, one question's answer and actions; Contact and answer hidden on mobile. A row with
 * an RSVP message, +N or answers unfolds to show them all (on mobile too).
 */
export function GuestTable(props: GuestTableProps) {
  const { guests, questions, questionUuid, sort, onSort, mobile } = props;
  const question = questions.find((q) => q.questionUuid === questionUuid) ?? null;
  const columnCount = 3 + (mobile ? 0 : 1 + (question ? 1 : 0));

  return (
    <>
      <Table.ScrollContainer minWidth={mobile ? 0 : 640} type="native">
        <Table
          verticalSpacing="xs"
          horizontalSpacing={mobile ? 6 : 'sm'}
          highlightOnHover
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              <SortHeader column="status" sort={sort} onSort={onSort}>
                Status
              </SortHeader>
              <SortHeader column="name" sort={sort} onSort={onSort}>
                Name
              </SortHeader>
              {!mobile && (
                <SortHeader column="contact" sort={sort} onSort={onSort}>
                  Contact
                </SortHeader>
              )}
              {!mobile && question && (
                <Table.Th
                  aria-sort={
                    sort?.column === 'question'
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                  }
                >
                  <Group gap={4} wrap="nowrap">
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort('question')}
                      data-active={sort?.column === 'question' ? sort.direction : undefined}
                    >
                      <span className={classes.questionTitle}>{question.question}</span>
                      {sort?.column === 'question' ? (
                        sort.direction === 'asc' ? (
                          <IconArrowUp size={14} className={classes.sortIcon} aria-hidden />
                        ) : (
                          <IconArrowDown size={14} className={classes.sortIcon} aria-hidden />
                        )
                      ) : (
                        <IconArrowsSort size={14} className={classes.sortIcon} aria-hidden />
                      )}
                    </UnstyledButton>
                    {questions.length > 1 && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            rightSection={<IconChevronDown size={12} />}
                          >
                            More
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {questions.map((q) => (
                            <Menu.Item
                              key={q.questionUuid}
                              onClick={() => props.onQuestionChange(q.questionUuid)}
                              fw={q.questionUuid === questionUuid ? 700 : undefined}
                            >
                              {q.question}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Table.Th>
              )}
              <Table.Th className={classes.actionsHead}>
                <span className={classes.visuallyHidden}>Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {guests.map((guest) => (
              <GuestRow
                key={guest.inviteeId}
                guest={guest}
                question={question}
                columnCount={columnCount}
                {...props}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore
        shown={guests.length}
        total={props.total}
        hasMore={props.hasMore}
        loading={props.loadingMore}
        onLoadMore={props.onLoadMore}
      />
    </>
  );
}

/** How far below the screen the next page starts loading, so scrolling rarely reaches the end of the rows. */
const PRELOAD_MARGIN = '600px';

/**
 * The end of the loaded rows: the next page loads by itself as it nears the screen (IntersectionObserver);
 * the button does the same for keyboards, and where the observer is missing.
 */
function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || loading || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <Group justify="center" mt="sm" mb="xs" ref={sentinel} data-testid="guest-table-more">
      <Button variant="subtle" onClick={onLoadMore} loading={loading}>
        {INVITE_TEXT.loadMore(shown, total)}
      </Button>
    </Group>
  );
}

function GuestRow({
  guest,
  question,
  questions,
  columnCount,
  mobile,
  hasWaitlist,
  showWaitlist,
  readOnly = false,
  sendingIds,
  onSendOne,
  onEdit,
  onDelete,
  onReview,
}: GuestTableProps & { guest: ManagedGuest; question: TableQuestion | null; columnCount: number }) {
  const isOrganizer = guest.role === 'ORGANIZER';
  const editable = !isOrganizer && !readOnly;
  const contact = contactText(guest);
  const waitlistLabelId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const details = guestDetails(guest, questions);
  const unfoldable = !isOrganizer && hasGuestDetails(details);
  // Desktop: beside the name. Phone: in the actions column, so the row fits 390 px.
  const detailsToggle = unfoldable ? (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} details of ${guest.name || 'Guest'}`}
      onClick={() => setOpen((o) => !o)}
    >
      {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
    </ActionIcon>
  ) : null;
  return (
    <Fragment>
      <Table.Tr data-testid="guest-row" data-invitee={guest.inviteeId}>
        <Table.Td className={classes.statusCell}>
          <GuestStatusCell
            guest={guest}
            hasWaitlist={hasWaitlist}
            sending={sendingIds.has(guest.inviteeId)}
            readOnly={readOnly}
            onSend={() => onSendOne(guest)}
            onEditAndResend={() => onEdit(guest)}
          />
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            {/* On a phone the avatar gives its room to the name. */}
            {!mobile && <UserAvatar person={guest} size={28} radius="xl" />}
            <div className={classes.nameBlock}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} className={classes.ellipsis}>
                  {guest.name || 'Guest'}
                </Text>
                {details.extraGuests > 0 && (
                  <Badge size="sm" variant="outline" color="gray" data-testid="extra-guests">
                    +{details.extraGuests}
                  </Badge>
                )}
              </Group>
              {mobile && (
                <Text size="xs" c="dimmed" className={classes.ellipsis}>
                  {contact}
                </Text>
              )}
              {details.message && !open && (
                <Text
                  size="xs"
                  c="dimmed"
                  fs="italic"
                  className={classes.ellipsis}
                  data-testid="rsvp-message"
                >
                  “{details.message}”
                </Text>
              )}
            </div>
            {!mobile && detailsToggle}
          </Group>
        </Table.Td>
        {!mobile && (
          <Table.Td>
            <Text size="sm" c={isOrganizer ? 'dimmed' : undefined} className={classes.ellipsis}>
              {contact}
            </Text>
          </Table.Td>
        )}
        {!mobile && question && (
          <Table.Td>
            <Text size="sm" className={classes.ellipsis}>
              {answerText(guest, question.questionUuid)}
            </Text>
          </Table.Td>
        )}
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {showWaitlist && editable && (
              <>
                {/* Named through aria-labelledby: an aria-label would be copied onto the options list as well. */}
                <VisuallyHidden id={waitlistLabelId}>Waitlist status of {guest.name}</VisuallyHidden>
                <Select
                  size="xs"
                  w={mobile ? 108 : 128}
                  data={WAITLIST_OPTIONS}
                  value={guest.waitlistStatus ?? null}
                  placeholder="Waitlist"
                  allowDeselect={false}
                  aria-labelledby={waitlistLabelId}
                  onChange={(value) => value && onReview(guest, value as WaitlistStatus)}
                  comboboxProps={{ withinPortal: true }}
                />
              </>
            )}
            {mobile && detailsToggle}
            {editable && mobile && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${guest.name}`}>
                    <IconDotsVertical size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(guest)}>
                    Edit
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconTrash size={14} />}
                    color="red"
                    onClick={() => onDelete(guest)}
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            {editable && !mobile && (
              <>
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onEdit(guest)}
                    aria-label={`Edit ${guest.name}`}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(guest)}
                    aria-label={`Delete ${guest.name}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {open && unfoldable && (
        <GuestDetailsRow
          id={detailsId}
          name={guest.name || 'Guest'}
          details={details}
          colSpan={columnCount}
        />
      )}
    </Fragment>
  );
}
