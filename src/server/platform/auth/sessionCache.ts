import { onePerConnection } from '../db/notifications';
import { type NotificationSource, NotifiedCache, RecentlyUsed, type TrackedLoad } from '../db/notifiedCache';
import type { users } from '../db/schema';

// What an app instance keeps in memory about signed-in callers, so a signed-in call costs no session query:
// the session (its id is the token's SHA-256) and its user row, as validateSessionToken (sessions.ts) read them.
//
// Exact across instances, like the event cache (db/eventCache.ts), on the same seam (db/notifiedCache.ts): database triggers NOTIFY 'elk_session_changed'
// when a session row is updated or deleted (payload: its id), when a user row is updated or deleted
// (`user:<id>`), and when either table is truncated (`*`) (migration 0018_session_notify), and every instance
// drops what it holds of them. A reader first waits for sync(), the barrier after which every change committed
// before it asked has been heard, and only then trusts what is held: a session deleted by a logout through
// another instance is refused for every call that starts after the logout committed. A load that may have
// read a row before a change heard while it ran is not kept. Nothing is kept or served while the connection is
// not listening, a reconnect drops everything (notifications may have been missed), and nothing is kept longer
// than the TTL, a safety net only. The session's expiry is checked by the caller on every read, as without
// the cache, so an entry never outlives its session.

/** The user row a signed-in call is made by. */
export type SessionUser = typeof users.$inferSelect;
export type Session = { id: string; userId: string; expiresAt: Date };
export type SessionWithUser = { session: Session; user: SessionUser };

export const SESSION_CHANGED_CHANNEL = 'elk_session_changed';
/** The longest an entry is trusted: a safety net, since every change to what it holds is notified. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** The most sessions kept; the least recently used goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 5000;

const USER_PREFIX = 'user:';
const EVERY_SESSION = '*';

export type SessionChange =
  { kind: 'session'; sessionId: string } | { kind: 'user'; userId: string } | { kind: 'all' };

/** A change as notified on SESSION_CHANGED_CHANNEL (see the header): which sessions it concerns. */
export function sessionChangeOf(payload: string): SessionChange {
  if (payload === EVERY_SESSION) return { kind: 'all' };
  if (payload.startsWith(USER_PREFIX)) return { kind: 'user', userId: payload.slice(USER_PREFIX.length) };
  return { kind: 'session', sessionId: payload };
}

export type SessionCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** A monotonic clock for the TTL (milliseconds); the session's own expiry is the caller's, on Date. */
  now: () => number;
};

export const DEFAULT_SESSION_CACHE_OPTIONS: SessionCacheOptions = {
  ttlMs: SESSION_CACHE_TTL_MS,
  maxEntries: SESSION_CACHE_MAX_ENTRIES,
  now: () => performance.now(),
};

type Entry = { value: SessionWithUser; loadedAt: number };

/** A copy the caller may change (renewal sets a new expiry) without touching what is held. */
const copyOf = ({ session, user }: SessionWithUser): SessionWithUser => ({
  session: { ...session },
  user: { ...user },
});

export class SessionCache {
  private readonly notified: NotifiedCache<SessionChange>;
  /** By session id, the least recently used evicted first. */
  private readonly entries: RecentlyUsed<string, Entry>;
  /** The held session ids of each user, so a change to a user drops their sessions. */
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly loads = new Map<string, TrackedLoad<SessionWithUser | undefined>>();

  constructor(
    notifications: NotificationSource,
    private readonly options: SessionCacheOptions = DEFAULT_SESSION_CACHE_OPTIONS,
  ) {
    this.entries = new RecentlyUsed(options.maxEntries, (sessionId, entry) => this.unindex(sessionId, entry));
    this.notified = new NotifiedCache(notifications, {
      channel: SESSION_CHANGED_CHANNEL,
      changeOf: sessionChangeOf,
      changed: (change) => this.changed(change),
      cleared: () => {
        this.entries.clear();
        this.sessionsOfUser.clear();
      },
    });
  }

