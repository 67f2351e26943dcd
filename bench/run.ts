// `npm run bench`: every row of issue 14 beside a bare node:http + pg server measured in the same run, on one
// PostgreSQL (embedded, or DATABASE_URL), the app in production mode in child processes, autocannon as the load.
// Loopback only; every step is bounded; prints one table and writes bench/results.json.
// `npm run bench -- --only=2,3` runs the baseline and those rows only.
// `npm run bench -- --markdown` prints the table as Markdown too; `-- --readme` writes it into
// docs/performance.md (the README's Performance section before it moved there), between its bench:table markers.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureClientBuilt, settleApp, startAppInstance } from './appProcess';
import { startBareServer } from './baseline';
import { startBenchPostgres } from './postgres';
import { timing } from './load';
import { runBenchScript } from './processes';
import { formatMarkdown, formatTable, replaceReadmeTable, type Row, summarize } from './report';
import { addGuests, createHost, createParty } from './seed';
import { baselineRows } from './rows/baselineRows';
import type { BenchContext } from './rows/context';
import { crowdRows } from './rows/crowdRows';
import { csvRows } from './rows/csvRows';
import { eventPageRows } from './rows/eventPageRows';
import { getEventRows } from './rows/getEventRows';
import { invalidationRows } from './rows/invalidationRows';
import { liveRows } from './rows/liveRows';
import { memoryRow } from './rows/memoryRows';
import { pageLoadRows } from './rows/pageLoadRows';
import { tailRows } from './rows/tailRows';
import { rsvpRows } from './rows/rsvpRows';

const PARTY_GUESTS = 5000;
const markdown = process.argv.includes('--markdown');
const updateReadme = process.argv.includes('--readme');
const readmeFile = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
// A smoke test of the bench itself: 2 s runs, and results.json is left alone (its figures would mean little).
const quick = process.argv.includes('--quick');
if (quick) Object.assign(timing, { warmUpS: 1, runS: 2 });
// `--only=2,3` runs the baseline and just those rows (while working on one goal); results.json is left alone.
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const onlyRows = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
const partial = quick || onlyRows !== null;
const wanted = (row: number): boolean => onlyRows === null || onlyRows.has(String(row));
const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url));

function step(name: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${name}`);
}

async function main(): Promise<{ rows: Row[]; postgresVersion: string; embedded: boolean }> {
  step('client build');
  ensureClientBuilt();
  step('PostgreSQL');
  const postgres = await startBenchPostgres();
  step('bare node:http + pg server');
  const bare = await startBareServer(postgres.bareUrl);
  step('Elk instance A (migrates the database)');
  const app = await startAppInstance('A', postgres.appUrl);
  const pool = new pg.Pool({ connectionString: postgres.appUrl, max: 4 });
  try {
    const host = await createHost(pool, 'Bench host');
    const ctx: BenchContext = {
      pool,
      app,
      appDatabaseUrl: postgres.appUrl,
      bareUrl: bare.url,
      bareCpuSeconds: bare.cpuSeconds,
      barePeakRssMb: bare.peakRssMb,
      host,
    };
    step(`seeding two parties of ${PARTY_GUESTS} guests`);
    const bigParty = await createParty(app, host, 'Big party');
    const guests = await addGuests(pool, bigParty, PARTY_GUESTS);
    const rsvpParty = await createParty(app, host, 'RSVP party');
    await addGuests(pool, rsvpParty, PARTY_GUESTS);

    const rows: Row[] = [];
    await settleApp(app);
    step('1. baseline: one-row read and update');
    rows.push(...(await baselineRows(ctx)));
    if (wanted(2)) {
      step('2. getEvent: visitor, invited guest, host');
      // A thousand different invitation links in turn.
      rows.push(...(await getEventRows(ctx, bigParty, guests.slice(0, 1000), PARTY_GUESTS)));
      rows.push(memoryRow(ctx, 'getEvent runs'));
    }
    if (wanted(3)) {
      step('3. updateAttendance by new guests');
      rows.push(...(await rsvpRows(ctx, rsvpParty)));
    }
    if (wanted(2) || wanted(3)) {
      step("2-3. where the tail's time went (instance T, SERVER_TIMING=on)");
      rows.push(...(await tailRows(ctx, bigParty, guests.slice(0, 1000), rsvpParty)));
    }
    if (wanted(4)) {
      step('4. GET /event/:id');
      rows.push(...(await eventPageRows(ctx, bigParty, PARTY_GUESTS)));
    }
    if (wanted(5)) {
      step('5. two instances: invalidation');
      rows.push(...(await invalidationRows(ctx, bigParty)));
    }
    if (wanted(6)) {
      step('6. CSV import and export');
      rows.push(...(await csvRows(ctx)));
    }
    if (wanted(7)) {
      step('7. a crowd behind one address');
      rows.push(...(await crowdRows(ctx)));
    }
    if (wanted(8)) {
      step('8. page weight and LCP');
      rows.push(...(await pageLoadRows(ctx, bigParty, guests[guests.length - 1]!)));
    }
    if (wanted(9)) {
      step('9. live updates: 500 open pages on two instances');
      rows.push(...(await liveRows(ctx)));
    }
    return { rows, postgresVersion: postgres.version, embedded: postgres.embedded };
  } finally {
    await pool.end();
  }
}

await runBenchScript(async () => {
  const started = Date.now();
  const { rows, postgresVersion, embedded } = await main();
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: `${postgresVersion}${embedded ? ' (embedded)' : ''}`,
    os: `${os.type()} ${os.release()}`,
  };
  const date = new Date().toISOString();
  if (!partial) await writeFile(resultsFile, `${JSON.stringify({ date, machine, rows }, null, 2)}\n`);
  const totals = summarize(rows);
  const runOn =
    `${date.slice(0, 16).replace('T', ' ')} UTC: ${machine.cpus} × ${machine.model}, ${machine.memoryGB} GB, ` +
    `Node ${machine.node}, PostgreSQL ${machine.postgres}; load generator on the same machine`;
  console.log(`\nElk bench ${runOn}\n`);
  console.log(formatTable(rows));
  if (markdown) console.log(`\n${formatMarkdown(rows)}`);
  if (updateReadme && !partial) {
    const block = `Run ${runOn}.\n\n${formatMarkdown(rows)}`;
    await writeFile(readmeFile, replaceReadmeTable(await readFile(readmeFile, 'utf8'), block));
  }
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed, ${totals.missing} not measured; ` +
      `${Math.round((Date.now() - started) / 1000)} s${partial ? ' (--quick/--only: results.json not written)' : '; written to bench/results.json'}`,
  );
});
