import pg from 'pg';
import type { Logger } from '../logger';

// PostgreSQL LISTEN/NOTIFY for this app instance: one dedicated connection (not from the pool, which would
// hand it to a query and lose the LISTEN), fanned out in memory to subscribers by channel. Payloads carry ids
// only. A lost connection is re-opened with backoff and every channel listened to again; notifications sent
// while it was down are lost, so subscribers are told (onReconnect) and must forget what they derived.

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

/** What shows in pg_stat_activity.application_name for the listening connection. */
export const LISTENER_APPLICATION_NAME = 'elk-listener';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** How long stop() waits for the connection to close politely. */
const STOP_WAIT_MS = 300;

export function createDbNotifications(
  config: pg.ClientConfig,
  logger: Logger,
  options: NotificationsOptions = {},
): DbNotifications {
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  /** Channels whose LISTEN the current connection has confirmed. */
  const listening = new Set<string>();
  let client: pg.Client | null = null;
  let stopped = false;
  let everConnected = false;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  /** LISTENs asked for while connected, one after another. */
  let listenQueue: Promise<void> = Promise.resolve();

  const listen = async (c: pg.Client, channel: string) => {
    await c.query(`LISTEN "${channel}"`);
    if (client === c) listening.add(channel);
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
      for (const handler of handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (err) {
          logger.error({ err, channel: message.channel }, 'notification handler failed');
        }
      }
    });
    client = c;
    try {
      await c.connect();
      for (const channel of handlers.keys()) await listen(c, channel);
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
    const reconnected = everConnected;
    everConnected = true;
    if (reconnected) {
      logger.info('database notifications listening again');
      for (const handler of reconnectHandlers) handler();
    }
  }

  return {
    subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = client;
        // One query at a time on the connection (pg refuses overlapping ones in its next major version).
        if (c)
          listenQueue = listenQueue
            .then(() => (client === c ? listen(c, channel) : undefined))
            .catch((err: unknown) => logger.warn({ err, channel }, 'LISTEN failed'));
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
    start: () => connect(),
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const c = client;
      client = null;
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
