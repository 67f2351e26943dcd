import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { GUEST_PAGE_MAX, type GuestPageSection } from '../../../../shared/guests/guestPageSections';
import { readAgainNow } from '../../../app/lib/live';
import { useTRPC } from '../../../app/lib/trpc';

// The party page's guest list queries, apart from the host's table and suggestions (../queries.ts): the party
// page's first visit carries these alone.

/**
 * One section of a party's guest list, page by page (guests.listEventGuests), for 'Show all': read only once
 * `enabled`. The event page itself carries just each section's count and first faces.
 */
export function useEventGuestsQuery(eventId: string, section: GuestPageSection, enabled: boolean) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.guests.listEventGuests.infiniteQueryOptions(
      { eventId, section, limit: GUEST_PAGE_MAX },
      { enabled, getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
}

/** The party page's guest list sections ('Show all'), read again when the party changed. */
export function useEventGuestsInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    eventGuestList: (eventId: string) =>
      readAgainNow(queryClient, { queryKey: trpc.guests.listEventGuests.infiniteQueryKey({ eventId }) }),
  };
}
