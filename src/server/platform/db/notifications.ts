import pg from 'pg';
import type { Logger } from '../logger';
import { withDeadline } from './queryDeadline';

// PostgreSQL LISTEN/NOTIFY for this app instance: one dedicated connection (not from the pool, which would
// hand it to a query and lose the LISTEN), fanned out in memory to subscribers by channel. Payloads carry ids
// only. A lost connection is re-opened with backoff and every channel listened to again; notifications sent
// while it was down are lost, so subscribers are told (onReconnect) and must forget what they derived.
// The same connection sends the notifications hot write paths announce after their commit (notifyLater), and
// answers sync(), the barrier that lets a reader see every change committed before it asked.

/**
 * A getter of one `T` per notifications connection (an app instance's caches), made on first use; none for an
 * instance without a listener.
 */
export function onePerConnection<T>(
  make: (notifications: DbNotifications) => T,
): (notifications: DbNotifications | undefined) => T | undefined {
  const made = new WeakMap<DbNotifications, T>();
  return (notifications) => {
    if (!notifications) return undefined;
    if (!made.has(notifications)) made.set(notifications, make(notifications));
    return made.get(notifications);
  };
}

/**
 * What sync() rejects with when the listening connection did not answer in time: the database stopped answering,
 * and the caller's request fails as it would on a query's deadline (client.ts knows it as unavailable).
 */
export const SYNC_TIMED_OUT = 'Database notifications did not answer in time';

/** The longest a writer waits for its notification to be sent (notifyLater's promise). */
const NOTIFY_WAIT_MS = 1000;

/** A promise and the function that resolves it. */
function settledSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export type NotificationHandler = (payload: string) => void;

export type DbNotifications = {
  /** Calls `handler` with each payload sent on `channel` (a plain identifier); returns the unsubscribe. */
  subscribe: (channel: string, handler: NotificationHandler) => () => void;
  /** Calls `handler` after a lost connection is back and listening again: notifications may have been missed. */
  onReconnect: (handler: () => void) => () => void;
  /**
   * Whether notifications on `channel` reach this instance right now: its LISTEN is in place and the
   * connection is up. Whoever caches must not keep what it read while this is false.
   */
  isListening: (channel: string) => boolean;
  /**
   * Hands `payload` to this instance's handlers of `channel` now, and sends it to every instance shortly from
   * this connection: whatever is queued meanwhile goes in one statement, committed without waiting for the
   * disk. For hot write paths whose own transactions must not NOTIFY (PostgreSQL serialises the commits of
   * notifying transactions, disk flush included). Payloads queued while the connection is down are sent once it
   * is back. Resolves once the statement holding it has been sent, or could not be (connection down, or the
   * statement failed: the others then hear of it once it is back), or after NOTIFY_WAIT_MS at most: a writer
   * whose caller must find the change on any instance as soon as it is told of it waits for this before
   * answering.
   */
  notifyLater: (channel: string, payload: string) => Promise<void>;
  /**
   * Resolves true once every notification of a transaction committed before the call has reached the
   * handlers: a round trip on the listening connection sent after the call (PostgreSQL delivers a listener's
   * pending notifications before it answers). false when not listening: nothing derived can be trusted then.
   * `since` (performance.now()): the caller needs only the changes committed before that moment (a request's
   * arrival, for reads before it wrote anything), so a round trip begun since then that has answered will do.
   * Rejects (SYNC_TIMED_OUT) when the round trip has not answered within the connection's query_timeout (the
   * pool's deadline for a query, client.ts): a reader must not fall back on a query then, which would wait as
   * long again. The connection is cut and re-opened.
   */
  sync: (since?: number) => Promise<boolean>;
  /** Connects and listens; resolves after the first attempt, whether it worked or a retry is scheduled. */
  start: () => Promise<void>;
  /** Closes the connection for good. */
  stop: () => Promise<void>;
};

export type NotificationsOptions = {
  /** First retry delay; doubled each failure up to maxRetryMs. */
  minRetryMs?: number;
  maxRetryMs?: number;
};

/**
 * The channel database triggers notify with an event's id whenever the event, its guests, questions or
 * answers change (migration 0006): caches and the notifications feature listen to it.
 */
export const EVENT_CHANGED_CHANNEL = 'elk_event_changed';

/** A payload as notified, `<key>` or `<key>:<detail>`: the id it is about, and the detail if it names one. */
export function payloadParts(payload: string): { key: string; detail: string | null } {
  const colon = payload.indexOf(':');
  return colon < 0
    ? { key: payload, detail: null }
    : { key: payload.slice(0, colon), detail: payload.slice(colon + 1) };
}

