import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db, isDatabaseUnavailable } from '../../../src/server/platform/db/client';
import { startTcpStandIn } from '../../helpers/tcpStandIn';
import { freshDatabase } from '../../helpers/testApp';

// Issue 37: a query that hits the client's deadline (PostgreSQL stopped answering, so its own statement_timeout
// never fires) cuts its connection. The transaction's ROLLBACK then fails at once instead of waiting a second
// deadline, and the connection leaves the pool instead of going back with its query still outstanding, or,
// when the BEGIN itself timed out, staying checked out for good (drizzle releases it only after a BEGIN).

const STATEMENT_MS = 300;
const DEADLINE_MS = STATEMENT_MS + 1000;
const SLACK_MS = 700;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A pool of one connection to a fresh database through a link that can be frozen, its connection open. */
async function poolBehindStandIn() {
  const database = await freshDatabase();
  await database.db.$client.end();
  cleanups.push(database.drop);
  const real = new URL(database.url);
  const standIn = await startTcpStandIn({ host: real.hostname, port: Number(real.port) });
  cleanups.push(standIn.close);
  const url = new URL(database.url);
  url.host = `127.0.0.1:${standIn.port}`;
  const db: Db = createDb(url.toString(), 1, {
    connectMs: 500,
    acquireMs: 500,
    statementMs: STATEMENT_MS,
    idleInTransactionMs: 10_000,
  });
  cleanups.push(() => Promise.race([db.$client.end(), new Promise((resolve) => setTimeout(resolve, 500))]));
  await db.execute(sql`select 1`);
  expect(db.$client.idleCount).toBe(1);
  return { db, freeze: standIn.freeze };
}

/** An error's message and its causes' (drizzle wraps the driver's error in its own). */
function messages(error: unknown): string[] {
  const found: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) found.push(e.message);
  return found;
}

/** The error a call failed with, and when. */
async function failure(call: () => Promise<unknown>) {
  const started = Date.now();
  const error = await call().then(
    () => undefined,
    (err: unknown) => err,
  );
  return { error, ms: Date.now() - started };
}

describe('a query past the client deadline', () => {
  it('in a transaction: fails within one deadline (no second one for the ROLLBACK), its connection dropped', async () => {
    const { db, freeze } = await poolBehindStandIn();
    const { error, ms } = await failure(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        freeze();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(db.$client.totalCount).toBe(0);
  });

  it('on BEGIN: fails within the deadline and hands the connection back to the pool, which drops it', async () => {
    const { db, freeze } = await poolBehindStandIn();
    freeze();
    const { error, ms } = await failure(() => db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(db.$client.totalCount).toBe(0);
    // The pool's one slot is free: the next call opens a new connection (which the frozen link leaves
    // unanswered, so it fails on the connect timeout) instead of waiting for a connection that never returns.
    const next = await failure(() => db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(next.error)).toBe(true);
    expect(messages(next.error).at(-1)).toMatch(/timeout expired|Connection terminated/);
  });

  it('a plain query: fails at the deadline, its connection not kept', async () => {
    const { db, freeze } = await poolBehindStandIn();
    freeze();
    const { error, ms } = await failure(() => db.execute(sql`select 1`));
    expect(messages(error).at(-1)).toBe('Query read timeout');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(db.$client.totalCount).toBe(0);
  });
});
