import pg from 'pg';
import type { Logger } from '../logger';
import { type BatchSender, NOTIFY_BATCH } from './notifyBatch';
import { withDeadline } from './queryDeadline';
import type { RoundTripAnswer } from './syncBarrier';

// The dedicated LISTEN connection of an app instance (notifications.ts puts the pieces together): not from the
// pool, which would hand it to a query and lose the LISTEN. It hands each notification to the handlers of its
// channel, re-opens itself with backoff when lost and listens to every channel again, then tells the reconnect
// handlers (notifications sent meanwhile are lost) before it says it is listening again.

/**
 * What sync() rejects with when the listening connection did not answer in time: the database stopped answering,
 * and the caller's request fails as it would on a query's deadline (client.ts knows it as unavailable).
 */
export const SYNC_TIMED_OUT = 'Database notifications did not answer in time';

/** What shows in pg_stat_activity.application_name for the listening connection. */
export const LISTENER_APPLICATION_NAME = 'elk-listener';

export type NotificationHandler = (payload: string) => void;

export type NotificationsOptions = {
  /** First retry delay; doubled each failure up to maxRetryMs. */
  minRetryMs?: number;
  maxRetryMs?: number;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** sync()'s deadline on a connection configured without a query_timeout (a pool's has one: client.ts). */
const SYNC_TIMEOUT_MS = 6_000;
/** How long stop() waits for the connection to close politely. */
const STOP_WAIT_MS = 300;

/** Throws unless `channel` is a plain identifier (it is put in a LISTEN statement). */
export function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

export class ListenerConnection {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  /** Channels whose LISTEN the current connection has confirmed. */
  private readonly listening = new Set<string>();
  private client: pg.Client | null = null;
  /** The connection once it is open and listening: sync() waits on no connection that is still opening. */
  private readyClient: pg.Client | null = null;
  private stopped = false;
  private everConnected = false;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly minRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly syncTimeoutMs: number;
  // One query at a time on the connection (node-postgres would queue them too, but warns that it does).
  private queryChain: Promise<unknown> = Promise.resolve();

  /** `opened`: called each time the connection is open and listening (what waited to be sent may go). */
  constructor(
    private readonly config: pg.ClientConfig,
    private readonly logger: Logger,
    options: NotificationsOptions,
    private readonly opened: () => void,
  ) {
    this.minRetryMs = options.minRetryMs ?? 100;
    this.maxRetryMs = options.maxRetryMs ?? 5000;
    this.retryMs = this.minRetryMs;
    this.syncTimeoutMs = config.query_timeout ?? SYNC_TIMEOUT_MS;
  }

  /** The connection that is open and listening now, if any. */
  get ready(): pg.Client | null {
    return this.readyClient;
  }

  subscribe(channel: string, handler: NotificationHandler): () => void {
    checkChannel(channel);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const c = this.client;
      // listen() queues behind the connection's other queries (queryOn: one at a time).
      if (c)
        this.listen(c, channel).catch((err: unknown) => this.logger.warn({ err, channel }, 'LISTEN failed'));
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => {
      this.reconnectHandlers.delete(handler);
    };
  }

  isListening(channel: string): boolean {
    return this.client !== null && this.listening.has(channel);
  }

