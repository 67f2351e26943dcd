import { useEffect, useMemo } from 'react';
import type { ManagedGuest } from './managedGuest';
import { log } from '../../app/lib/log';
import { useGuestListQuery } from './queries';

/** The host's guest list of one party, kept fresh while sends are in flight. */
export function useGuestList(eventId: string) {
  const query = useGuestListQuery(eventId);

  useEffect(() => {
    if (query.error) log.error('fetchGuestList failed', query.error);
  }, [query.error]);

  const all = query.data?.guests;
  // The organizer row carries role ORGANIZER; cohosts are not on this list (the cohost page manages them).
  const guests = useMemo<ManagedGuest[]>(
    () => (all ?? []).map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g)),
    [all],
  );
  // Cohosts are hosts of the party, never suggested as guests (spec section 5).
  const cohosts = query.data?.cohosts;
  const cohostUserIds = useMemo<string[]>(() => cohosts?.userIds ?? [], [cohosts]);
  const cohostEmails = useMemo<string[]>(() => cohosts?.emails ?? [], [cohosts]);
  return {
    guests,
    cohostUserIds,
    cohostEmails,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}
