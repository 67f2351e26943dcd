import {
  type CacheRead,
  type CacheSlot,
  DEFAULT_EVENT_CACHE_OPTIONS,
  type EventCacheOptions,
  type Hears,
  servesReader,
} from './eventCacheReads';
import { type ChangeScope, eventChangeOf } from './eventChanges';
import { EVENT_CHANGED_CHANNEL, onePerConnection } from './notifications';
import { type NotificationSource, NotifiedCache, RecentlyUsed, type TrackedLoad } from './notifiedCache';

export {
  type CacheRead,
  type CacheSlot,
  cacheSlot,
  DEFAULT_EVENT_CACHE_OPTIONS,
  EVENT_CACHE_MAX_EVENTS,
  EVENT_CACHE_MAX_KEYED,
  EVENT_CACHE_TTL_MS,
  type EventCacheOptions,
} from './eventCacheReads';

// What an app instance keeps in memory about an event, so a widely shared party costs no database work per view:
// the event row, and whatever the features derive from it (the page visitors and guests share, the hosts' page,
// ready-made replies), each in a named slot of the event's entry; and values of which an event has many, told apart
// by a key (each guest's invitation by their link: getKeyed), dropped by any change to the event.
//
// Correct across instances: database triggers NOTIFY 'elk_event_changed' with the event id on any change to the
// event row, its guests, questions, answers, cohosts or cohost links (migrations 0006_event_change_notify,
// 0014_live_update_notify and 0015_event_notify_deferred), and each instance drops that event's entry. The hot
// RSVP paths do not NOTIFY from their transactions (PostgreSQL serialises notifying commits, disk flush
// included): they announce after commit (announceEventChange), at once to this instance and within
// milliseconds to the others; a guest opening their invitation is announced for the hosts only
// (HOSTS_ONLY_CHANGE), so what guests and visitors share is kept, and an answer as a change to the guests
// alone (GUESTS_ONLY_CHANGE), so the event row and its questions are kept. A lost LISTEN connection drops everything
// (notifications may have been missed) and nothing is kept or served while it is down; nothing is kept longer
// than the TTL either (an organizer's new name or photo is on no notified table), and a value still read near
// its TTL is reloaded in the background, so a busy party's readers never all wait for that reload. sync() is the barrier for readers who must see
// every change committed before they asked (hosts, writers): it waits for the notifications in flight. While an
// event changes ten times a second or more, readers who changed nothing (visitors, and guests as to others'
// changes) may get a value that misses changes heard in the last 0.3 s while one load brings the new one
// (CacheRead), so a party taking hundreds of RSVPs a second does not reload its page for every view.
//
// Trust, sync, reconnects and spoiled loads are the seam every notified cache shares (notifiedCache.ts,
// docs/caches.md); what is particular here is the slots, the scopes of change and the busy-event tolerance.

type Value = {
  value: unknown;
  /** The slot's: which changes make it miss something. */
  hears: Hears;
  version: string;
  loadStartedAt: number;
  /** When the first change the value misses was heard (a change heard after its load started); 0: none. */
  changedAt: number;
};
type Load = {
  tracked: TrackedLoad<unknown>;
  hears: Hears;
  version: string;
  startedAt: number;
  changedAt: number;
};
type Entry = {
  values: Map<string, Value>;
  loads: Map<string, Load>;
  /** Every change heard since the entry was made, whatever its scope: what a keyed value is checked against. */
  changeCount: number;
  /** The changes heard in the second that began at `since`: how busy the event is. */
  changes: { since: number; count: number };
  /** Keyed values (getKeyed) held under this entry. */
  keyedCount: number;
};

/** A keyed value (getKeyed): good while its event's entry is the one it was loaded under and heard no change since. */
type Keyed = { value: unknown; entry: Entry; loadStartedAt: number; changesBefore: number };

export class EventCache {
  private readonly notified: NotifiedCache<{ eventId: string; scope: ChangeScope }>;
  /** By event, the least recently used evicted first. */
  private readonly entries: RecentlyUsed<string, Entry>;
  /** By event, slot and key; one bound for all events (a party's guests are many). */
  private readonly keyed: RecentlyUsed<string, Keyed>;

