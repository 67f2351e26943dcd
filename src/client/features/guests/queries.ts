import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';
import type { FilterKey } from '../../../shared/guests/inviteFilters';
import type { SortState } from '../../../shared/guests/guestTable';
import type { GuestListResult } from '../../../shared/guests/schema';
import type { ManagedGuest } from './managedGuest';

// The guests feature's cache: the host's guest list of a party (guests.fetchGuestList, paged by cursor), which
// every invite action refreshes or patches, and the people the add-guest input suggests (contacts and mutual
// members).

/** While invites are on their way (TRIGGERED), the list is read again this often until they settle. */
const SENDING_POLL_MS = 1500;
/** Pages read per suggestion list: enough for any address book, bounded so a loop cannot run away. */
const MAX_PAGES = 50;
/** Rows per page of the host's table: a screenful or two, so the first paint never waits for the whole list. */
export const GUEST_TABLE_PAGE = 100;

/** What the table shows: the chips, the search box and a header sort, all answered by the server. */
export type GuestTableView = {
  filter: readonly FilterKey[];
  search: string;
  sort: SortState;
  /** The question column's question, for a sort by its answers. */
  questionUuid: string | null;
};

/**
 * The host's guest table of one party, one page at a time (the next as the host scrolls near the end), read
 * again every 1.5 s while sends are in flight. A new filter, search or sort keeps the rows on screen until its
 * first page arrives.
 */
export function useGuestTableQuery(eventId: string, view: GuestTableView) {
  const trpc = useTRPC();
  const input = {
    eventId,
    filter: [...view.filter],
    search: view.search.trim() || undefined,
    sort: view.sort ? { ...view.sort, questionUuid: view.questionUuid } : null,
    limit: GUEST_TABLE_PAGE,
  };
  return useInfiniteQuery({
    ...trpc.guests.fetchGuestList.infiniteQueryOptions(input, {
      getNextPageParam: (last) => last.nextCursor,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.pages[0]?.pending.sending ?? 0) > 0 ? SENDING_POLL_MS : false),
  });
}

/** The cached guest table of one party (every filter, search and sort of it), as the invite actions change it. */
export function useGuestListCache(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Matches the party's table whatever its filter, search or sort (query keys match by the part given).
  const listKey = trpc.guests.fetchGuestList.infiniteQueryKey({ eventId });
  return {
    /** Reads the list again after a change on the server. */
    refresh: () => queryClient.invalidateQueries({ queryKey: listKey }),
    /** Stops a read in flight, so that its older answer cannot overwrite a patch made now. */
    cancelRead: () => queryClient.cancelQueries({ queryKey: listKey }),
    /** Shows a change at once (invites being sent, a waitlist decision) on the loaded rows it concerns. */
    patchGuests: (
      which: ReadonlySet<string> | ((guest: ManagedGuest) => boolean),
      patch: Partial<ManagedGuest>,
    ) => {
      const hit = typeof which === 'function' ? which : (g: ManagedGuest) => which.has(g.inviteeId);
      queryClient.setQueriesData<InfiniteData<GuestListResult>>({ queryKey: listKey }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                guests: page.guests.map((g) => (hit(g) ? { ...g, ...patch } : g)),
              })),
            }
          : old,
      );
    },
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
