import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENT_LIST_CHANGES } from '../../../../shared/live/kinds';
import { readAgainNow, useLiveUpdates } from '../../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../../app/lib/trpc';
import { useDraftInvalidation } from '../../drafts';

// /events' own queries, apart from the party queries (../queries.ts) the party page's first visit carries: the
// person's parties and the list live.

/** The parties the signed-in person hosts or is invited to. */
export function useEventListQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.events.fetchEvents.queryOptions());
}

/** /events live (events.onEventListChange): a party on the list changed, or the list itself, or a draft. */
export function useEventListLive({ readAt }: { readAt: () => number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const drafts = useDraftInvalidation();
  useLiveUpdates({
    key: 'eventList',
    enabled: true,
    kinds: EVENT_LIST_CHANGES,
    readAt,
    subscribe: (lastEventId, handlers) =>
      client.events.onEventListChange.subscribe({ lastEventId }, handlers),
    readAgain: (kinds) => {
      if (kinds.includes('events'))
        void readAgainNow(queryClient, { queryKey: trpc.events.fetchEvents.queryKey() });
      if (kinds.includes('drafts')) void drafts.draftList();
    },
  });
}
