import { GUEST_LIST_CHANGES } from '../../../shared/live/kinds';
import { useQueryClient } from '@tanstack/react-query';
import { readAgainNow, useLiveUpdates } from '../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';
import { useEventInvalidation } from '../events';

// The host's manage-invites page live. Beside queries.ts rather than in it: it reads the party's counts again
// through the events feature, which itself reads the party page's guest list again through this feature.

/**
 * The host's guest table live (guests.onGuestListChange): an answer, a send result or an edit elsewhere reads
 * the table and the party's counts above it again.
 */
export function useGuestListLive(eventId: string, { readAt }: { readAt: () => number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const events = useEventInvalidation();
  useLiveUpdates({
    key: `guestList:${eventId}`,
    enabled: Boolean(eventId),
    kinds: GUEST_LIST_CHANGES,
    readAt,
    subscribe: (lastEventId, handlers) =>
      client.guests.onGuestListChange.subscribe({ eventId, lastEventId }, handlers),
    readAgain: () => {
      void readAgainNow(queryClient, { queryKey: trpc.guests.fetchGuestList.infiniteQueryKey({ eventId }) });
      void events.eventPages();
    },
  });
}
