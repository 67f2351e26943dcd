import { Button, Group, Menu, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SortColumn, SortState } from '../../../shared/guests/guestTable';
import classes from './GuestTable.module.css';
import { INVITE_TEXT } from './inviteText';
import type { GuestTableProps, TableQuestion } from './guestTableProps';
import { GuestRow } from './GuestRow';

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

/** The question column's header: sorts by its answers; 'More' picks another question when there are several. */
function QuestionHeader({
  question,
  questions,
  sort,
  onSort,
  onQuestionChange,
}: {
  question: TableQuestion;
  questions: readonly TableQuestion[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  onQuestionChange: (questionUuid: string) => void;
}) {
  const questionUuid = question.questionUuid;
  return (
    <Table.Th
      aria-sort={
        sort?.column === 'question' ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
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
              <Button size="compact-xs" variant="subtle" rightSection={<IconChevronDown size={12} />}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {questions.map((q) => (
                <Menu.Item
                  key={q.questionUuid}
                  onClick={() => onQuestionChange(q.questionUuid)}
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
                <QuestionHeader
                  question={question}
                  questions={questions}
                  sort={sort}
                  onSort={onSort}
                  onQuestionChange={props.onQuestionChange}
                />
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
