import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { QUERY_SEED_ID, type QuerySeed } from '../../../shared/events/pageSeed';

// Replies the server carried in the page's HTML (the party page's first getEvent: server/app/eventPageSeed.ts),
// put in the query cache before the first render: the page renders with its data, in the first render's
// transition (time-sliced), instead of again when a fetch answers (TanStack Query's update goes through
// useSyncExternalStore, one long task on a slow phone; issue 14).

/**
 * A reply counts as fresh as long as a fetched one would (the queries' staleTime, lib/trpc.ts), from when the
 * server made it: HTML taken from the browser's cache (a back navigation) is older, and is fetched again as
 * usual; much older HTML is not used at all.
 */
const SEED_USABLE_MS = 30_000;

/** The key tRPC's query options give a query of `path` with `input` (@trpc/tanstack-react-query). */
export function trpcQueryKey(path: string, input: unknown): QueryKey {
  return [path.split('.'), { input, type: 'query' }];
}

function isSeed(value: unknown): value is QuerySeed {
  if (typeof value !== 'object' || value === null) return false;
  const seed = value as Partial<QuerySeed>;
  return typeof seed.path === 'string' && typeof seed.at === 'number' && seed.data !== undefined;
}

/** The page's carried replies, read once (a second query client, as StrictMode makes, finds the same). */
let carried: QuerySeed[] | undefined;
function carriedSeeds(): QuerySeed[] {
  if (carried) return carried;
  carried = [];
  const block = typeof document === 'undefined' ? null : document.getElementById(QUERY_SEED_ID);
  if (!block?.textContent) return carried;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    if (Array.isArray(parsed)) carried = parsed.filter(isSeed);
  } catch {
    // An unreadable block: the page fetches, as without one.
  }
  return carried;
}

/** Puts the page's carried replies still usable into `queryClient`, each as made at its server time. */
export function seedQueries(queryClient: QueryClient, now = Date.now()): void {
  for (const seed of carriedSeeds()) {
    if (now - seed.at > SEED_USABLE_MS) continue;
    // A server clock ahead of this one must not make the reply fresh for longer than a fetched one.
    queryClient.setQueryData(trpcQueryKey(seed.path, seed.input), seed.data, {
      updatedAt: Math.min(seed.at, now),
    });
  }
}
