import { startAppInstance } from '../appProcess';
import type { LoadSpec } from '../load';
import { type Breakdown, type CallParts, offerRate } from '../offeredLoad';
import { type Row, missingRow, row } from '../report';
import type { InvitedGuest } from '../seed';
import { type BenchContext, drainJobs } from './context';
import { getEventParams, getEventSpec } from './getEventRows';
import { newGuestRsvps } from './rsvpRows';

// Rows 2 and 3's tail, taken apart (issue 42): the same fixed-rate runs against an instance of its own started
// with SERVER_TIMING=on, whose replies say where their time went in the app (platform/http/serverTiming.ts); the
// load generator adds when each call got a connection and when its reply ended. For the slowest 1% of each run,
// the mean of each part. Timing costs each call a little (the database's share is followed through
// AsyncLocalStorage), so the measured rows run on instance A without it and these are info rows.

const PART_NAMES: Record<keyof CallParts, string> = {
  generator: 'in the load generator',
  beforeApp: 'before the app',
  wayIn: 'way in',
  context: 'context',
  procedure: 'procedure',
  db: 'database',
  json: 'JSON',
  afterApp: 'after the app',
};

/** "p99 18 ms (40 calls): before the app 9.1, …, after the app 6.5 ms". */
export function breakdownText(slowest: Breakdown): string {
  const parts = (Object.keys(PART_NAMES) as (keyof CallParts)[])
    .map((key) => `${PART_NAMES[key]} ${slowest.parts[key].toFixed(1)}`)
    .join(', ');
  return `slowest 1% (${slowest.calls} calls, from ${Math.round(slowest.p99)} ms): ${parts} ms`;
}

/** One metric of an instance's /metrics by its single label's value (`kind="minor"` → minor), summed. */
async function scrape(appUrl: string): Promise<(name: string) => Record<string, number>> {
  const text = await (await fetch(`${appUrl}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  return (name) => {
    const values: Record<string, number> = {};
    for (const [, label, value] of text.matchAll(new RegExp(`^${name}\\{\\w+="([^"]*)"\\} (\\S+)$`, 'gm')))
      values[label!] = (values[label!] ?? 0) + Number(value);
    return values;
  };
}

/** "GC 120 pauses, 180 ms (major 1, 40 ms; longest 40 ms), loop late p99 20 ms, max 110 ms" over a run. */
function pausesText(
  before: (name: string) => Record<string, number>,
  after: (name: string) => Record<string, number>,
): string {
  const grown = (name: string, kind?: string) => {
    const sum = (values: Record<string, number>) =>
      kind ? (values[kind] ?? 0) : Object.values(values).reduce((a, b) => a + b, 0);
    return sum(after(name)) - sum(before(name));
  };
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const delay = after('elk_event_loop_delay_seconds');
  return (
    `GC ${grown('elk_gc_pauses_total')} pauses, ${ms(grown('elk_gc_pause_seconds_total'))} ms ` +
    `(major ${grown('elk_gc_pauses_total', 'major')}, ${ms(grown('elk_gc_pause_seconds_total', 'major'))} ms); ` +
    `event loop late p99 ${ms(delay['0.99'] ?? 0)} ms, max ${ms(delay['1'] ?? 0)} ms`
  );
}

async function timedRun(appUrl: string, work: string, spec: LoadSpec, rate: number): Promise<Row> {
  // A short run first: the instance's JIT and pool warm up outside the timed one.
  await offerRate(spec, rate, { durationS: 2 });
  const before = await scrape(appUrl);
  const offered = await offerRate(spec, rate);
  const during = pausesText(before, await scrape(appUrl));
  return row({
    work,
    elk: `${offered.slowest ? breakdownText(offered.slowest) : 'no reply carried its timing'}; during the run: ${during}`,
    baseline: '',
    measured: offered.p99,
  });
}

export async function tailRows(
  ctx: BenchContext,
  bigParty: string,
  guests: InvitedGuest[],
  rsvpParty: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  const timing = await startAppInstance('T (SERVER_TIMING=on)', ctx.appDatabaseUrl, { SERVER_TIMING: 'on' });
  try {
    const params = getEventParams(ctx, bigParty, guests);
    for (const viewer of ['visitor', 'invited guest', 'host'] as const) {
      const spec = getEventSpec(timing, params, viewer);
      rows.push(
        await timedRun(
          timing.url,
          `getEvent as ${viewer}, 300/s offered: where the tail's time went`,
          spec,
          300,
        ),
      );
    }
    const answers = newGuestRsvps(timing.url, rsvpParty, `tail-${Date.now().toString(36)}`);
    rows.push(
      await timedRun(timing.url, "updateAttendance, 500/s offered: where the tail's time went", answers, 500),
    );
    await drainJobs(ctx);
  } catch (err) {
    rows.push(missingRow("where the tail's time went", `not measured: ${String(err)}`));
  } finally {
    await timing.stop();
  }
  return rows;
}
