import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohostLink } from '../../../shared/cohosts/schema';
import { EVENT_PAGE_CHANGES } from '../../../shared/live/kinds';
import { readAgainNow, useLiveUpdates } from '../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';

// The cohosts feature's cache: the caller's standing on a party (cohosts.getCohostAccess), an invitation to
// cohost (getCohostInvite), the host's cohost list (fetchCohosts) and shared link (getCohostLink), and what
// adding, removing and answering change.

/** Where the signed-in person stands on the party: host, cohost, pending cohost (with their link) or none. */
export function useCohostAccessQuery(eventId: string, { enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cohosts.getCohostAccess.queryOptions({ eventId }), enabled });
}

/** The party and who asks, for a cohost link; waits until there is a link to ask about. */
export function useCohostInviteQuery(eventId: string, linkUuid: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.cohosts.getCohostInvite.queryOptions({ eventId, linkUuid: linkUuid ?? '' }),
    enabled: Boolean(eventId && linkUuid),
  });
}

export function useCohostListQuery(eventId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.cohosts.fetchCohosts.queryOptions({ eventId }));
}

/**
 * The cohost list live: the party page's stream tells its hosts when who may act for the party changes (a
 * cohost accepting, declining or being removed elsewhere), and the list is read again.
 */
export function useCohostListLive(eventId: string, { readAt }: { readAt: () => number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useLiveUpdates({
    key: `cohostList:${eventId}`,
    enabled: Boolean(eventId),
    kinds: EVENT_PAGE_CHANGES,
    readAt,
    subscribe: (lastEventId, handlers) =>
      client.events.onEventPageChange.subscribe({ eventId, lastEventId }, handlers),
    readAgain: (kinds) => {
      if (kinds.includes('event'))
        void readAgainNow(queryClient, { queryKey: trpc.cohosts.fetchCohosts.queryKey({ eventId }) });
    },
  });
}

/** The shared cohost link; only the host may read it. */
export function useCohostLinkQuery(eventId: string, { enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cohosts.getCohostLink.queryOptions({ eventId }), enabled });
}

/** The host's cohost page of one party, as adding, resending and removing change it. */
export function useCohostCache(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    refreshList: () =>
      queryClient.invalidateQueries({ queryKey: trpc.cohosts.fetchCohosts.queryKey({ eventId }) }),
    /** A replaced link (after a removal or an invalidation) is the call's answer: shown without a new read. */
    showLink: (link: CohostLink) =>
      queryClient.setQueryData(trpc.cohosts.getCohostLink.queryKey({ eventId }), link),
  };
}

/**
 * After accepting or declining: the party page, the party list and the accept page all read the caller's
 * role, so every cached answer is read again.
 */
export function useRefreshAfterCohostAnswer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
