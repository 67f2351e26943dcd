import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { GUEST_PAGE_MAX, type GuestPageSection } from '../../../shared/guests/guestListPage';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';
import type { ManagedGuest } from './managedGuest';

// The guests feature's cache: the host's guest list of a party (guests.fetchGuestList), which every invite
// action refreshes or patches, and the people the add-guest input suggests (contacts and mutual members).

/** While invites are on their way (TRIGGERED), the list is read again this often until they settle. */
const SENDING_POLL_MS = 1500;
/** Pages read per suggestion list: enough for any address book, bounded so a loop cannot run away. */
const MAX_PAGES = 50;

/** The host's guest list of one party, read again every 1.5 s while sends are in flight. */
export function useGuestListQuery(eventId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.guests.fetchGuestList.queryOptions({ eventId }),
    refetchInterval: (q) =>
      q.state.data?.guests.some((g) => g.inviteStatus === 'TRIGGERED') ? SENDING_POLL_MS : false,
  });
}

/** The cached guest list of one party, as the invite actions change it. */
export function useGuestListCache(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.guests.fetchGuestList.queryKey({ eventId });
  return {
    /** Reads the list again after a change on the server. */
    refresh: () => queryClient.invalidateQueries({ queryKey: listKey }),
    /** Stops a read in flight, so that its older answer cannot overwrite a patch made now. */
    cancelRead: () => queryClient.cancelQueries({ queryKey: listKey }),
    /** Shows a change at once (invites being sent, a waitlist decision) before the server confirms it. */
    patchGuests: (ids: ReadonlySet<string>, patch: Partial<ManagedGuest>) =>
      queryClient.setQueryData(listKey, (old) =>
        old
          ? { ...old, guests: old.guests.map((g) => (ids.has(g.inviteeId) ? { ...g, ...patch } : g)) }
          : old,
      ),
  };
}

/** Every page of the user's contacts (people they invited before and contacts they created). */
export function useAllContactsQuery() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    queryKey: [...trpc.guests.fetchContacts.queryKey(), 'allPages'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const all = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await client.guests.fetchContacts.query({ pageToken });
        all.push(...result.contacts);
        if (!result.hasMore || !result.nextPageToken) break;
        pageToken = result.nextPageToken;
      }
      return all;
    },
  });
}

/** Every page of the members the user shares parties with. */
export function useAllMutualMembersQuery() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    queryKey: [...trpc.guests.fetchMutualMembers.queryKey(), 'allPages'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const all = [];
      let pageToken = '0';
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await client.guests.fetchMutualMembers.query({ pageToken });
        all.push(...result.mutualMembers);
        if (!result.hasMore || !result.pageToken) break;
        pageToken = result.pageToken;
      }
      return all;
    },
  });
}

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
