import { type ChangeScope, GUESTS_ONLY_CHANGE, HOSTS_ONLY_CHANGE } from './eventChanges';

// What the event cache (eventCache.ts) is asked for: the named slots of an event's entry, what a reader will
// accept (CacheRead), and the cache's bounds.

/** The longest an entry is trusted: the organizer's profile is not on the notified tables. */
export const EVENT_CACHE_TTL_MS = 30_000;
/** The most events kept; the least recently used goes first. */
export const EVENT_CACHE_MAX_EVENTS = 1000;
/** The most keyed values (getKeyed) kept, all events together; the least recently used goes first. */
export const EVENT_CACHE_MAX_KEYED = 20_000;

/** The scopes of change a slot's values miss (every slot misses a change to the whole event). */
export type Hears = ReadonlySet<ChangeScope>;

/**
 * A named, typed place in an event's entry. `ignoresHostsOnlyChanges`: what it holds is what guests and
 * visitors are shown, which a change only hosts can see leaves as it is. `eventRowOnly`: what it holds is read
 * from the event row or its questions alone, which a change to guests (an answer, an invitation opened)
 * leaves as it is.
 */
export type CacheSlot<T> = { readonly name: string; readonly hears: Hears; readonly _type?: T };
export const cacheSlot = <T>(
  name: string,
  options: { ignoresHostsOnlyChanges?: boolean; eventRowOnly?: boolean } = {},
): CacheSlot<T> => {
  const hears = new Set<ChangeScope>(['everyone']);
  if (!options.eventRowOnly) hears.add(GUESTS_ONLY_CHANGE);
  if (!options.eventRowOnly && !options.ignoresHostsOnlyChanges) hears.add(HOSTS_ONLY_CHANGE);
  return { name, hears };
};

export type EventCacheOptions = {
  ttlMs: number;
  maxEvents: number;
  /** The most keyed values (getKeyed), all events together. */
  maxKeyed: number;
  /** How many changes a second make an event busy: only then may 'recent' readers miss the newest. */
  busyChangesPerSecond: number;
  /** How long after a change a 'recent' reader of a busy event may still be given a value that misses it. */
  staleMs: number;
  /** The least time between two loads of a slot started for 'recent' readers while it misses a change. */
  refreshEveryMs: number;
  /**
   * How long before its TTL runs out a value read is reloaded in the background (the reader gets the held one):
   * a party read hundreds of times a second never has every reader wait for a reload at the same moment.
   */
  refreshAheadMs: number;
};

export const DEFAULT_EVENT_CACHE_OPTIONS: EventCacheOptions = {
  ttlMs: EVENT_CACHE_TTL_MS,
  maxEvents: EVENT_CACHE_MAX_EVENTS,
  maxKeyed: EVENT_CACHE_MAX_KEYED,
  busyChangesPerSecond: 10,
  staleMs: 300,
  refreshEveryMs: 100,
  refreshAheadMs: 5_000,
};

/**
 * What a reader needs. 'exact': a value no change has been heard against since its load began (hosts, who
 * expect their own changes and see private details; writers). 'recent': the same, except while the event is
 * busy (changing ten times a second or more): then a value may miss changes heard at most `staleMs` ago while
 * one load brings the newer one (visitors and guests: a party taking hundreds of answers a second would
 * otherwise reload its page for every view). 'version': the value depends on nothing but what `version` names
 * (and on what the TTL covers), so changes to the event's guests do not touch it. `notBefore`: the caller knows
 * of a change at that time (its own row's updatedAt): only a value loaded after it will do, whatever the
 * tolerance.
 */
export type CacheRead = { tolerance: 'exact' | 'recent' | 'version'; notBefore?: number };

/**
 * Whether a value (or a running load) that missed a change heard at `changedAt` (0: none) will do for `read`,
 * at `now`, on an event that is `busy` or not.
 */
export function servesReader(
  changedAt: number,
  read: CacheRead,
  busy: boolean,
  now: number,
  options: Pick<EventCacheOptions, 'staleMs'>,
): boolean {
  return (
    changedAt === 0 ||
    read.tolerance === 'version' ||
    (read.tolerance === 'recent' && busy && now - changedAt < options.staleMs)
  );
}
