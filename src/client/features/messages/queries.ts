import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReadAgainOn } from '../../app/lib/live';
import { useTRPC } from '../../app/lib/trpc';
import type { GuestAccess } from '../rsvp';

// The messages feature's cache: the party page's feed (messages.getEventMessageHistory, as the viewer may read
// it), the host's history (messages.getUserEventMessageHistory), and what a sent message reads again. Both are
// read again when the party page's live updates hear of a message for the viewer (its `liveVersion`).

/** The hosts' blasts to this viewer (and a guest's private thread); a refused link is not asked again. */
export function useMessageFeedQuery(eventId: string, access: GuestAccess, liveVersion = 0) {
  const trpc = useTRPC();
  const input = {
    eventId,
    ...(access.inviteeUuid ? { inviteeUuid: access.inviteeUuid } : {}),
    ...(access.token ? { token: access.token } : {}),
  };
  useReadAgainOn(liveVersion, trpc.messages.getEventMessageHistory.queryKey(input));
  return useQuery({ ...trpc.messages.getEventMessageHistory.queryOptions(input), retry: false });
}

/** The host's blasts and private threads of one party, read while the host's message modal is open. */
export function useHostMessageHistoryQuery(
  eventId: string,
  { enabled, liveVersion = 0 }: { enabled: boolean; liveVersion?: number },
) {
  const trpc = useTRPC();
  useReadAgainOn(liveVersion, trpc.messages.getUserEventMessageHistory.queryKey({ eventId }));
  return useQuery({ ...trpc.messages.getUserEventMessageHistory.queryOptions({ eventId }), enabled });
}

export function useMessageInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** A private message: the guest's feed and the host's history both show the thread. */
    afterPrivateMessage: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.messages.getEventMessageHistory.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.messages.getUserEventMessageHistory.queryKey() }),
      ]),
    /** A blast: this party's history for the host, and every feed that may list it. */
    afterBlast: (eventId: string) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: trpc.messages.getUserEventMessageHistory.queryKey({ eventId }),
        }),
        queryClient.invalidateQueries({ queryKey: trpc.messages.getEventMessageHistory.queryKey() }),
      ]),
    /** Every message query (a cancelled party's notice is a new blast the counts must include). */
    allMessages: () => queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() }),
  };
}
