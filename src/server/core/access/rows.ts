import type { events, invitees } from '../../platform/db/schema';

/** A stored party, as every access rule and feature reads it. */
export type EventRow = typeof events.$inferSelect;

/** A stored invitation (one guest of one party). */
export type InviteeRow = typeof invitees.$inferSelect;
