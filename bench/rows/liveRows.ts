import { EventSource } from 'eventsource';
import { type AppInstance, startAppInstance } from '../appProcess';
import { type Row, missingRow, row } from '../report';
import { createParty, rpc } from '../seed';
import { percentile } from '../stats';
import { addressOf, type BenchContext } from './context';
import { memoryGrowthText, PEAK_RSS_GOAL_MB, peakRssRow, processMemory } from './memoryRows';

// Row 9 (issue 15): live updates at scale. 500 party pages stay open as server-sent event streams
// (events.onEventPageChange, as visitors), half on instance A and half on instance B, one PostgreSQL under both.
// New guests answer, in turn on A and on B; for every answer and every open page, the time from the answer's
// reply to that page hearing of it. The p95 over all of them is checked against the goal; a page that had not
// heard after GIVE_UP_MS counts as that long (and is reported).

const CLIENTS = 500;
const SAMPLES = 20;
const GIVE_UP_MS = 5000;
/** Between answers, so each is heard on its own (answers close together are told as one event). */
const PAUSE_MS = 250;
const CONNECT_MS = 60_000;

type Page = { source: EventSource; heard: number[]; connected: Promise<void> };

function openPage(appUrl: string, eventId: string): Page {
  const input = encodeURIComponent(JSON.stringify({ eventId }));
  const source = new EventSource(`${appUrl}/api/trpc/events.onEventPageChange?input=${input}`);
  const heard: number[] = [];
  const connected = new Promise<void>((resolve, reject) => {
    source.addEventListener('message', () => {
      heard.push(performance.now());
      resolve();
    });
    source.addEventListener('serialized-error', (event) => reject(new Error(`refused: ${event.data}`)));
  });
  return { source, heard, connected };
}

/** Resolves once every page's stream has said its first event; rejects after CONNECT_MS. */
function allConnected(pages: Page[]): Promise<unknown> {
  return Promise.race([
    Promise.all(pages.map((page) => page.connected)),
    new Promise((_, reject) => setTimeout(() => reject(new Error('pages not connected')), CONNECT_MS)),
  ]);
}

/** Resolves once every page has heard more than `counts[i]` events, or after `ms`. */
async function allHeard(pages: Page[], counts: number[], ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until && pages.some((page, i) => page.heard.length <= counts[i]!)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Open streams on one instance for the memory rows (issue 42: ≤ 400 MB in all, ≤ 20 kB each). */
const MEMORY_STREAMS = 5000;
const STREAM_GOAL_KB = 20;

/**
 * Instance B's memory with MEMORY_STREAMS more party pages open on it: what each open stream costs (the RSS it
 * gained, over the streams, settled a second after the last connected) and the instance's peak. The pages are
 * added to `pages`, so the caller closes them with the others.
 */
async function streamMemoryRows(b: AppInstance, eventId: string, pages: Page[]): Promise<Row[]> {
  const work = `memory: instance B with ${MEMORY_STREAMS.toLocaleString('en-US')} open pages (SSE)`;
  const peakGoal = { op: '<=', target: PEAK_RSS_GOAL_MB, unit: 'MB' } as const;
  const perStreamGoal = { op: '<=', target: STREAM_GOAL_KB, unit: 'kB' } as const;
  try {
    const before = b.rssMb();
    const memoryBefore = await processMemory(b.url);
    const opened = Array.from({ length: MEMORY_STREAMS }, () => openPage(b.url, eventId));
    pages.push(...opened);
    await allConnected(opened);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = b.rssMb();
    const growth = memoryGrowthText(memoryBefore, await processMemory(b.url));
    const perStreamKb = ((after - before) * 1024) / MEMORY_STREAMS;
    return [
      row({
        work: `${work}: RSS per open page`,
        elk: `${Math.round(before)} MB before, ${Math.round(after)} MB with them open (${growth})`,
        baseline: '',
        measured: Number.isFinite(perStreamKb) ? perStreamKb : null,
        goal: perStreamGoal,
      }),
      peakRssRow(`${work}: peak RSS`, b.peakRssMb()),
    ];
  } catch (err) {
    const reason = `not measured: ${String(err)}`;
    return [
      missingRow(`${work}: RSS per open page`, reason, perStreamGoal),
      missingRow(`${work}: peak RSS`, reason, peakGoal),
    ];
  }
}

export async function liveRows(ctx: BenchContext): Promise<Row[]> {
  const work = `RSVP heard by ${CLIENTS} open pages (SSE) on two instances`;
  const goal = { op: '<=', target: 1000, unit: 'ms' } as const;
  const pages: Page[] = [];
  try {
    const b = await startAppInstance('B', ctx.appDatabaseUrl);
    try {
      const eventId = await createParty(ctx.app, ctx.host, 'Live party');
      const urls = [ctx.app.url, b.url];
      for (let i = 0; i < CLIENTS; i++) pages.push(openPage(urls[i % 2]!, eventId));
      await allConnected(pages);
      // Whatever the first connections said (the party is new), from here on every event is an answer's.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const latencies: number[] = [];
      let unheard = 0;
      for (let sample = 0; sample < SAMPLES; sample++) {
        const counts = pages.map((page) => page.heard.length);
        const answer = await rpc(
          urls[sample % 2]!,
          'EventService',
          'updateAttendance',
          {
            header: { deviceId: 'WEB-bench' },
            eventId,
            invitee: {
              name: `Live guest ${sample}`,
              email: `live-${sample}-${eventId}@bench.example`,
              rsvpStatus: 'YES',
            },
          },
          addressOf(300_000 + sample),
        );
        if (!answer.result) throw new Error(`RSVP failed: ${JSON.stringify(answer.error)}`);
        const answered = performance.now();
        await allHeard(pages, counts, GIVE_UP_MS);
        pages.forEach((page, i) => {
          const at = page.heard[counts[i]!];
          if (at === undefined) unheard++;
          latencies.push(at === undefined ? GIVE_UP_MS : Math.max(0, at - answered));
        });
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
      latencies.sort((x, y) => x - y);
      const p95 = percentile(latencies, 95);
      const memory = await streamMemoryRows(b, eventId, pages);
      return [
        ...memory,
        row({
          work: `${work}: p95`,
          elk:
            `${SAMPLES} answers × ${CLIENTS} pages: p50 ${Math.round(percentile(latencies, 50))} ms, ` +
            `p95 ${Math.round(p95)} ms, max ${Math.round(latencies[latencies.length - 1]!)} ms` +
            (unheard ? `, ${unheard} not heard within ${GIVE_UP_MS} ms` : ''),
          baseline: '',
          measured: p95,
          goal,
        }),
      ];
    } finally {
      for (const page of pages) page.source.close();
      await b.stop();
    }
  } catch (err) {
    return [missingRow(`${work}: p95`, `not measured: ${String(err)}`, goal)];
  }
}
