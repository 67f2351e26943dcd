import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { nextSort, type SortColumn, type SortState, sortGuests } from '../../../shared/guests/guestTable';
import type { FilterKey } from '../../../shared/guests/inviteFilters';
import type { ElkEvent } from '../../../shared/events/schema';
import { useGuestList } from './useGuestList';
import { useGuestListLive } from './useGuestListLive';

/** How long the table's search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the host has chosen to see of the guest list (filter chips, search, sort, shown question) and the rows
 * that choice gives: the loaded list, kept live, and those rows in display order.
 */
export function useGuestTableView(event: ElkEvent) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterKey[]>(['ALL']);
  const [sort, setSort] = useState<SortState>(null);
  const [questionUuid, setQuestionUuid] = useState<string | null>(event.questions[0]?.questionUuid ?? null);

  // The server filters, searches and sorts (issue 14: the table pages); typing waits a moment before asking.
  const [serverSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useGuestList(event.id, { filter: filters, search: serverSearch, sort, questionUuid });
  // Answers, send results and edits made elsewhere (a guest, a cohost, another tab) show within a second.
  useGuestListLive(event.id, { readAt: () => list.readAt });
  const guests = list.guests;

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

  return {
    list,
    rows,
    invitedEmails,
    search,
    setSearch,
    filters,
    setFilters,
    sort,
    sortBy: (column: SortColumn) => setSort((current) => nextSort(current, column)),
    questionUuid,
    setQuestionUuid,
  };
}

export type GuestTableViewState = ReturnType<typeof useGuestTableView>;
