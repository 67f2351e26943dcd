import pg from 'pg';

// PostgreSQL enforces statement_timeout itself, so a server that stopped answering altogether (SIGSTOPped, a hung
// host, a dead link) enforces nothing: the pool's clients give up on their own after pg's query_timeout. That
// alone leaves the connection with its query still outstanding: whatever is sent on it next (a transaction's
// ROLLBACK) waits behind it for another whole deadline, and a transaction whose BEGIN timed out is never handed
// back to the pool at all (drizzle's BEGIN is outside its try), a pool slot lost for good. So a query that hits
// the deadline cuts its connection: everything queued on it fails at once, and a checked-out client goes back to
// the pool as broken (dropped there; a new connection is opened when one is needed).

/** `work`, or the error `onTimeout` makes once `ms` have passed without it settling (a wait with a deadline). */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** node-postgres's error when a query's query_timeout runs out. */
const READ_TIMEOUT = 'Query read timeout';

type Callback = (err: Error | null | undefined, res?: unknown) => void;

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === READ_TIMEOUT;

/**
 * Calls `query` with `args` and `settled` as it settles (its error, or undefined), before the caller hears of
 * it: both ways the pool and drizzle call query(), with a callback last or for a promise. (serverTiming.ts times
 * queries the same way.)
 */
export function callQuery(
  query: (...args: unknown[]) => unknown,
  args: unknown[],
  settled: (err: unknown) => void,
): unknown {
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (err: Error | null | undefined, res?: unknown) => {
      settled(err ?? undefined);
      (callback as Callback)(err, res);
    };
    return query(...args);
  }
  const result = query(...args);
  // Registered before the caller's own handlers, so `settled` hears first (onReadTimeout cuts the connection
  // before a ROLLBACK is sent on it).
  if (result instanceof Promise) result.then(() => settled(undefined), settled);
  return result;
}

/** Calls `onTimeout` when one of the client's queries gives up on its query_timeout, before the caller hears of it. */
function onReadTimeout(client: pg.Client, onTimeout: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) =>
    callQuery(query, args, (err) => {
      if (isReadTimeout(err)) onTimeout();
    });
}

/**
 * The pool's Client class, and `attach` for the pool made with it: `connectMs` bounds opening a connection (the
 * pool's own connectionTimeoutMillis is the wait for a free one), and a query that times out on the client cuts
 * its connection (see above).
 */
export function deadlineClient(connectMs: number): {
  Client: typeof pg.Client;
  attach: (pool: pg.Pool) => void;
} {
  /** Clients now checked out of the pool: one cut meanwhile is handed back at once. */
  const checkedOut = new WeakSet<pg.Client>();

  const cut = (client: pg.Client) => {
    client.connection.stream.destroy();
    if (!checkedOut.has(client)) return;
    checkedOut.delete(client);
    const held = client as pg.PoolClient;
    const release = held.release;
    // Whoever holds it releases it later, or never (a failed BEGIN): either way it is back in the pool now.
    held.release = () => undefined;
    release(new Error('connection cut: a query timed out on it'));
  };

  class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectMs,
      });
      // A connection cut while checked out reports it as an 'error' the pool does not listen for then
      // (it listens only while the client is idle); unheard, that would end the process. Its queries fail.
      this.on('error', () => undefined);
      onReadTimeout(this, () => cut(this));
    }
  }

  const attach = (pool: pg.Pool) => {
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => checkedOut.delete(client));
  };
  return { Client: DeadlineClient, attach };
}
