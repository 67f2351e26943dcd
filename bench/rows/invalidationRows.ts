import { startAppInstance } from '../appProcess';
import { percentile } from '../stats';
import { type Row, missingRow, row } from '../report';
import { rpc } from '../seed';
import { addressOf, type BenchContext } from './context';

// Row 5: two instances on one PostgreSQL. A new guest's RSVP on A, then a visitor's getEvent on B polled until
// its reply differs from the one B gave just before: the time from A's reply to B showing the change. Whatever B
// caches (or not), this measures when a visitor on another instance sees the change.

const SAMPLES = 20;
const GIVE_UP_MS = 5000;
const POLL_MS = 10;

async function visitorView(url: string, eventId: string): Promise<string> {
  const reply = await rpc(url, 'EventService', 'getEvent', { header: { deviceId: 'WEB-bench' }, eventId });
  if (!reply.result) throw new Error(`getEvent on B failed: ${JSON.stringify(reply.error)}`);
  return JSON.stringify(reply.result);
}

export async function invalidationRows(ctx: BenchContext, eventId: string): Promise<Row[]> {
  const work = `RSVP on A visible to a visitor on B (${SAMPLES} samples)`;
  const goal = { op: '<=', target: 1000, unit: 'ms' } as const;
  try {
    const b = await startAppInstance('B', ctx.appDatabaseUrl);
    try {
      // With nothing changing, B must give the same reply twice, or "differs" would not mean "changed".
      const first = await visitorView(b.url, eventId);
      if ((await visitorView(b.url, eventId)) !== first)
        return [missingRow(work, "B's visitor reply differs between two reads with no change", goal)];
      const latencies: number[] = [];
      let unseen = 0;
      for (let sample = 0; sample < SAMPLES; sample++) {
        const before = await visitorView(b.url, eventId);
        const answer = await rpc(
          ctx.app.url,
          'EventService',
          'updateAttendance',
          {
            header: { deviceId: 'WEB-bench' },
            eventId,
            invitee: {
              name: `Late guest ${sample}`,
              email: `late-${sample}-${eventId}@bench.example`,
              rsvpStatus: 'YES',
            },
          },
          addressOf(200_000 + sample),
        );
        if (!answer.result) throw new Error(`RSVP on A failed: ${JSON.stringify(answer.error)}`);
        const answered = performance.now();
        let seenAfter: number | undefined;
        while (performance.now() - answered < GIVE_UP_MS) {
          if ((await visitorView(b.url, eventId)) !== before) {
            seenAfter = performance.now() - answered;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        if (seenAfter === undefined) unseen++;
        latencies.push(seenAfter ?? GIVE_UP_MS);
      }
      latencies.sort((x, y) => x - y);
      const max = latencies[latencies.length - 1]!;
      return [
        row({
          work: `${work}: max`,
          elk: `p50 ${Math.round(percentile(latencies, 50))} ms, max ${Math.round(max)} ms${unseen ? `, ${unseen} unseen after ${GIVE_UP_MS} ms` : ''}`,
          baseline: '',
          measured: max,
          goal,
        }),
      ];
    } finally {
      await b.stop();
    }
  } catch (err) {
    return [missingRow(work, `not measured: ${String(err)}`, goal)];
  }
}
