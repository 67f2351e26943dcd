import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { getEventInput } from '../../../shared/events/schema';
import { useTRPC } from '../../app/lib/trpc';

// The events feature's cache: a party as its page, its editor and its host's pages read it (events.getEvent),
// and what changes to parties read again (/events' list and its live updates: list/listQueries.ts). The party page's own live updates are the party page's (partyPage/useEventPageLive.ts): they
// read again the sections other features own (guests, album, songs), which the events base never imports.

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
