import { useQueryClient } from '@tanstack/react-query';
import { EVENT_PAGE_CHANGES } from '../../../shared/live/kinds';
import { readAgainNow, useLiveUpdates } from '../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';
import { useEventGuestsInvalidation } from '../guests';

// The party page composes the features' sections, so it is the one that reads them all again when the party
// changes: the events base reads nothing of guests, and guests invalidate the party through the events index
// (one way: guests → events; the page → both).

type PageCredentials = { eventId: string; inviteeUuid?: string; token?: string };

/**
 * The party page live (events.onEventPageChange): a change to the party (an answer, an edit by a host or a
 * cohost) reads the page and its guest list again; a message this viewer may read calls `onMessages` (the feed
 * is the messages feature's, loaded with it); a change to the guest wall calls `onWall` (the wall feature's).
 */
export function useEventPageLive(
  credentials: PageCredentials,
  {
    enabled,
    readAt,
    onMessages,
    onWall,
  }: { enabled: boolean; readAt: () => number; onMessages: () => void; onWall: () => void },
) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const guests = useEventGuestsInvalidation();
  const { eventId } = credentials;
  useLiveUpdates({
    key: `eventPage:${eventId}:${credentials.inviteeUuid ?? ''}:${credentials.token ?? ''}`,
    enabled,
    kinds: EVENT_PAGE_CHANGES,
    readAt,
    subscribe: (lastEventId, handlers) =>
      client.events.onEventPageChange.subscribe({ ...credentials, lastEventId }, handlers),
    readAgain: (kinds) => {
      if (kinds.includes('event')) {
        void readAgainNow(queryClient, { queryKey: trpc.events.getEvent.queryKey({ eventId }) });
        void guests.eventGuestList(eventId);
        // The party's sections read apart from the page (album photos, requested songs) change with it too;
        // by their tRPC paths, as those features load lazily and the page must not import them.
        for (const section of [trpc.album.getAlbumDetails.pathKey(), trpc.music.eventSongs.pathKey()])
          void queryClient.invalidateQueries({
            queryKey: section,
            predicate: (query) =>
              (query.queryKey[1] as { input?: { eventId?: string } } | undefined)?.input?.eventId === eventId,
          });
      }
      if (kinds.includes('messages')) onMessages();
      if (kinds.includes('wall')) onWall();
    },
  });
}
