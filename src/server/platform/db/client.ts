import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SYNC_TIMED_OUT } from './notifications';
import { MIGRATIONS_DIR } from '../paths';
import { deadlineClient } from './queryDeadline';
import * as schema from './schema';
import {
  DB_ACQUIRE_TIMEOUT_MS,
  DB_CONNECT_TIMEOUT_MS,
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  DB_STATEMENT_TIMEOUT_MS,
} from '../../../shared/constants';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * `build(db)` made once per database handle: for prepared statements (drizzle's `.prepare(name)`) on the hot
 * paths, whose query is then built once instead of on every call (a few tenths of a millisecond of CPU each).
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let made = byDb.get(db);
    if (made === undefined) {
      made = build(db);
      byDb.set(db, made);
    }
    return made;
  };
}

/**
 * One column of a list of rows as one array parameter, for an unnest() that turns the arrays back into rows:
 * a statement of a few parameters however long the list, quicker to build than a VALUES list.
 */
export const arrayParam = <Row, T>(rows: readonly Row[], pick: (row: Row) => T) => sql.param(rows.map(pick));

/** PostgreSQL's unique_violation: two requests raced to create the same row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * PostgreSQL errors that mean the database cannot serve the request now (unreachable, too slow, shutting down),
 * as opposed to a bug or bad data: the caller gets a clear "try again later" instead of a generic failure.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
]);
const UNAVAILABLE_NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);
// node-postgres and its pool say these in words only.
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // the pool: no free connection in time
  'timeout expired', // a client: the connection did not open in time
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  // A connection cut on a query's deadline (queryDeadline.ts) has left the pool: a ROLLBACK sent on it meets this.
  'Client was closed and is not queryable',
  SYNC_TIMED_OUT, // the cache's sync: the listening connection did not answer in time
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NET_CODES.has(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    e = cause;
  }
  return false;
}

export type DbTimeouts = {
  /** Opening a new connection: how fast a server that is down or unreachable is noticed. */
  connectMs: number;
  /** Waiting for a free pooled connection while all are busy (a burst queues rather than fails). */
  acquireMs: number;
  /** PostgreSQL's statement_timeout; the client gives up a second later if the server stopped answering. */
  statementMs: number;
  idleInTransactionMs: number;
};

/**
 * The client's deadline for one query (and, as the listener's query_timeout, for the caches' sync:
 * notifications.ts), a second past the server's own statement_timeout: a server that is alive reports its own
 * timeout first (the connection stays usable), and only one that stopped answering altogether is given up on here.
 */
const queryDeadlineMs = (timeouts: Pick<DbTimeouts, 'statementMs'>) => timeouts.statementMs + 1_000;

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: DB_CONNECT_TIMEOUT_MS,
  acquireMs: DB_ACQUIRE_TIMEOUT_MS,
  statementMs: DB_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
};

/**
 * A lazy pool (no connection until the first query) whose every wait is bounded, so a database that is down
 * or hung makes requests fail fast instead of piling up: acquiring a connection, each statement on the server,
 * and, for a server that no longer answers at all, each query on the client.
 */
export function createDb(connectionString: string, max = 10, timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS): Db {
  // pg-pool uses one setting for both waits: the pool's connectionTimeoutMillis bounds the wait for a free
  // connection, and each new client gets its own, shorter one for opening the connection.
  const deadline = deadlineClient(timeouts.connectMs);
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: deadline.Client,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: queryDeadlineMs(timeouts),
  });
  deadline.attach(pool);
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema }) as Db;
}

/**
 * Applies committed migrations; an advisory lock keeps two starting instances from racing. They run on a
 * connection of their own without the pool's timeouts: a migration may rewrite a big table, and waiting for
 * another instance's migrations is meant to wait.
 */
export async function migrateDb(db: Db): Promise<void> {
  const client = new pg.Client({ connectionString: db.$client.options.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
}

export { schema };