  constructor(
    notifications: NotificationSource,
    private readonly options: EventCacheOptions = DEFAULT_EVENT_CACHE_OPTIONS,
  ) {
    this.entries = new RecentlyUsed(options.maxEvents);
    this.keyed = new RecentlyUsed(options.maxKeyed, (_name, held) => (held.entry.keyedCount -= 1));
    this.notified = new NotifiedCache(notifications, {
      channel: EVENT_CHANGED_CHANNEL,
      changeOf: eventChangeOf,
      changed: ({ eventId, scope }) => this.changed(eventId, scope),
      cleared: () => {
        this.entries.clear();
        this.keyed.clear();
      },
    });
  }

  /** Reads answered from memory (a held value, or a load already running) and reads that ran a load: /metrics. */
  get lookups(): { hits: number; misses: number } {
    return this.notified.lookups;
  }

  /** How many events have an entry (held values, running loads or keyed values): for tests and diagnostics. */
  get eventCount(): number {
    return this.entries.size;
  }

  /** Whether the event's entry holds the slot (or anything, without one): for tests and diagnostics. */
  has(eventId: string, slot?: CacheSlot<unknown>): boolean {
    const entry = this.entries.get(eventId);
    return slot ? Boolean(entry?.values.has(slot.name)) : Boolean(entry?.values.size);
  }

  /** Whether what is cached can be trusted right now: changes reach this instance. */
  get trusted(): boolean {
    return this.notified.trusted;
  }

  /** Waits until every change committed before the call has been heard; false when none can be (not listening). */
  sync(since?: number): Promise<boolean> {
    return this.notified.sync(since);
  }

  /**
   * The slot's value for the event as `read` allows (CacheRead), loaded against `version` (what the caller read
   * it from, e.g. the event row's modification); else a load, shared by the callers it suits, whose value is kept.
   * An undefined value is never kept (an event not found may be created, and creation notifies nothing). Not
   * listening: every call loads, and nothing is kept.
   */
  async get<T>(
    eventId: string,
    slot: CacheSlot<T>,
    version: string,
    load: () => Promise<T>,
    read: CacheRead,
  ): Promise<T> {
    if (!this.trusted) return this.notified.loadWithoutKeeping(load);
    const now = Date.now();
    const notBefore = read.notBefore ?? 0;
    const entry = this.entries.get(eventId);
    const busy =
      entry !== undefined &&
      now - entry.changes.since < 1000 &&
      entry.changes.count >= this.options.busyChangesPerSecond;
    const fresh = (changedAt: number) => servesReader(changedAt, read, busy, now, this.options);
    const held = entry?.values.get(slot.name);
    if (
      held &&
      held.version === version &&
      now - held.loadStartedAt < this.options.ttlMs &&
      held.loadStartedAt > notBefore &&
      fresh(held.changedAt)
    ) {
      this.entries.use(eventId, entry!);
      const missesChange = held.changedAt !== 0 && read.tolerance === 'recent';
      const expiresSoon = now - held.loadStartedAt >= this.options.ttlMs - this.options.refreshAheadMs;
      if (missesChange || expiresSoon) this.refresh(eventId, slot, held, load);
      this.notified.hit();
      return held.value as T;
    }
    const running = entry?.loads.get(slot.name);
    if (running && running.version === version && running.startedAt > notBefore && fresh(running.changedAt)) {
      this.notified.hit();
      return running.tracked.promise as Promise<T>;
    }
    this.notified.miss();
    return this.startLoad(eventId, slot, version, load);
  }

  /**
   * A newer value in the background (for 'recent' readers of a changed value, or any reader of one near its
   * TTL), at most one load at a time and one every refreshEveryMs.
   */
  private refresh(
    eventId: string,
    slot: CacheSlot<unknown>,
    held: Value,
    load: () => Promise<unknown>,
  ): void {
    const running = this.entries.get(eventId)?.loads.get(slot.name);
    if (running && running.startedAt > held.loadStartedAt) return;
    if (Date.now() - held.loadStartedAt < this.options.refreshEveryMs) return;
    // Its failure is the next reader's to meet: nobody waits for this load.
    this.startLoad(eventId, slot, held.version, load).catch(() => undefined);
  }

