// Live updates (tRPC subscriptions over server-sent events): what a subscription may tell, and for how long a
// first connection looks back. Without zod, so the party page's client code can read it without the schemas.
// A subscription never carries the changed data: it says which of the caller's views changed, and the client
// reads them again through the ordinary queries, which apply the caller's role as they always do.

/**
 * How far back a new subscription (no last event id) looks for changes the page may have just missed: it was
 * read moments before the subscription began. The client reads again on connecting when its data is older than
 * half of this.
 */
export const LIVE_FRESH_WINDOW_MS = 10_000;

/**
 * The party page: the party itself (its details, counts, guest list), the messages the viewer may read and its
 * guest wall.
 */
export const EVENT_PAGE_CHANGES = ['event', 'messages', 'wall'] as const;
/** The host's guest table of a party: its rows (statuses, send results) and the counts above it. */
export const GUEST_LIST_CHANGES = ['guests'] as const;
/** /events: the caller's parties and their drafts. */
export const EVENT_LIST_CHANGES = ['events', 'drafts'] as const;
/** One draft of the caller's (saved again from another tab, or deleted). */
export const DRAFT_CHANGES = ['draft'] as const;

/** One live event: which of the caller's views changed (none: connected, nothing to read again). */
export type LiveChange<K extends string = string> = { changed: K[] };
