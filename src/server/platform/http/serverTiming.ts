import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { callQuery } from '../db/queryDeadline';

// Where a wire call's time goes, for the bench's slowest replies (issue 42): with SERVER_TIMING on, each /json
// reply carries a `Server-Timing` header (the W3C header browsers' and proxies' tools read) with the moment the
// call reached the app (as a wall-clock time, so a load generator on the same machine can tell how long it
// waited before the app saw it, and how long the reply took to reach it after), the context (the session and
// the caches' sync), the procedure, the database's share of it, and the JSON. Off (the default), nothing here
// runs: a production instance pays for none of it.

/**
 * One call's figures, in ms: `wayIn` from the app's taking the request until the call began (the headers, the
 * body), then its parts.
 */
export type CallTiming = {
  /** performance.now() when the app took the request. */
  arrived: number;
  wayIn: number;
  context: number;
  procedure: number;
  /** The database's time so far (its queries' and shared statements' waits, summed). */
  db: number;
  /** The database's share of the context and of the procedure (at most their own durations). */
  contextDb: number;
  procedureDb: number;
  json: number;
};

const current = new AsyncLocalStorage<CallTiming>();
let enabled = false;

/**
 * Turns timing on for this process: every pg query (the pool's, the LISTEN connection's) adds its time to the
 * call it was made for. A query several calls wait on (a batch of answers) counts for the call that sent it.
 * Returns what turns it off again (for tests, which share a process).
 */
export function enableServerTiming(): () => void {
  if (enabled) return () => {};
  enabled = true;
  const prototype = pg.Client.prototype as { query: unknown };
  const query = prototype.query as (...args: unknown[]) => unknown;
  prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const timing = current.getStore();
    if (!timing) return query.apply(this, args);
    const begun = performance.now();
    return callQuery(query.bind(this), args, () => (timing.db += performance.now() - begun));
  };
  return () => {
    prototype.query = query;
    enabled = false;
  };
}

/**
 * Work done for many calls at once (a batch of answers in one statement): run outside any one call's figures,
 * and each call counts its wait for it as database time (databaseWait).
 */
export function forManyCalls<T>(work: () => T): T {
  return enabled ? current.exit(work) : work();
}

/** `result`, its wait added to the calling call's database time (a statement shared with other calls). */
export function databaseWait<T>(result: Promise<T>): Promise<T> {
  const timing = enabled ? current.getStore() : undefined;
  if (!timing) return result;
  const begun = performance.now();
  return result.finally(() => (timing.db += performance.now() - begun));
}

/** When the app took this request (performance.now()), for timedCall; undefined when timing is off. */
export const arrivalTime = (): number | undefined => (enabled ? performance.now() : undefined);

/**
 * Runs one call with its figures gathered, from `arrived` (arrivalTime(), taken as the request came in: the
 * figures cannot follow it through the body's stream events, which run in the socket's context), or as it is
 * when timing is off.
 */
export function timedCall<T>(
  arrived: number | undefined,
  work: (timing: CallTiming | undefined) => Promise<T>,
): Promise<T> {
  if (!enabled || arrived === undefined) return work(undefined);
  const timing: CallTiming = {
    arrived,
    wayIn: performance.now() - arrived,
    context: 0,
    procedure: 0,
    db: 0,
    contextDb: 0,
    procedureDb: 0,
    json: 0,
  };
  return current.run(timing, () => work(timing));
}

/** `work`'s duration added to `timing[part]` (ms); just `work` when there is no timing. */
export async function timedPart<T>(
  timing: CallTiming | undefined,
  part: 'context' | 'procedure',
  work: () => Promise<T>,
): Promise<T> {
  if (!timing) return work();
  const begun = performance.now();
  const dbBefore = timing.db;
  try {
    return await work();
  } finally {
    const took = performance.now() - begun;
    timing[part] += took;
    // Queries run side by side add up to more than the wait: the share is at most the part's own time.
    timing[`${part}Db`] += Math.min(timing.db - dbBefore, took);
  }
}

/** `work()`'s result, its duration added to `timing.json` (ms). */
export function timedJson<T>(timing: CallTiming | undefined, work: () => T): T {
  if (!timing) return work();
  const begun = performance.now();
  const result = work();
  timing.json += performance.now() - begun;
  return result;
}

const ms = (value: number) => value.toFixed(3);

/**
 * The header's value: `app;desc=<epoch ms>`, then each part's `dur` (the context's and the procedure's with the
 * database's share of each), and `total` up to now.
 */
export function serverTimingHeader(timing: CallTiming): string {
  return [
    // When the app took it, as a wall-clock time (epoch ms): a load generator on the same machine can compare.
    `app;desc="${(performance.timeOrigin + timing.arrived).toFixed(3)}"`,
    `way-in;dur=${ms(timing.wayIn)}`,
    `context;dur=${ms(timing.context)}`,
    `context-db;dur=${ms(timing.contextDb)}`,
    `procedure;dur=${ms(timing.procedure)}`,
    `procedure-db;dur=${ms(timing.procedureDb)}`,
    `json;dur=${ms(timing.json)}`,
    `total;dur=${ms(performance.now() - timing.arrived)}`,
  ].join(', ');
}
