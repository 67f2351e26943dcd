import path from 'node:path';
import pg from 'pg';
import { createDb, type Db, migrateDb } from './client';
import { startEmbeddedPostgres } from './embedded';
import type { Env } from '../env';
import type { Logger } from '../logger';

export const EMBEDDED_DATABASE = 'elk';

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * The database the app runs on: DATABASE_URL when set, else an embedded PostgreSQL under DATA_DIR/pg.
 * Migrations are applied before this returns.
 */
export type OpenDatabase = {
  db: Db;
  /** Where it is: another pool of this app (the jobs thread's) connects there too. */
  url: string;
  /** closePool, then stopServer. */
  close: () => Promise<void>;
  /** Ends the pool's connections (waits for checked-out clients to be released). */
  closePool: () => Promise<void>;
  /** Stops the embedded PostgreSQL; undefined with DATABASE_URL. */
  stopServer?: () => Promise<void>;
};

/** A pool on `url` with the timeouts the environment sets. */
export function poolFor(env: Env, url: string): Db {
  return createDb(url, undefined, {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    acquireMs: env.DB_ACQUIRE_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
}

export async function openDatabase(env: Env, logger: Logger): Promise<OpenDatabase> {
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dataDir = path.join(env.DATA_DIR, 'pg');
    logger.info({ dataDir }, 'starting embedded PostgreSQL');
    const server = await startEmbeddedPostgres(dataDir, {
      log: (line) => logger.warn({ postgres: true }, line),
    });
    stopEmbedded = server.stop;
    await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE).catch(async (err: unknown) => {
      await server.stop().catch(() => undefined);
      throw err;
    });
    url = server.url(EMBEDDED_DATABASE);
  }
  const db = poolFor(env, url);
  // pg throws when end() is called on a pool that is ending: a stop that runs after a failed start-up is a no-op.
  const closePool = async () => {
    if (!db.$client.ending) await db.$client.end();
  };
  const close = async () => {
    await closePool();
    await stopEmbedded?.();
  };
  try {
    await migrateDb(db);
  } catch (err) {
    // A failed migration must not leave the embedded server running on the data directory.
    await close().catch(() => undefined);
    throw err;
  }
  return { db, url, close, closePool, stopServer: stopEmbedded };
}
