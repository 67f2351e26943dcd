import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../src/server/platform/db/client';
import { ensureDatabase } from '../../../src/server/platform/db/database';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../../src/server/platform/db/embedded';
import { MSG } from '../../../src/shared/common/copy';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { dataDirWithGallery, processesOn, startServer, withChildren } from '../../helpers/serverProcess';
import { scratchDir } from '../../helpers/scratchDir';
import { createEventFor, headerAuth, type Session } from '../events/eventsFixtures';

// Issue 37: a PostgreSQL that stops answering altogether (every process SIGSTOPped: connections stay open and
// nothing answers, so its own statement_timeout never fires) holds no request past the client's deadline on a
// database wait, DB_STATEMENT_TIMEOUT_MS + 1 s: not the cache's sync, not the session, not a query or a
// transaction. Before, a cached page waited for the sync's deadline and then a query's, one after the other.
// A PostgreSQL of this file's own, so freezing it stops no other file's database. The server runs with a short
// statement timeout so the file stays quick: the deadline is 2.5 s here (6 s by default).

const STATEMENT_TIMEOUT_MS = 1500;
const DEADLINE_MS = STATEMENT_TIMEOUT_MS + 1000;
/** A loaded 2-core machine answering a 503 after the deadline; still well under two deadlines back to back. */
const SLACK_MS = 1500;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}, 60_000);

let pgDir: string;
let db: Db;
let url: string;
let host: Session;
let guest: Session;
let eventId: string;

beforeAll(async () => {
  const data = await dataDirWithGallery('elk-db-deadline-');
  cleanups.push(data.remove);
  pgDir = await scratchDir('elk-db-deadline-pg-');
  cleanups.push(() => rm(pgDir, { recursive: true, force: true }));
  const postgres: EmbeddedServer = await startEmbeddedPostgres(pgDir, { fast: true });
  cleanups.push(postgres.stop);
  await ensureDatabase(postgres.url('postgres'), 'elk');
  db = createDb(postgres.url('elk'), 2);
  cleanups.push(() => db.$client.end());
  const server = startServer(data.dir, {
    DATABASE_URL: postgres.url('elk'),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_ACQUIRE_TIMEOUT_MS: '2000',
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  url = await server.url();
  host = await signInByEmail(url, db, 'deadline-host@example.com', 'Dana Deadline');
  guest = await signInByEmail(url, db, 'deadline-guest@example.com', 'Gus Guest');
  eventId = (await createEventFor(url, host, { title: 'Frozen party', questions: [] })).id;
}, 120_000);

const visitorView = () => rpc(url, 'EventService', 'getEvent', { eventId });
const guestAnswer = (rsvpStatus: 'YES' | 'NO') =>
  rpc(
    url,
    'EventService',
    'updateAttendance',
    { eventId, invitee: { name: 'Gus Guest', rsvpStatus } },
    headerAuth(guest),
  );
const newGuestAnswer = (i: number) =>
  rpc(url, 'EventService', 'updateAttendance', {
    eventId,
    invitee: { name: `Newcomer ${i}`, email: `newcomer-${i}@example.com`, rsvpStatus: 'YES' },
  });

/** The reply and how long it took. */
async function timed(call: () => PromiseLike<{ status: number; body: { error?: unknown } }>) {
  const started = Date.now();
  const res = await call();
  return { status: res.status, error: res.body.error, ms: Date.now() - started };
}

/** A 503 with the spec's timeout message, answered once the deadline ran out and not much later. */
function expectTimedOutAtDeadline(reply: Awaited<ReturnType<typeof timed>>) {
  expect(reply.status).toBe(503);
  expect(reply.error).toEqual({ code: -32053, message: MSG.requestTimedOut });
  expect(reply.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
  expect(reply.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Ended meanwhile.
    }
  }
}

describe('a PostgreSQL that stops answering (SIGSTOP)', () => {
  it('fails a cached page and an RSVP with 503 within the deadline, and answers again once resumed', async () => {
    // Warm: the visitor's page is cached, the guest's session and the RSVP path have run.
    for (let i = 0; i < 3; i++) expect((await visitorView()).status).toBe(200);
    expect((await guestAnswer('YES')).body.result).toMatchObject({ rsvpStatus: 'YES' });
    expect((await newGuestAnswer(0)).body.result).toMatchObject({ rsvpStatus: 'YES' });

    const frozen = withChildren(processesOn(pgDir));
    expect(frozen.length).toBeGreaterThan(1);
    signalAll(frozen, 'SIGSTOP');
    try {
      // The cached page: its first wait is the cache's sync on the listening connection.
      expectTimedOutAtDeadline(await timed(visitorView));
      // A signed-in guest's RSVP: the session, then the event and the transaction.
      expectTimedOutAtDeadline(await timed(() => guestAnswer('NO')));
      // More RSVPs at once than the pool has connections (10): none waits past the deadline either.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => timed(() => newGuestAnswer(i + 1))),
      );
      for (const reply of burst) {
        expect(reply.status).toBe(503);
        expect(reply.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      }
    } finally {
      signalAll(frozen, 'SIGCONT');
    }

    // Resumed: the listener reconnects and no pool connection was left stuck on a query that timed out.
    let view = await visitorView();
    for (const until = Date.now() + 15_000; view.status !== 200 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      view = await visitorView();
    }
    expect(view.status).toBe(200);
    expect((await guestAnswer('NO')).body.result).toMatchObject({ rsvpStatus: 'NO' });
    const again = await Promise.all(Array.from({ length: 12 }, (_, i) => newGuestAnswer(i + 20)));
    expect(again.map((res) => res.status)).toEqual(Array(12).fill(200));
  }, 90_000);
});