  /**
   * One of many values of the event told apart by `key` (e.g. each guest's invitation by their link), for an
   * exact reader who has synced: kept until any change to the event is heard (whatever its scope: one count
   * per event, so a busy party's changes cost nothing per key), the TTL, or `maxKeyed` newer values.
   * Loads are not shared, and an undefined value is never kept. Not listening: every call loads.
   */
  async getKeyed<T>(eventId: string, slot: CacheSlot<T>, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return this.notified.loadWithoutKeeping(load);
    const name = `${eventId}\u0000${slot.name}\u0000${key}`;
    const entry = this.entryOf(eventId);
    const held = this.keyed.get(name);
    const now = Date.now();
    if (
      held?.entry === entry &&
      held.changesBefore === entry.changeCount &&
      now - held.loadStartedAt < this.options.ttlMs
    ) {
      this.keyed.use(name, held);
      this.entries.use(eventId, entry);
      this.notified.hit();
      return held.value as T;
    }
    this.notified.miss();
    const changesBefore = entry.changeCount;
    let value: T;
    try {
      value = await load();
    } catch (err) {
      this.dropIfEmpty(eventId, entry);
      throw err;
    }
    // Dropped meanwhile (reconnect, eviction), or changed: what it read may miss a change.
    if (value === undefined || this.entries.get(eventId) !== entry || entry.changeCount !== changesBefore) {
      this.dropIfEmpty(eventId, entry);
      return value;
    }
    this.forgetKeyed(name);
    entry.keyedCount += 1;
    this.keyed.use(name, { value, entry, loadStartedAt: now, changesBefore });
    this.entries.use(eventId, entry);
    return value;
  }

  private forgetKeyed(name: string): void {
    const held = this.keyed.get(name);
    if (!held) return;
    this.keyed.delete(name);
    held.entry.keyedCount -= 1;
  }

  /**
   * An entry that holds nothing after a load (the event does not exist, or the load failed) is dropped at once:
   * a flood of unknown event ids must not grow the entries until the next kept value trims them to maxEvents.
   */
  private dropIfEmpty(eventId: string, entry: Entry): void {
    if (entry.values.size || entry.loads.size || entry.keyedCount) return;
    if (this.entries.get(eventId) === entry) this.entries.delete(eventId);
  }

  private entryOf(eventId: string): Entry {
    let entry = this.entries.get(eventId);
    if (!entry) {
      entry = {
        values: new Map(),
        loads: new Map(),
        changeCount: 0,
        changes: { since: 0, count: 0 },
        keyedCount: 0,
      };
      this.entries.add(eventId, entry);
    }
    return entry;
  }

  private startLoad<T>(
    eventId: string,
    { name: slot, hears }: CacheSlot<T>,
    version: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const entry = this.entryOf(eventId);
    const startedAt = Date.now();
    const running: Load = {
      tracked: this.notified.track(load, {
        settled: () => {
          if (entry.loads.get(slot) === running) entry.loads.delete(slot);
        },
        keep: (value) => {
          // Dropped meanwhile (eviction): what it read may miss a change nobody heard.
          if (value === undefined || this.entries.get(eventId) !== entry)
            return this.dropIfEmpty(eventId, entry);
          const held = entry.values.get(slot);
          if (held && held.loadStartedAt > running.startedAt) return;
          const { changedAt } = running;
          entry.values.set(slot, { value, hears, version, loadStartedAt: startedAt, changedAt });
          this.entries.use(eventId, entry);
        },
        discard: () => this.dropIfEmpty(eventId, entry),
      }),
      hears,
      version,
      startedAt,
      changedAt: 0,
    };
    entry.loads.set(slot, running);
    return running.tracked.promise as Promise<T>;
  }

  /**
   * The event changed: every value and running load of it now misses that change (with `scope` 'hosts' or
   * 'guests', those of the slots that hear such changes).
   */
  changed(eventId: string, scope: ChangeScope = 'everyone'): void {
    const entry = this.entries.get(eventId);
    if (!entry) return;
    const now = Date.now();
    entry.changeCount += 1;
    if (now - entry.changes.since >= 1000) entry.changes = { since: now, count: 1 };
    else entry.changes.count += 1;
    const misses = (held: Value | Load) => held.changedAt === 0 && held.hears.has(scope);
    for (const value of entry.values.values()) if (misses(value)) value.changedAt = now;
    for (const running of entry.loads.values()) if (misses(running)) running.changedAt = now;
  }

  /** Drops everything: changes may have been missed (the listening connection was lost). */
  clear(): void {
    this.notified.clear();
  }
}

/** The app instance's cache (one per notifications connection), or none when the instance has no listener. */
export const eventCacheOf = onePerConnection((notifications) => new EventCache(notifications));
