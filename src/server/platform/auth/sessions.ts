import { eq, sql } from 'drizzle-orm';
import type { Response } from 'express';
import {
  COOKIE_AUTH_TOKEN,
  COOKIE_USER_ID,
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WHEN_LEFT_MS,
} from '../../../shared/constants';
import { type Db, preparedFor } from '../db/client';
import { sessions, users } from '../db/schema';
import type { DbNotifications } from '../db/notifications';
import { randomToken, sha256Hex } from './crypto';
import { type Session, type SessionUser, type SessionWithUser, sessionCacheOf } from './sessionCache';

// Sessions as Lucia's guide describes them: the client holds a random token, we store only its SHA-256.

export type { Session, SessionUser };

export async function createSession(db: Db, userId: string, deviceId?: string) {
  const token = randomToken();
  const session: Session = {
    id: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  await db.insert(sessions).values({ ...session, deviceId: deviceId ?? null });
  return { token, session };
}

/** Every signed-in call starts with this lookup: a prepared statement, built once per database handle. */
const sessionStatement = preparedFor((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('elk_session_user'),
);

async function loadSession(db: Db, id: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionStatement(db).execute({ id });
  if (!row) return undefined;
  return {
    session: { id: row.session.id, userId: row.session.userId, expiresAt: row.session.expiresAt },
    user: row.user,
  };
}

/**
 * The session row as stored now, read past the session cache: for whoever must know it still exists at this
 * moment (a live stream whose session may just have ended, platform/live/sessionEnds.ts).
 */
export async function findSession(db: Db, id: string): Promise<Session | undefined> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/**
 * The session and user behind a token, renewing the session when less than half its life is left. With the
 * instance's notifications listening, read through its session cache (sessionCache.ts), exact all the same:
 * the expiry is checked here on every read, and an expiry or renewal drops the held session.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  notifications?: DbNotifications,
): Promise<{ session: Session; user: SessionUser; renewed: boolean } | null> {
  const id = sha256Hex(token);
  const cache = sessionCacheOf(notifications);
  const found =
    cache && (await cache.sync())
      ? await cache.read(id, () => loadSession(db, id))
      : await loadSession(db, id);
  if (!found) return null;
  const { session, user } = found;
  const now = Date.now();
  if (now >= session.expiresAt.getTime()) {
    cache?.forget(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const renewed = session.expiresAt.getTime() - now < SESSION_RENEW_WHEN_LEFT_MS;
  if (renewed) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
    // The update notifies every instance; this one need not wait to hear it to drop what it holds.
    cache?.forget(id);
  }
  return { session, user, renewed };
}

export function setSessionCookies(res: Response, token: string, session: Session, secure: boolean): void {
  const common = { expires: session.expiresAt, sameSite: 'lax' as const, secure, path: '/' };
  res.cookie(COOKIE_AUTH_TOKEN, token, { ...common, httpOnly: true });
  // Readable by the client so it knows who is signed in; proves nothing on its own.
  res.cookie(COOKIE_USER_ID, session.userId, { ...common, httpOnly: false });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const common = { sameSite: 'lax' as const, secure, path: '/' };
  res.clearCookie(COOKIE_AUTH_TOKEN, { ...common, httpOnly: true });
  res.clearCookie(COOKIE_USER_ID, common);
}
