import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';
import { useEventInvalidation } from '../events';

// The RSVP feature's cache: an answer changes the party pages (owned by the events feature) and the link
// previews (rsvp.getEventPreview).

export function useRsvpInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { eventPages } = useEventInvalidation();
  return {
    /** An answer recorded by an action link: the party pages show it. */
    eventPages,
    /** An answer on the party page: the party pages and the link previews. */
    afterAnswer: () =>
      Promise.all([
        eventPages(),
        queryClient.invalidateQueries({ queryKey: trpc.rsvp.getEventPreview.pathKey() }),
      ]),
  };
}
