import { useEffect, useMemo } from 'react';
import { emptyTally } from '../../../shared/guests/guestStates';
import type { FilterCounts } from '../../../shared/guests/inviteFilters';
import type { ManagedGuest } from './managedGuest';
import { log } from '../../app/lib/log';
import { type GuestTableView, useGuestTableQuery } from './queries';

const NO_COUNTS: FilterCounts = { ALL: 0, UNSENT: 0, GOING: 0, NOT_GOING: 0, AWAITING: 0, WAITLIST: 0 };
const NO_TALLY = emptyTally();
const NO_PENDING = { count: 0, byText: 0, sending: 0 };

/**
 * The host's guest table of one party: the loaded pages' rows in the server's order, and the whole list's
 * numbers (chips, header, pending invites) as the server counted them.
 */
export function useGuestList(eventId: string, view: GuestTableView) {
  const query = useGuestTableQuery(eventId, view);

  useEffect(() => {
    if (query.error) log.error('fetchGuestList failed', query.error);
  }, [query.error]);

  const pages = query.data?.pages;
  const first = pages?.[0];
  // The organizer row carries role ORGANIZER; cohosts are not on this list (the cohost page manages them).
  const guests = useMemo<ManagedGuest[]>(
    () =>
      (pages ?? []).flatMap((page) =>
        page.guests.map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g)),
      ),
    [pages],
  );
  const tally = first?.counts ?? NO_TALLY;
  const counts = useMemo<FilterCounts>(
    () => ({
      ALL: tally.all,
      UNSENT: tally.unsent,
      GOING: tally.going,
      NOT_GOING: tally.declined,
      AWAITING: tally.awaiting,
      WAITLIST: tally.waitlist,
    }),
    [tally],
  );
  // Cohosts are hosts of the party, never suggested as guests (spec section 5).
  const cohosts = first?.cohosts;
  const cohostUserIds = useMemo<string[]>(() => cohosts?.userIds ?? [], [cohosts]);
  const cohostEmails = useMemo<string[]>(() => cohosts?.emails ?? [], [cohosts]);
  return {
    guests,
    tally,
    counts: first ? counts : NO_COUNTS,
    pending: first?.pending ?? NO_PENDING,
    /** Rows of the current filter and search, loaded or not. */
    matched: first?.matched ?? 0,
    /** Rows that are not the organizer's: zero means nobody was invited yet. */
    guestRows: first?.guestRows ?? 0,
    cohostUserIds,
    cohostEmails,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    isPending: query.isPending,
    isFetching: query.isFetching,
    /** A new filter, search or sort is on its way; the rows shown are the previous one's. */
    isSwitching: query.isPlaceholderData,
    error: query.error,
    refetch: query.refetch,
    /** When the rows on screen were read (ms). */
    readAt: query.dataUpdatedAt,
  };
}
