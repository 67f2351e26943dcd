// When a page's live updates stream ends with an error (platform/trpc/live.ts on the server): what to say in
// the log and whether to open it again. Pure, so liveRetry.test.ts can check it.

/** A dropped stream is opened again after this long, doubling with each failure in a row, up to the maximum. */
export const LIVE_RETRY_FIRST_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 60_000;

/** Codes that say the caller may not follow this page (any more): opening it again would be refused again. */
const REFUSALS = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);

/** Whether the stream ended because the server refused it (not a dropped connection or a restart). */
export function isLiveRefusal(error: unknown): boolean {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' && REFUSALS.has(code);
}

/** How long to wait before opening the stream again after `failures` failures in a row (1 or more). */
export function liveRetryDelay(failures: number): number {
  return Math.min(LIVE_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), LIVE_RETRY_MAX_MS);
}

/**
 * What a page's key may show in a log: its kind and first id (e.g. `eventPage:<event id>`), never the
 * invitation id or token the rest of the key carries, which open the guest's invitation.
 */
export function liveKeyForLog(key: string): string {
  return key.split(':').slice(0, 2).join(':');
}