  /** Hands `payload` to this instance's handlers of `channel`. */
  deliver(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.logger.error({ err, channel }, 'notification handler failed');
      }
    }
  }

  /** How to send a batch of notifications on the connection as it is now; null while it is down. */
  sender(): BatchSender | null {
    const c = this.client;
    if (!c || this.stopped) return null;
    return (channels, payloads) => this.queryOn(c, NOTIFY_BATCH, [channels, payloads]);
  }

  /**
   * A round trip on the listening connection, answered once every notification sent before it has been
   * delivered; null when not listening, or the connection changed meanwhile. Rejects (SYNC_TIMED_OUT) when it
   * has not answered within the connection's query_timeout: the connection is then cut and re-opened.
   */
  async roundTrip(): Promise<RoundTripAnswer<pg.Client> | null> {
    const c = this.readyClient;
    if (!c) return null;
    const begunAt = performance.now();
    // From the call, not from when 'select 1' is sent: it may queue behind a batch of notifications.
    const answered = withDeadline(this.queryOn(c, 'select 1'), this.syncTimeoutMs, () => {
      // Cut, not ended politely (a frozen server never answers that either): whatever waits on it fails now.
      c.connection.stream.destroy();
      this.dropConnection(c);
      return new Error(SYNC_TIMED_OUT);
    });
    try {
      await answered;
      return this.client === c ? { begunAt, connection: c } : null;
    } catch (err) {
      if (err instanceof Error && err.message === SYNC_TIMED_OUT) throw err;
      return null;
    }
  }

  /** Connects and listens; resolves after the first attempt, whether it worked or a retry is scheduled. */
  async connect(): Promise<void> {
    if (this.stopped || this.client) return;
    const c = this.openClient();
    this.client = c;
    const confirmed: string[] = [];
    try {
      await c.connect();
      for (const channel of this.handlers.keys()) {
        await this.listen(c, channel, false);
        confirmed.push(channel);
      }
    } catch (err) {
      this.logger.warn({ err, retryMs: this.retryMs }, 'database notifications: cannot listen, retrying');
      this.dropConnection(c);
      return;
    }
    if (this.stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    this.retryMs = this.minRetryMs;
    this.opened();
    this.announceListening(c, confirmed);
  }

  /** Closes the connection for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const c = this.client;
    this.client = null;
    this.readyClient = null;
    this.listening.clear();
    if (!c) return;
    // A database that stopped answering must not hold the stop up: the pool's own stop reports that.
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS);
      timer.unref();
    });
    await Promise.race([c.end().catch(() => undefined), givenUp]);
    clearTimeout(timer);
  }

  /** A new client, wired to deliver what it hears and to drop itself when lost. */
  private openClient(): pg.Client {
    const c = new pg.Client({ ...this.config, application_name: LISTENER_APPLICATION_NAME });
    c.on('error', (err) => {
      this.logger.warn({ err }, 'database notifications connection lost');
      this.dropConnection(c);
    });
    c.on('end', () => this.dropConnection(c));
    c.on('notification', (message) => {
      // What this connection sent itself (notifyLater) was delivered here when it was queued: its echo would
      // tell this instance's listeners of the same change twice.
      if (message.processId === (c as pg.Client & { processID?: number }).processID) return;
      this.deliver(message.channel, message.payload ?? '');
    });
    return c;
  }

  /**
   * Only once the reconnect handlers have dropped what they derived is a channel said to be listened to
   * again: a cache must not serve what it held before the loss in between.
   */
  private announceListening(c: pg.Client, confirmed: string[]): void {
    const reconnected = this.everConnected;
    this.everConnected = true;
    if (reconnected) {
      this.logger.info('database notifications listening again');
      for (const handler of this.reconnectHandlers) handler();
    }
    if (this.client !== c) return;
    for (const channel of confirmed) this.listening.add(channel);
    this.readyClient = c;
  }

  private queryOn<R extends pg.QueryResultRow>(c: pg.Client, text: string, values?: unknown[]) {
    const run = this.queryChain.then(() => c.query<R>(text, values));
    this.queryChain = run.catch(() => undefined);
    return run;
  }

  /** LISTENs; `publish` false: the caller says it is listening later (connect, after the reconnect handlers). */
  private async listen(c: pg.Client, channel: string, publish = true): Promise<void> {
    await this.queryOn(c, `LISTEN "${channel}"`);
    if (publish && this.client === c) this.listening.add(channel);
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
  }

  private dropConnection(c: pg.Client): void {
    if (this.client !== c) return;
    this.client = null;
    this.readyClient = null;
    this.listening.clear();
    c.end().catch(() => undefined);
    this.scheduleRetry();
  }
}