  /** Reads answered from memory (a held session, or a load already running) and reads that ran a load: /metrics. */
  get lookups(): { hits: number; misses: number } {
    return this.notified.lookups;
  }

  /** Whether changes reach this instance right now, so what is held can be trusted. */
  get trusted(): boolean {
    return this.notified.trusted;
  }

  /**
   * Waits until every change committed before the call has been heard; true when what is held may then be
   * read (read()), false when it must not (not listening).
   */
  sync(since?: number): Promise<boolean> {
    return this.notified.sync(since);
  }

  /** How many sessions are held: for tests and diagnostics. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether the session is held: for tests and diagnostics. */
  has(sessionId: string): boolean {
    return this.entries.has(sessionId);
  }

  /**
   * The session and its user as held, or as `load` reads them (kept unless a change was heard meanwhile).
   * Call only after sync() answered true: that is what makes the held value exact. A session not found is
   * not kept (it may be created), nor is anything while not listening.
   */
  read(
    sessionId: string,
    load: () => Promise<SessionWithUser | undefined>,
  ): Promise<SessionWithUser | undefined> {
    const held = this.entries.get(sessionId);
    if (held && this.options.now() - held.loadedAt < this.options.ttlMs) {
      this.entries.use(sessionId, held);
      this.notified.hit();
      return Promise.resolve(copyOf(held.value));
    }
    if (held) this.drop(sessionId);
    // A load not spoiled by now read the rows after every change this caller must see (they were all heard
    // before sync() answered, and would have spoiled it): its value will do.
    const running = this.loads.get(sessionId);
    if (running && !running.spoiled) {
      this.notified.hit();
      return running.promise.then((value) => value && copyOf(value));
    }
    if (!this.trusted) return this.notified.loadWithoutKeeping(load);
    this.notified.miss();
    return this.startLoad(sessionId, load);
  }

  private startLoad(sessionId: string, load: () => Promise<SessionWithUser | undefined>) {
    const loadedAt = this.options.now();
    const running = this.notified.track(load, {
      settled: () => {
        if (this.loads.get(sessionId) === running) this.loads.delete(sessionId);
      },
      keep: (value) => {
        if (value) this.keep(sessionId, { value: copyOf(value), loadedAt });
      },
    });
    this.loads.set(sessionId, running);
    return running.promise;
  }

  private keep(sessionId: string, entry: Entry): void {
    this.drop(sessionId);
    const userId = entry.value.user.id;
    let held = this.sessionsOfUser.get(userId);
    if (!held) {
      held = new Set();
      this.sessionsOfUser.set(userId, held);
    }
    held.add(sessionId);
    this.entries.use(sessionId, entry);
  }

  /**
   * Drops the session now, and keeps no load of it running (this instance's logout, expiry or renewal; the
   * other instances hear of it from the trigger).
   */
  forget(sessionId: string): void {
    const load = this.loads.get(sessionId);
    if (load) load.spoiled = true;
    this.drop(sessionId);
  }

  private drop(sessionId: string): void {
    const held = this.entries.get(sessionId);
    if (!held) return;
    this.entries.delete(sessionId);
    this.unindex(sessionId, held);
  }

  /** The session is no longer held: its user's index forgets it. */
  private unindex(sessionId: string, held: Entry): void {
    const userId = held.value.user.id;
    const ofUser = this.sessionsOfUser.get(userId);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) this.sessionsOfUser.delete(userId);
  }

  /** Drops every session of the user (their row changed: a new name, photo, or the account is gone). */
  forgetUser(userId: string): void {
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.forget(sessionId);
    // Which user a running load reads is not known until it ends: none of them is kept.
    this.notified.spoilRunning();
  }

  /** Drops everything: changes may have been missed (the listening connection was lost). */
  clear(): void {
    this.notified.clear();
  }

  private changed(change: SessionChange): void {
    if (change.kind === 'session') this.forget(change.sessionId);
    else if (change.kind === 'user') this.forgetUser(change.userId);
    else this.clear();
  }
}

/** The app instance's session cache (one per notifications connection), or none without a listener. */
export const sessionCacheOf = onePerConnection((notifications) => new SessionCache(notifications));
