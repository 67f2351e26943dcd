import type pg from 'pg';
import type { Logger } from '../logger';
import {
  checkChannel,
  ListenerConnection,
  type NotificationHandler,
  type NotificationsOptions,
} from './listenerConnection';
import { NotifyBatch } from './notifyBatch';
import { SyncBarrier } from './syncBarrier';

export {
  LISTENER_APPLICATION_NAME,
  type NotificationHandler,
  type NotificationsOptions,
  SYNC_TIMED_OUT,
} from './listenerConnection';

// PostgreSQL LISTEN/NOTIFY for this app instance: one dedicated connection (not from the pool, which would
// hand it to a query and lose the LISTEN), fanned out in memory to subscribers by channel. Payloads carry ids
// only. A lost connection is re-opened with backoff and every channel listened to again; notifications sent
// while it was down are lost, so subscribers are told (onReconnect) and must forget what they derived.
// The same connection sends the notifications hot write paths announce after their commit (notifyLater), and
// answers sync(), the barrier that lets a reader see every change committed before it asked. The pieces:
// listenerConnection.ts (the connection, its LISTENs and reconnects), notifyBatch.ts (what is sent),
// syncBarrier.ts (the round trips sync() shares); notifiedCache.ts is what the caches build on it.

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

/** The instance's notifications: its listening connection, what it sends, and the sync barrier on it. */
export function createDbNotifications(
  config: pg.ClientConfig,
  logger: Logger,
  options: NotificationsOptions = {},
): DbNotifications {
  const connection: ListenerConnection = new ListenerConnection(config, logger, options, () =>
    batch.schedule(),
  );
  const batch = new NotifyBatch(() => connection.sender(), logger);
  const barrier = new SyncBarrier(
    () => connection.roundTrip(),
    () => connection.ready,
  );
  return {
    subscribe: (channel, handler) => connection.subscribe(channel, handler),
    onReconnect: (handler) => connection.onReconnect(handler),
    isListening: (channel) => connection.isListening(channel),
    notifyLater(channel, payload) {
      checkChannel(channel);
      connection.deliver(channel, payload);
      batch.queue(channel, payload);
      batch.schedule();
      return batch.sent();
    },
    sync: (since) => barrier.sync(since),
    start: () => connection.connect(),
    stop: () => connection.stop(),
  };
}

/** The listening connection's settings: the pool's own, so it reaches the same database. */
export function listenerConfigOf(pool: pg.Pool): pg.ClientConfig {
  return { ...pool.options } as pg.ClientConfig;
}
