// `npm run bench:rsvp-cost -- [--rounds=3] [--rate=150] [--seconds=4]`: what one new guest's answer costs the
// app in all, its request AND the background work it sets off (the party-activity run, the confirmation's
// delivery, its mail), which the bench's rows see only in part (a run ends before the confirmations of its
// last answers are sent). Each round offers new guests' answers at a fixed rate the app can keep up with, then
// waits until every answer so far has its confirmation sent, and divides the app's and PostgreSQL's CPU over
// that whole time by the answers. Loopback only, bounded; a tool for before/after comparisons on one machine.
import pg from 'pg';
import { startAppInstance } from './appProcess';
import { newTally, runLoad, settle } from './load';
import { startBenchPostgres } from './postgres';
import { runBenchScript } from './processes';
import { newGuestRsvps } from './rows/rsvpRows';
import { addGuests, createHost, createParty } from './seed';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rounds = Number(arg('rounds') ?? 3);
const rate = Number(arg('rate') ?? 150);
const seconds = Number(arg('seconds') ?? 4);
/** The longest a round waits for its confirmations to be sent. */
const DRAIN_LIMIT_MS = 120_000;

async function main() {
  const postgres = await startBenchPostgres();
  const app = await startAppInstance('A', postgres.appUrl);
  const pool = new pg.Pool({ connectionString: postgres.appUrl, max: 2 });
  try {
    const host = await createHost(pool, 'Cost host');
    const party = await createParty(app, host, 'Costed party');
    await addGuests(pool, party, 5000);
    let answered = 0;
    const spec = {
      ...newGuestRsvps(app.url, party, `cost-${Date.now().toString(36)}`),
      onSuccess: () => answered++,
    };
    const tally = newTally();
    /** Waits until every answer so far has its confirmation sent; answers how long that took. */
    const drain = async () => {
      const started = Date.now();
      while (Date.now() - started < DRAIN_LIMIT_MS) {
        const { rows } = await pool.query<{ sent: number; pending: number }>(
          `select count(*) filter (where status <> 'pending')::int as sent,
                  count(*) filter (where status = 'pending')::int as pending
           from deliveries where event_id = $1 and kind = 'confirmation'`,
          [party],
        );
        if (rows[0]!.sent >= answered && rows[0]!.pending === 0) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`confirmations not all sent within ${DRAIN_LIMIT_MS} ms`);
    };
    // Warm-up: JIT, pools, the party's first runs.
    await runLoad(spec, { connections: 20, durationS: 3, rate: rate / 2, tally });
    await drain();
    await settle(app.url, 10_000);
    /** Transactions committed in the app's database so far (a statement outside a transaction is one). */
    const commits = async () =>
      (
        await pool.query<{ n: string }>(
          'select xact_commit as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0]!.n;
    let appCpu = 0;
    let pgCpu = 0;
    let count = 0;
    let committed = 0;
    for (let round = 0; round < rounds; round++) {
      const appBefore = app.cpuSeconds();
      const pgBefore = postgres.cpuSeconds();
      const answeredBefore = answered;
      const commitsBefore = Number(await commits());
      const figures = await runLoad(spec, { connections: 50, durationS: seconds, rate, tally });
      const drainMs = await drain();
      const n = answered - answeredBefore;
      // The statistics reach pg_stat_database a moment after the commits (the stats collector's flush).
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const roundCommits = Number(await commits()) - commitsBefore;
      committed += roundCommits;
      const roundApp = app.cpuSeconds() - appBefore;
      const roundPg = postgres.cpuSeconds() - pgBefore;
      appCpu += roundApp;
      pgCpu += roundPg;
      count += n;
      console.log(
        `round ${round + 1}: ${n} answers (${figures.failed} failed, p50 ${Math.round(figures.p50)} ms, ` +
          `p99 ${Math.round(figures.p99)} ms), confirmations sent ${drainMs} ms after the run; ` +
          `${((1000 * roundApp) / n).toFixed(2)} ms app CPU and ${((1000 * roundPg) / n).toFixed(2)} ms ` +
          `PostgreSQL CPU per answer, ${(roundCommits / n).toFixed(2)} commits per answer`,
      );
      await settle(app.url, 10_000);
    }
    console.log(
      `all rounds: ${count} answers, ${((1000 * appCpu) / count).toFixed(2)} ms app CPU and ` +
        `${((1000 * pgCpu) / count).toFixed(2)} ms PostgreSQL CPU per answer, ${(committed / count).toFixed(2)} ` +
        'commits per answer, confirmations included',
    );
  } finally {
    await pool.end();
    await app.stop();
  }
}

await runBenchScript(main);