/** What shows in pg_stat_activity.application_name for the listening connection. */
export const LISTENER_APPLICATION_NAME = 'elk-listener';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** sync()'s deadline on a connection configured without a query_timeout (a pool's has one: client.ts). */
const SYNC_TIMEOUT_MS = 6_000;
/** How long stop() waits for the connection to close politely. */
const STOP_WAIT_MS = 300;
/** The most payloads notifyLater keeps while the connection is down (then the oldest go: caches expire anyway). */
const MAX_PENDING = 10_000;
/**
 * One statement for a batch of notifications. synchronous_commit off: the commit does not wait for the disk, so
 * it holds PostgreSQL's notify lock only briefly; a notification lost in a crash costs a cache entry its TTL.
 */
const NOTIFY_BATCH = `select set_config('synchronous_commit', 'off', true), pg_notify(n.channel, n.payload)
  from unnest($1::text[], $2::text[]) as n(channel, payload)`;

export function createDbNotifications(
  config: pg.ClientConfig,
  logger: Logger,
  options: NotificationsOptions = {},
): DbNotifications {
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const syncTimeoutMs = config.query_timeout ?? SYNC_TIMEOUT_MS;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  /** Channels whose LISTEN the current connection has confirmed. */
  const listening = new Set<string>();
  let client: pg.Client | null = null;
  /** The connection once it is open and listening: sync() waits on no connection that is still opening. */
  let ready: pg.Client | null = null;
  let stopped = false;
  let everConnected = false;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  /** Payloads to send, per channel, in the order first queued. */
  const pending = new Map<string, Set<string>>();
  let pendingCount = 0;
  let flushScheduled = false;
  /** Resolved once the payloads now pending have been sent (or could not be). */
  let batchSent = settledSignal();
  /** The round trip sync() callers wait for, and the one queued behind it for those who came later. */
  let syncInFlight: Promise<boolean> | null = null;
  let syncQueued: Promise<boolean> | null = null;
  /** The latest round trip to have answered: when it was begun, and on which connection. */
  let lastAnswered: { begunAt: number; client: pg.Client | null } = { begunAt: -Infinity, client: null };

  // One query at a time on the connection (node-postgres would queue them too, but warns that it does).
  let queryChain: Promise<unknown> = Promise.resolve();
  const queryOn = <R extends pg.QueryResultRow>(c: pg.Client, text: string, values?: unknown[]) => {
    const run = queryChain.then(() => c.query<R>(text, values));
    queryChain = run.catch(() => undefined);
    return run;
  };

  const deliver = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        logger.error({ err, channel }, 'notification handler failed');
      }
    }
  };

  /** LISTENs; `publish` false: the caller says it is listening later (connect, after the reconnect handlers). */
  const listen = async (c: pg.Client, channel: string, publish = true) => {
    await queryOn(c, `LISTEN "${channel}"`);
    if (publish && client === c) listening.add(channel);
  };

  /** The signal of the payloads pending now; those queued from now on get a new one. */
  const takeBatch = () => {
    const batch = batchSent;
    batchSent = settledSignal();
    return batch;
  };

  const flush = async () => {
    flushScheduled = false;
    const c = client;
    // Whoever waits is not held until the connection is back.
    if (!c || !pendingCount || stopped) return takeBatch().resolve();
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [channel, set] of pending)
      for (const payload of set) {
        channels.push(channel);
        payloads.push(payload);
      }
    pending.clear();
    pendingCount = 0;
    const batch = takeBatch();
    // A connection that hangs holds no writer's reply for long: the others hear of it when it is sent.
    const released = setTimeout(batch.resolve, NOTIFY_WAIT_MS);
    try {
      await queryOn(c, NOTIFY_BATCH, [channels, payloads]);
    } catch (err) {
      logger.warn({ err, count: payloads.length }, 'database notifications: sending failed, kept for later');
      channels.forEach((channel, i) => queue(channel, payloads[i]!));
    } finally {
      clearTimeout(released);
      batch.resolve();
    }
  };

  const scheduleFlush = () => {
    if (flushScheduled || !client) return;
    flushScheduled = true;
    // After the current burst of callbacks: answers committed together go in one statement.
    setImmediate(() => void flush());
  };

  function queue(channel: string, payload: string) {
    let set = pending.get(channel);
    if (!set) {
      set = new Set();
      pending.set(channel, set);
    }
    if (set.has(payload)) return;
    if (pendingCount >= MAX_PENDING) return;
    set.add(payload);
    pendingCount += 1;
  }

  const roundTrip = async (): Promise<boolean> => {
    const c = ready;
    if (!c) return false;
    const begunAt = performance.now();
    // From the call, not from when 'select 1' is sent: it may queue behind a batch of notifications.
    const answered = withDeadline(queryOn(c, 'select 1'), syncTimeoutMs, () => {
      // Cut, not ended politely (a frozen server never answers that either): whatever waits on it fails now.
      c.connection.stream.destroy();
      dropConnection(c);
      return new Error(SYNC_TIMED_OUT);
    });
    try {
      await answered;
      if (client !== c) return false;
      if (begunAt > lastAnswered.begunAt) lastAnswered = { begunAt, client: c };
      return true;
    } catch (err) {
      if (err instanceof Error && err.message === SYNC_TIMED_OUT) throw err;
      return false;
    }
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const dropConnection = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    ready = null;
    listening.clear();
    c.end().catch(() => undefined);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const c = new pg.Client({ ...config, application_name: LISTENER_APPLICATION_NAME });
    c.on('error', (err) => {
      logger.warn({ err }, 'database notifications connection lost');
      dropConnection(c);
    });
    c.on('end', () => dropConnection(c));
    c.on('notification', (message) => {
      // What this connection sent itself (notifyLater) was delivered here when it was queued: its echo would
      // tell this instance's listeners of the same change twice.
      if (message.processId === (c as pg.Client & { processID?: number }).processID) return;
      deliver(message.channel, message.payload ?? '');
    });
    client = c;
    const confirmed: string[] = [];
    try {
      await c.connect();
      for (const channel of handlers.keys()) {
        await listen(c, channel, false);
        confirmed.push(channel);
      }
    } catch (err) {
      logger.warn({ err, retryMs }, 'database notifications: cannot listen, retrying');
      dropConnection(c);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    retryMs = minRetryMs;
    scheduleFlush();
    const reconnected = everConnected;
    everConnected = true;
    // Only once the reconnect handlers have dropped what they derived is a channel said to be listened to
    // again: a cache must not serve what it held before the loss in between.
    if (reconnected) {
      logger.info('database notifications listening again');
      for (const handler of reconnectHandlers) handler();
    }
    if (client !== c) return;
    for (const channel of confirmed) listening.add(channel);
    ready = c;
  }

  return {
    subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = client;
        // listen() queues behind the connection's other queries (queryOn: one at a time).
        if (c) listen(c, channel).catch((err: unknown) => logger.warn({ err, channel }, 'LISTEN failed'));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => {
        reconnectHandlers.delete(handler);
      };
    },
    isListening: (channel) => client !== null && listening.has(channel),
    notifyLater(channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      deliver(channel, payload);
      queue(channel, payload);
      scheduleFlush();
      // Down: nothing will be sent until it is back, and nobody waits that long.
      return client && !stopped ? batchSent.promise : Promise.resolve();
    },
    sync(since) {
      if (since !== undefined && lastAnswered.begunAt >= since && lastAnswered.client === ready && ready)
        return Promise.resolve(true);
      if (!syncInFlight) {
        syncInFlight = roundTrip().finally(() => {
          syncInFlight = null;
        });
        return syncInFlight;
      }
      // The round trip in flight may have left before this call: wait for the next one, shared by all who
      // came meanwhile. Should it time out, they fail with it: they have waited for it already.
      syncQueued ??= syncInFlight.then(
        () => {
          syncQueued = null;
          syncInFlight = roundTrip().finally(() => {
            syncInFlight = null;
          });
          return syncInFlight;
        },
        (err: unknown) => {
          syncQueued = null;
          throw err;
        },
      );
      return syncQueued;
    },
    start: () => connect(),
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const c = client;
      client = null;
      ready = null;
      listening.clear();
      if (!c) return;
      // A database that stopped answering must not hold the stop up: the pool's own stop reports that.
      let timer: NodeJS.Timeout | undefined;
      const givenUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
        timer.unref();
      });
      await Promise.race([c.end().catch(() => undefined), givenUp]);
      clearTimeout(timer);
    },
  };
}

/** The listening connection's settings: the pool's own, so it reaches the same database. */
export function listenerConfigOf(pool: pg.Pool): pg.ClientConfig {
  return { ...pool.options } as pg.ClientConfig;
}
