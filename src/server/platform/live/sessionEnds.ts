import { findSession, type Session } from '../auth/sessions';
import { SESSION_CHANGED_CHANNEL, sessionChangeOf } from '../auth/sessionCache';
import type { Db } from '../db/client';
import type { DbNotifications } from '../db/notifications';
import type { Logger } from '../logger';

// The end of the sessions this app instance's live streams were opened with (issue 37): a logout or an account
// deletion through any instance must end them on every instance. The sessions table's trigger (migration
// 0018_session_notify) already tells every instance, on elk_session_changed, of each session row updated or
// deleted (a deleted user's sessions go by the foreign key's cascade, each told on its own) and of a truncate
// ('*'). A word about a watched session is only a hint (a renewal is an update too): the row is read again, and
// the streams end when it is gone, expired, or no longer the same user's. Streams opened by invitation link
// alone have no session and are never watched.

/** Why a watched session's streams must end: `ended` for good; `unknown` when it could not be checked. */
export type SessionEnd = 'ended' | 'unknown';

type Watcher = { userId: string; onEnd: (why: SessionEnd) => void };

export class SessionEnds {
  /** By session id: the streams opened with it on this instance. */
  private readonly watchers = new Map<string, Set<Watcher>>();

  constructor(
    private readonly db: Db,
    notifications: DbNotifications,
    private readonly logger?: Logger,
  ) {
    notifications.subscribe(SESSION_CHANGED_CHANNEL, (payload) => {
      const change = sessionChangeOf(payload);
      if (change.kind === 'session') {
        if (this.watchers.has(change.sessionId)) void this.recheck([change.sessionId]);
      } else if (change.kind === 'all') {
        void this.recheck([...this.watchers.keys()]);
      }
      // 'user' (a user row changed): a deleted user's sessions are each told of by the cascade.
    });
    // Back after a lost connection: a logout may have been told meanwhile, unheard.
    notifications.onReconnect(() => void this.recheck([...this.watchers.keys()]));
  }

  /** How many sessions are watched: for tests and diagnostics. */
  get size(): number {
    return this.watchers.size;
  }

  /**
   * Calls `onEnd` (once) when `session` ends, until the returned function is called. The session is read once
   * more right away: a logout that committed after the request was authenticated but before this call was
   * told while nobody watched.
   */
  watch(session: Session, onEnd: (why: SessionEnd) => void): () => void {
    let set = this.watchers.get(session.id);
    if (!set) {
      set = new Set();
      this.watchers.set(session.id, set);
    }
    const watcher: Watcher = { userId: session.userId, onEnd };
    set.add(watcher);
    void this.recheck([session.id]);
    return () => this.unwatch(session.id, watcher);
  }

  private unwatch(sessionId: string, watcher: Watcher): void {
    const set = this.watchers.get(sessionId);
    if (!set?.delete(watcher)) return;
    if (set.size === 0) this.watchers.delete(sessionId);
  }

  private async recheck(sessionIds: string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => this.recheckOne(id)));
  }

  private async recheckOne(sessionId: string): Promise<void> {
    let stored: Session | undefined;
    let why: SessionEnd = 'ended';
    try {
      stored = await findSession(this.db, sessionId);
    } catch (err) {
      // Not knowing, the streams end as restarting ones: their clients reconnect and are authenticated anew.
      this.logger?.warn({ err }, 'live streams: a session could not be checked');
      why = 'unknown';
    }
    const live = stored && stored.expiresAt.getTime() > Date.now() ? stored : undefined;
    for (const watcher of [...(this.watchers.get(sessionId) ?? [])]) {
      if (why === 'ended' && live?.userId === watcher.userId) continue;
      this.unwatch(sessionId, watcher);
      watcher.onEnd(why);
    }
  }
}

const perConnection = new WeakMap<DbNotifications, SessionEnds>();

/** The app instance's watcher of session ends (one per notifications connection), made on first use. */
export function sessionEndsOf(notifications: DbNotifications, db: Db, logger?: Logger): SessionEnds {
  let made = perConnection.get(notifications);
  if (!made) {
    made = new SessionEnds(db, notifications, logger);
    perConnection.set(notifications, made);
  }
  return made;
}
