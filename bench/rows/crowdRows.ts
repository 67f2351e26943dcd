import { type Row, missingRow, row } from '../report';
import { createParty, rpc } from '../seed';
import { type BenchContext } from './context';

// Row 7: a crowd behind one address (venue Wi-Fi, office NAT): 300 different guests RSVP to one party from one
// X-Forwarded-For, 10 at a time, all within a minute. Every one should be accepted.

const CROWD = 300;
const CROWD_ADDRESS = '203.0.113.7';
const WITHIN_MS = 60_000;

export async function crowdRows(ctx: BenchContext): Promise<Row[]> {
  const work = `${CROWD} guests from one address within a minute: accepted`;
  const goal = { op: '=', target: CROWD, unit: '' } as const;
  try {
    const eventId = await createParty(ctx.app, ctx.host, 'Crowd party');
    const started = performance.now();
    let accepted = 0;
    let next = 0;
    const refusals = new Map<string, number>();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < CROWD && performance.now() - started < WITHIN_MS) {
          const i = next++;
          const reply = await rpc(
            ctx.app.url,
            'EventService',
            'updateAttendance',
            {
              header: { deviceId: 'WEB-bench' },
              eventId,
              invitee: { name: `Crowd guest ${i}`, email: `crowd-${i}@bench.example`, rsvpStatus: 'YES' },
            },
            CROWD_ADDRESS,
          );
          if (reply.result) accepted++;
          else {
            const message = reply.error?.message ?? 'no reply';
            refusals.set(message, (refusals.get(message) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const firstRefusal = [...refusals.entries()][0];
    return [
      row({
        work,
        elk: `${accepted} accepted in ${seconds.toFixed(1)} s${firstRefusal ? `; refused: "${firstRefusal[0]}" ×${firstRefusal[1]}` : ''}`,
        baseline: '',
        measured: accepted,
        goal,
      }),
    ];
  } catch (err) {
    return [missingRow(work, `not measured: ${String(err)}`, goal)];
  }
}
