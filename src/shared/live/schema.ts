import { z } from 'zod';
import { DRAFT_CHANGES, EVENT_LIST_CHANGES, EVENT_PAGE_CHANGES, GUEST_LIST_CHANGES } from './kinds';

// The wire schemas of the live subscriptions (what they tell is in kinds.ts).

/**
 * `lastEventId`: the id of the last live event the client received (the tRPC client sends it when it
 * reconnects); the subscription then says whether anything changed since.
 */
export const liveCursorInput = z.object({
  lastEventId: z.string().max(64).nullish(),
});

/** One live event: which of the caller's views changed (none: connected, nothing to read again). */
export function liveChangeSchema<const K extends string>(kinds: readonly [K, ...K[]]) {
  return z.object({ changed: z.array(z.enum(kinds)) });
}

export const eventPageChangeSchema = liveChangeSchema(EVENT_PAGE_CHANGES);
export const guestListChangeSchema = liveChangeSchema(GUEST_LIST_CHANGES);
export const eventListChangeSchema = liveChangeSchema(EVENT_LIST_CHANGES);
export const draftChangeSchema = liveChangeSchema(DRAFT_CHANGES);
