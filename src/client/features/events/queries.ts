import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { getEventInput } from '../../../shared/events/schema';
import { EVENT_LIST_CHANGES, EVENT_PAGE_CHANGES } from '../../../shared/live/kinds';
import { readAgainNow, useLiveUpdates } from '../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';
import { useDraftInvalidation } from '../drafts';
import { useEventGuestsInvalidation } from '../guests';

// The events feature's cache: a party as its page, its editor and its host's pages read it (events.getEvent),
// the signed-in person's party list (events.fetchEvents), what changes to parties read again, and the live
// updates that say when they changed elsewhere (another guest's answer, a cohost's edit, another tab).

/** The party page as this viewer may see it (their invitation credentials, a preview or /ro). */
export function useEventPageQuery(input: z.input<typeof getEventInput>) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.events.getEvent.queryOptions(input),
    // Changing credentials (an RSVP hands out a token) keeps this party on screen instead of a skeleton;
    // another party's page never stands in for this one.
    placeholderData: (previous) => (previous?.event.id === input.eventId ? previous : undefined),
  });
}

/** The party a host's page is about (the guest list), read as a preview: the visit marks nothing seen. */
export function useEventPreviewQuery(eventId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.events.getEvent.queryOptions({ eventId, preview: true }),
    enabled: Boolean(eventId),
  });
}

/** The party the editor opens: read afresh each time and not kept, so an edit starts from the saved party. */
export function useEventForEditorQuery(eventId: string | undefined, { enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.events.getEvent.queryOptions({ eventId: eventId ?? '' }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The parties the signed-in person hosts or is invited to. */
export function useEventListQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.events.fetchEvents.queryOptions());
}

export function useEventInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** Every party page, for any viewer (an answer changes the counts and the guest list everyone sees). */
    eventPages: () => queryClient.invalidateQueries({ queryKey: trpc.events.getEvent.pathKey() }),
    /** The party list (a party cancelled or deleted). */
    eventList: () => queryClient.invalidateQueries({ queryKey: trpc.events.fetchEvents.queryKey() }),
    /** Every events query, pages and list (a party saved from the editor). */
    allEvents: () => queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() }),
  };
}

type PageCredentials = { eventId: string; inviteeUuid?: string; token?: string };

/**
 * The party page live (events.onEventPageChange): a change to the party (an answer, an edit by a host or a
 * cohost) reads the page and its guest list again; a message this viewer may read calls `onMessages` (the feed
 * is the messages feature's, loaded with it).
 */
export function useEventPageLive(
  credentials: PageCredentials,
  { enabled, readAt, onMessages }: { enabled: boolean; readAt: () => number; onMessages: () => void },
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
    },
  });
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
