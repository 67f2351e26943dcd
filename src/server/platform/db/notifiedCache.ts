import type { DbNotifications } from './notifications';

// The seam every in-memory cache of database rows stands on (eventCache.ts, auth/sessionCache.ts; the design
// note is docs/caches.md). The contract:
// - What a cache holds is trusted only while its channel's LISTEN is in place on a live connection
//   (`trusted`): then every committed change to what it holds is heard. While it is not, nothing is kept
//   and nothing held is served: every read loads.
// - A reader who must see every change committed before it asked waits for `sync()` first (a round trip on
//   the listening connection, db/notifications.ts); false means nothing held may be read.
// - A notification names what changed; the cache drops (or marks) what it concerns (`changed`).
// - A reconnect means notifications may have been missed: everything held is dropped (`cleared`), and every
//   load running then is spoiled: what it read may predate a change nobody heard.
// - A load is kept only if it ended while trusted and unspoiled; the cache spoils the running loads a change
//   may concern (`spoilRunning`), and may check more (e.g. that its entry is still the one the load began in).
// - Bounded: entries in recency order (RecentlyUsed), the least recently used evicted first.

/** What a notified cache needs of the instance's listening connection (a test double implements it too). */
export type NotificationSource = Pick<DbNotifications, 'subscribe' | 'onReconnect' | 'isListening' | 'sync'>;

/** How a cache reads its channel's notifications and forgets what they concern. */
export type NotifiedCacheRules<Change> = {
  channel: string;
  /** What a payload on the channel says changed. */
  changeOf: (payload: string) => Change;
  /** Drop (or mark as missing the change) what the change concerns. */
  changed: (change: Change) => void;
  /** Drop everything held: changes may have been missed. */
  cleared: () => void;
};

/** A load in flight: `spoiled` once a change it may have missed was heard (or everything was cleared). */
export type TrackedLoad<T> = { readonly promise: Promise<T>; spoiled: boolean };

/** What becomes of a tracked load: `settled` first, then `keep` with a value that may be kept, else `discard`. */
export type LoadOutcome<T> = {
  settled?: () => void;
  keep: (value: T) => void;
  discard?: () => void;
};

export class NotifiedCache<Change> {
  /** Reads answered from memory (a held value, or a load already running) and reads that ran a load: /metrics. */
  readonly lookups = { hits: 0, misses: 0 };
  private readonly running = new Set<TrackedLoad<unknown>>();

  constructor(
    private readonly source: NotificationSource,
    private readonly rules: NotifiedCacheRules<Change>,
  ) {
    source.subscribe(rules.channel, (payload) => rules.changed(rules.changeOf(payload)));
    source.onReconnect(() => this.clear());
  }

  /** Whether changes reach this instance right now, so what is held can be trusted. */
  get trusted(): boolean {
    return this.source.isListening(this.rules.channel);
  }

  /**
   * Waits until every change committed before the call (or before `since`, performance.now()) has been heard;
   * true when what is held may then be read, false when it must not (not listening).
   */
  async sync(since?: number): Promise<boolean> {
    return (await this.source.sync(since)) && this.trusted;
  }

  /** A read answered from memory. */
  hit(): void {
    this.lookups.hits += 1;
  }

  /** A read that runs a load. */
  miss(): void {
    this.lookups.misses += 1;
  }

  /** A read while not trusted: it loads, and nothing is kept. */
  loadWithoutKeeping<T>(load: () => Promise<T>): Promise<T> {
    this.miss();
    return load();
  }

  /**
   * Runs `load` and tells `outcome` whether its value may be kept: only if it ended while trusted and was not
   * spoiled meanwhile (a failure is discarded too). Not trusted: loadWithoutKeeping instead.
   */
  track<T>(load: () => Promise<T>, outcome: LoadOutcome<T>): TrackedLoad<T> {
    const tracked: TrackedLoad<T> = { promise: load(), spoiled: false };
    this.running.add(tracked);
    tracked.promise.then(
      (value) => {
        this.running.delete(tracked);
        outcome.settled?.();
        if (!tracked.spoiled && this.trusted) outcome.keep(value);
        else outcome.discard?.();
      },
      () => {
        this.running.delete(tracked);
        outcome.settled?.();
        outcome.discard?.();
      },
    );
    return tracked;
  }

  /** Spoils every running load: a change was heard whose reach they cannot be told apart from. */
  spoilRunning(): void {
    for (const tracked of this.running) tracked.spoiled = true;
  }

  /** Drops everything and spoils every running load: changes may have been missed. */
  clear(): void {
    this.spoilRunning();
    this.rules.cleared();
  }
}

/**
 * A bounded map in recency order (Map order: the least recently used first). `add` inserts without trimming
 * (an entry being filled); `use` makes the key the most recent and evicts the least recent beyond `max`,
 * telling `evicted`.
 */
export class RecentlyUsed<K, V> {
  private readonly map = new Map<K, V>();

  constructor(
    private readonly max: number,
    private readonly evicted?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  add(key: K, value: V): void {
    this.map.set(key, value);
  }

  use(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const [oldest, dropped] = this.map.entries().next().value!;
      this.map.delete(oldest);
      this.evicted?.(oldest, dropped);
    }
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
