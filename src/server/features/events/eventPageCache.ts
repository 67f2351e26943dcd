import { type DbNotifications, EVENT_CHANGED_CHANNEL } from '../../platform/db/notifications';
import type { EventRow } from '../../platform/access/eventsAccess';

// The part of an event page that is the same for every visitor and guest (counts, first faces, questions,
// organizer), kept in memory per app instance so a widely shared link costs one event-row read per view.
// Correct across instances: database triggers NOTIFY 'elk_event_changed' with the event id on any change to
// the event row, its guests, questions or answers (migration 0006), and each instance forgets that event.
// Every hit also compares the event row it was read against (modificationId, updatedAt, list settings). A lost LISTEN connection drops
// everything (notifications may have been missed), and nothing is kept longer than the TTL, so an organizer's
// new name or photo shows within it. Hosts' views never come from here.

/** The longest an entry is trusted: the organizer's profile is not on the notified tables. */
export const EVENT_PAGE_CACHE_TTL_MS = 30_000;
/** The most events kept; the least recently used goes first. */
export const EVENT_PAGE_CACHE_MAX_EVENTS = 1000;

type Entry<T> = { value: T; version: string; loadStartedAt: number };
type Load<T> = { promise: Promise<T>; version: string; stale: boolean };

/** What the cached part was read against: an edit bumps the first two; a direct write may change the rest. */
const versionOf = (event: EventRow) =>
  [
    event.modificationId,
    event.updatedAt.getTime(),
    event.publicGuestList,
    event.hasWaitlist,
    event.organizerId,
  ].join(':');

export class EventPageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loads = new Map<string, Load<T>>();

  constructor(
    private readonly notifications: DbNotifications,
    private readonly options: { ttlMs: number; maxEvents: number } = {
      ttlMs: EVENT_PAGE_CACHE_TTL_MS,
      maxEvents: EVENT_PAGE_CACHE_MAX_EVENTS,
    },
  ) {
    notifications.subscribe(EVENT_CHANGED_CHANNEL, (eventId) => this.forget(eventId));
    notifications.onReconnect(() => this.clear());
  }

  /** Whether an entry for the event is held (for tests and diagnostics). */
  has(eventId: string): boolean {
    return this.entries.has(eventId);
  }

  /**
   * The cached value for this event row, or a fresh load (shared by concurrent callers) that is kept if no
   * change to the event was notified while it ran. `notBefore`: the caller knows of a change at that time
   * (its own row's updatedAt), so an entry loaded earlier is not good enough for it.
   */
  async get(event: EventRow, load: () => Promise<T>, notBefore = 0): Promise<T> {
    const now = Date.now();
    const version = versionOf(event);
    const entry = this.entries.get(event.id);
    if (
      entry &&
      entry.version === version &&
      now - entry.loadStartedAt < this.options.ttlMs &&
      entry.loadStartedAt > notBefore
    ) {
      // Re-inserted: Map order is the recency order the eviction below reads.
      this.entries.delete(event.id);
      this.entries.set(event.id, entry);
      return entry.value;
    }
    const running = this.loads.get(event.id);
    if (running && running.version === version && !running.stale && now > notBefore) return running.promise;
    return this.startLoad(event.id, version, load);
  }

  private startLoad(eventId: string, version: string, load: () => Promise<T>): Promise<T> {
    const loadStartedAt = Date.now();
    // Only what was read while notifications reach us can be trusted to be forgotten when it changes.
    const trusted = this.notifications.isListening(EVENT_CHANGED_CHANNEL);
    const running: Load<T> = { promise: load(), version, stale: !trusted };
    this.loads.set(eventId, running);
    running.promise.then(
      (value) => {
        if (this.loads.get(eventId) === running) this.loads.delete(eventId);
        if (running.stale) return;
        this.entries.delete(eventId);
        this.entries.set(eventId, { value, version, loadStartedAt });
        while (this.entries.size > this.options.maxEvents) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
      },
      () => {
        if (this.loads.get(eventId) === running) this.loads.delete(eventId);
      },
    );
    return running.promise;
  }

  /** The event changed: its entry goes, and a load already running is not kept. */
  forget(eventId: string): void {
    this.entries.delete(eventId);
    const running = this.loads.get(eventId);
    if (running) {
      running.stale = true;
      this.loads.delete(eventId);
    }
  }

  clear(): void {
    this.entries.clear();
    for (const running of this.loads.values()) running.stale = true;
    this.loads.clear();
  }
}

const cachesByInstance = new WeakMap<DbNotifications, EventPageCache<unknown>>();

/** The app instance's cache (one per notifications connection), or none when the instance has no listener. */
export function eventPageCacheOf<T>(
  notifications: DbNotifications | undefined,
): EventPageCache<T> | undefined {
  if (!notifications) return undefined;
  let cache = cachesByInstance.get(notifications);
  if (!cache) {
    cache = new EventPageCache<unknown>(notifications);
    cachesByInstance.set(notifications, cache);
  }
  return cache as EventPageCache<T>;
}
