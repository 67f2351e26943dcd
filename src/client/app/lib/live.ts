import {
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import type { Unsubscribable } from '@trpc/server/observable';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { LIVE_FRESH_WINDOW_MS, type LiveChange } from '../../../shared/live/kinds';
import { whenIdle } from './idle';
import { log } from './log';
import { isLiveRefusal, liveKeyForLog, liveRetryDelay } from './liveRetry';

// Live updates on a page (spec section 7): a tRPC subscription over server-sent events that says which of the
// page's views changed; the feature then reads those again through its own queries (its queries.ts), so what
// shows is always what the caller may see. Open only while the page is visible: a hidden tab holds no
// connection (browsers allow six per site over HTTP/1.1), and on coming back it resumes from its last event,
// so whatever changed meanwhile is read again at once.

/** Reads again at most this often per page (the first at once, the rest together): a busy party stays light. */
export const READ_AGAIN_EVERY_MS = 400;
/** How many pages' last event ids are kept (the most recent), to resume on coming back to one. */
const REMEMBERED_PAGES = 50;

/** The last event id heard for each page (by what it follows), for resuming. */
const lastEventIds = new Map<string, string>();

function remember(key: string, id: string) {
  lastEventIds.delete(key);
  lastEventIds.set(key, id);
  if (lastEventIds.size > REMEMBERED_PAGES) lastEventIds.delete(lastEventIds.keys().next().value!);
}

/**
 * Reads the matching queries again because something changed on the server. Unlike a plain invalidation, this
 * also reaches a query still on its first read: TanStack lets that read stand, and it may have started before
 * the change (a page that just switched credentials, a list still loading when the first event comes).
 */
export async function readAgainNow(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries({ ...filters, predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries(filters);
}

/**
 * Reads the query again each time `liveVersion` goes up (the party page's live updates heard of a change for
 * this viewer); the version a component mounted with is already read.
 */
export function useReadAgainOn(liveVersion: number, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [mountedAt] = useState(liveVersion);
  useEffect(() => {
    if (liveVersion > mountedAt) void readAgainNow(queryClient, { queryKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new version only, for the key as it is then
  }, [liveVersion]);
}

export type LiveHandlers<K extends string> = {
  onData: (event: { id: string; data: LiveChange<K> }) => void;
  onError: (error: unknown) => void;
};

export type LiveUpdatesOptions<K extends string> = {
  /** What the page follows (the party and the credentials it is seen with…): re-opened, it resumes. */
  key: string;
  enabled: boolean;
  /** Opens the subscription, from `lastEventId` when there is one (the feature's tRPC procedure). */
  subscribe: (lastEventId: string | undefined, handlers: LiveHandlers<K>) => Unsubscribable;
  /** Reads again the views that changed. */
  readAgain: (kinds: readonly K[]) => void;
  /** All the views, read again when the page's data may predate a first connection. */
  kinds: readonly K[];
  /** When the data on screen was read (ms since the epoch). */
  readAt: () => number;
};

/** Set while the page is being left: streams cut by the browser then are not errors worth a log line. */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

const onVisibilityChange = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};

/** Whether the page is on screen (not a background tab or a minimised window). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    onVisibilityChange,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

export function useLiveUpdates<K extends string>(options: LiveUpdatesOptions<K>): void {
  const { key, enabled } = options;
  const active = useEffectEvent(() => options);
  const visible = usePageVisible();
  const open = enabled && visible;
  // A stream that dropped (a restart, a network change) is opened again, later after each failure in a row.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    if (!open) return;
    const { subscribe, kinds } = active();
    const resumeFrom = lastEventIds.get(key);
    // Changes heard are read again at once, then at most every READ_AGAIN_EVERY_MS, together.
    const waiting = new Set<K>();
    let lastRead = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      lastRead = Date.now();
      const changed = [...waiting];
      waiting.clear();
      active().readAgain(changed);
    };
    const readAgain = (changed: readonly K[]) => {
      for (const kind of changed) waiting.add(kind);
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, lastRead + READ_AGAIN_EVERY_MS - Date.now()));
    };
    let first = true;
    let closed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // Opened at a quiet moment rather than among the page's first effects (issue 14: total blocking time); the
    // first connection looks back LIVE_FRESH_WINDOW_MS, so nothing said meanwhile is missed.
    let subscription: Unsubscribable | undefined;
    const cancelOpen = whenIdle(() => {
      subscription = subscribe(resumeFrom, {
        onData: ({ id, data }) => {
          remember(key, id);
          failures.current = 0;
          // A first connection looks back only so far: data read longer ago than that is read again.
          const stale = first && !resumeFrom && Date.now() - active().readAt() > LIVE_FRESH_WINDOW_MS / 2;
          first = false;
          if (stale) readAgain(kinds);
          else if (data.changed.length) readAgain(data.changed);
        },
        onError: (error) => {
          if (closed || leavingPage) return;
          if (isLiveRefusal(error)) {
            log.warn(`Live updates refused (${liveKeyForLog(key)})`, error);
            return;
          }
          failures.current += 1;
          const delay = liveRetryDelay(failures.current);
          log.info(`Live updates dropped (${liveKeyForLog(key)}); opening again in ${delay} ms`, error);
          retryTimer = setTimeout(() => setAttempt((n) => n + 1), delay);
        },
      });
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      cancelOpen();
      subscription?.unsubscribe();
    };
  }, [open, key, attempt]);
}
