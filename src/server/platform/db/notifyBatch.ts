import type { Logger } from '../logger';

// The notifications hot write paths announce after their commit (DbNotifications.notifyLater), gathered and sent
// from the listening connection in one statement per burst. Payloads queued while the connection is down wait
// for it; one that failed to go is queued again.

/** The longest a writer waits for its notification to be sent (notifyLater's promise). */
const NOTIFY_WAIT_MS = 1000;
/** The most payloads kept while the connection is down (then the newest are dropped: caches expire anyway). */
const MAX_PENDING = 10_000;

/**
 * One statement for a batch of notifications. synchronous_commit off: the commit does not wait for the disk, so
 * it holds PostgreSQL's notify lock only briefly; a notification lost in a crash costs a cache entry its TTL.
 */
export const NOTIFY_BATCH = `select set_config('synchronous_commit', 'off', true), pg_notify(n.channel, n.payload)
  from unnest($1::text[], $2::text[]) as n(channel, payload)`;

/** Sends one batch: `channels[i]` gets `payloads[i]`. */
export type BatchSender = (channels: string[], payloads: string[]) => Promise<unknown>;

/** A promise and the function that resolves it. */
function settledSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export class NotifyBatch {
  /** Payloads to send, per channel, in the order first queued. */
  private readonly pending = new Map<string, Set<string>>();
  private pendingCount = 0;
  private flushScheduled = false;
  /** Resolved once the payloads now pending have been sent (or could not be). */
  private batchSent = settledSignal();

  /** `senderNow`: how to send on the connection as it is now, or null while it is down (or stopped). */
  constructor(
    private readonly senderNow: () => BatchSender | null,
    private readonly logger: Logger,
  ) {}

  /** Queues `payload` once (a payload already pending is not queued twice). */
  queue(channel: string, payload: string): void {
    let set = this.pending.get(channel);
    if (!set) {
      set = new Set();
      this.pending.set(channel, set);
    }
    if (set.has(payload)) return;
    if (this.pendingCount >= MAX_PENDING) return;
    set.add(payload);
    this.pendingCount += 1;
  }

  /**
   * What a writer waits for: the statement holding what is pending now has been sent, or could not be, or
   * NOTIFY_WAIT_MS passed. Down: nothing will be sent until it is back, and nobody waits that long.
   */
  sent(): Promise<void> {
    return this.senderNow() ? this.batchSent.promise : Promise.resolve();
  }

  /** Sends what is pending after the current burst of callbacks: answers committed together go in one statement. */
  schedule(): void {
    if (this.flushScheduled || !this.senderNow()) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flush());
  }

  /** The signal of the payloads pending now; those queued from now on get a new one. */
  private takeBatch() {
    const batch = this.batchSent;
    this.batchSent = settledSignal();
    return batch;
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const send = this.senderNow();
    // Whoever waits is not held until the connection is back.
    if (!send || !this.pendingCount) return this.takeBatch().resolve();
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [channel, set] of this.pending)
      for (const payload of set) {
        channels.push(channel);
        payloads.push(payload);
      }
    this.pending.clear();
    this.pendingCount = 0;
    const batch = this.takeBatch();
    // A connection that hangs holds no writer's reply for long: the others hear of it when it is sent.
    const released = setTimeout(batch.resolve, NOTIFY_WAIT_MS);
    try {
      await send(channels, payloads);
    } catch (err) {
      this.logger.warn(
        { err, count: payloads.length },
        'database notifications: sending failed, kept for later',
      );
      channels.forEach((channel, i) => this.queue(channel, payloads[i]!));
    } finally {
      clearTimeout(released);
      batch.resolve();
    }
  }
}
