import { z } from 'zod';

// Live updates (tRPC subscriptions over server-sent events): what a subscription takes and what it tells. A
// subscription never carries the changed data: it says which of the caller's views changed, and the client
// reads them again through the ordinary queries, which apply the caller's role as they always do.

/**
 * How far back a new subscription (no last event id) looks for changes the page may have just missed: it was
 * read moments before the subscription began. The client reads again on connecting when its data is older than
 * half of this.
 */
export const LIVE_FRESH_WINDOW_MS = 10_000;

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

/** The party page: the party itself (its details, counts, guest list) and the messages the viewer may read. */
export const EVENT_PAGE_CHANGES = ['event', 'messages'] as const;
/** The host's guest table of a party: its rows (statuses, send results) and the counts above it. */
export const GUEST_LIST_CHANGES = ['guests'] as const;
/** /events: the caller's parties and their drafts. */
export const EVENT_LIST_CHANGES = ['events', 'drafts'] as const;
/** One draft of the caller's (saved again from another tab, or deleted). */
export const DRAFT_CHANGES = ['draft'] as const;

export const eventPageChangeSchema = liveChangeSchema(EVENT_PAGE_CHANGES);
export const guestListChangeSchema = liveChangeSchema(GUEST_LIST_CHANGES);
export const eventListChangeSchema = liveChangeSchema(EVENT_LIST_CHANGES);
export const draftChangeSchema = liveChangeSchema(DRAFT_CHANGES);
export type LiveChange<K extends string = string> = { changed: K[] };
