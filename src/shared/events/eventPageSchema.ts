// The party page as one viewer reads it (events.getEvent, rsvp.getEventPreview): the party and who the caller
// is on it. Apart from schema.ts because the viewer carries their own invitation (the RSVP feature's), which
// itself builds on the party's statuses in schema.ts.
import { z } from 'zod';
import { ownInviteeSchema } from '../rsvp/schema';
import { eventSchema } from './schema';

export const eventViewerSchema = z.object({
  role: z.enum(['host', 'cohost', 'guest', 'visitor']),
  invitee: ownInviteeSchema.nullable(),
});

/** getEvent and getEventPreview: the event as the caller may see it, and who the caller is on it. */
export const eventPageSchema = z.object({ event: eventSchema, viewer: eventViewerSchema });
export type EventPage = z.infer<typeof eventPageSchema>;
