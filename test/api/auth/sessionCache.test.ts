import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_MS, SESSION_RENEW_WHEN_LEFT_MS } from '../../../src/shared/constants';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { sessionCacheOf } from '../../../src/server/platform/auth/sessionCache';
import { createDb } from '../../../src/server/platform/db/client';
import { validateSessionToken } from '../../../src/server/platform/auth/sessions';
import {
  type DbNotifications,
  type NotificationHandler,
} from '../../../src/server/platform/db/notifications';
import { sessions } from '../../../src/server/platform/db/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { dropListeners, silentWriter } from '../../helpers/unheardWrites';

// Two app instances on one database, each with its own pool, LISTEN connection and session cache
// (platform/auth/sessionCache.ts): what one changes about a session or its user, the other's next call sees,
// because a signed-in call waits for the notifications in flight (sync) before it trusts what is held.

let a: TestApp;
let b: TestApp;
const url = () => String(a.db.$client.options.connectionString);

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ database: { db: createDb(url(), 5) } });
});
afterAll(async () => {
  await b.close();
  await b.db.$client.end();
  await a.close();
});
afterEach(() => vi.useRealTimers());

type SignedIn = Awaited<ReturnType<typeof signInByEmail>>;

/** Who the app says is signed in (read from the session's user row), or null. */
async function whoIs(app: TestApp, s: SignedIn) {
  const res = await request(app.app).get('/api/trpc/auth.session').set('Cookie', s.cookie);
  return res.body.result.data as { userId: string; name: string | null } | null;
}

/** Calls on `app` until its cache holds the session (the first call may come before its LISTEN is in place). */
async function warm(app: TestApp, s: SignedIn) {
  const cache = sessionCacheOf(app.deps.notifications)!;
  const id = sha256Hex(s.accessToken);
  for (let i = 0; i < 50 && !cache.has(id); i++) expect((await whoIs(app, s))?.userId).toBe(s.userId);
  expect(cache.has(id)).toBe(true);
}

/**
 * A listening connection whose notifications are in flight until the next sync(), as PostgreSQL delivers a
 * listener's pending notifications before it answers the round trip sync() makes.
 */
function connectionWithNotificationsInFlight() {
  const handlers: NotificationHandler[] = [];
  const inFlight: string[] = [];
  const notifications: DbNotifications = {
    subscribe: (_channel, handler) => {
      handlers.push(handler);
      return () => undefined;
    },
    onReconnect: () => () => undefined,
    isListening: () => true,
    notifyLater: (_channel, payload) => {
      inFlight.push(payload);
      return Promise.resolve();
    },
    sync: () => {
      for (const payload of inFlight.splice(0)) handlers.forEach((handler) => handler(payload));
      return Promise.resolve(true);
    },
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return { notifications, sent: (payload: string) => inFlight.push(payload) };
}

describe('the session cache across instances', () => {
  it('trusts what it holds only after the notifications in flight are heard', async () => {
    const s = await signInByEmail(a.app, a.db, 'inflight@example.com', 'Ivy Inflight');
    const { notifications, sent } = connectionWithNotificationsInFlight();
    const id = sha256Hex(s.accessToken);
    expect((await validateSessionToken(a.db, s.accessToken, notifications))?.user.name).toBe('Ivy Inflight');
    expect(sessionCacheOf(notifications)!.has(id)).toBe(true);
    await a.db.delete(sessions).where(eq(sessions.id, id));
    // The logout has committed; its notification has not reached this instance when the next call starts.
    sent(id);
    expect(await validateSessionToken(a.db, s.accessToken, notifications)).toBeNull();
  });

  it('refuses on instance B, at once, a session logged out through instance A', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await signInByEmail(a.app, a.db, `leaver${round}@example.com`, 'Lee Leaver');
      await warm(b, s);
      await warm(a, s);
      const out = await rpc(a.app, 'AuthenticationService', 'logout', {}, { cookie: s.cookie });
      expect(out.body.result).toEqual({ success: true });
      // A forgot it as it logged out; B hears of it before its next call trusts what it holds.
      expect(sessionCacheOf(a.deps.notifications)!.has(sha256Hex(s.accessToken))).toBe(false);
      expect(await whoIs(b, s)).toBeNull();
      const byHeader = await rpc(b.app, 'EventService', 'getElkUser', {}, s);
      expect(byHeader.body.error.code).toBe(-32001);
    }
  });

  it("shows on instance B a user's profile renamed through instance A", async () => {
    const s = await signInByEmail(a.app, a.db, 'renamer@example.com', 'Rita Before');
    await warm(b, s);
    expect((await whoIs(b, s))?.name).toBe('Rita Before');
    const renamed = await rpc(a.app, 'EventService', 'updateElkUser', { elkUser: { name: 'Rita After' } }, s);
    expect(renamed.body.result.elkUser.name).toBe('Rita After');
    expect((await whoIs(b, s))?.name).toBe('Rita After');
    expect((await whoIs(a, s))?.name).toBe('Rita After');
  });

  it('refuses an expired session even while it is held, and deletes it', async () => {
    const s = await signInByEmail(a.app, a.db, 'expiring@example.com', 'Ed Expiring');
    await warm(b, s);
    const id = sha256Hex(s.accessToken);
    const [row] = await a.db.select().from(sessions).where(eq(sessions.id, id));
    // Only the wall clock moves past the session's end: the cache's own TTL runs on a monotonic clock.
    vi.useFakeTimers({ toFake: ['Date'], now: row!.expiresAt.getTime() + 1000 });
    expect(sessionCacheOf(b.deps.notifications)!.has(id)).toBe(true);
    expect(await whoIs(b, s)).toBeNull();
    vi.useRealTimers();
    expect(await a.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    expect(sessionCacheOf(b.deps.notifications)!.has(id)).toBe(false);
    expect(await whoIs(a, s)).toBeNull();
  });

  it('renews a held session past half its life, and both instances then serve the new expiry', async () => {
    const s = await signInByEmail(a.app, a.db, 'renewer@example.com', 'Rene Renewer');
    await warm(b, s);
    await warm(a, s);
    const id = sha256Hex(s.accessToken);
    const [before] = await a.db.select().from(sessions).where(eq(sessions.id, id));
    const later = before!.expiresAt.getTime() - SESSION_RENEW_WHEN_LEFT_MS + 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    const renewed = await request(b.app).get('/api/trpc/auth.session').set('Cookie', s.cookie);
    expect(renewed.body.result.data.userId).toBe(s.userId);
    expect(([] as string[]).concat(renewed.headers['set-cookie'] ?? []).join()).toMatch(/authToken=/);
    const [after] = await a.db.select().from(sessions).where(eq(sessions.id, id));
    expect(after!.expiresAt.getTime()).toBe(later + SESSION_LIFETIME_MS);
    // A held the old expiry: it heard of the renewal, so it neither renews again nor sets a cookie.
    const onA = await request(a.app).get('/api/trpc/auth.session').set('Cookie', s.cookie);
    expect(onA.body.result.data.userId).toBe(s.userId);
    expect(onA.headers['set-cookie']).toBeUndefined();
    const [still] = await a.db.select().from(sessions).where(eq(sessions.id, id));
    expect(still!.expiresAt.getTime()).toBe(later + SESSION_LIFETIME_MS);
  });

  it('keeps nothing while not listening, and drops what it held when its listener reconnects', async () => {
    const s = await signInByEmail(a.app, a.db, 'quiet@example.com', 'Quinn Quiet');
    await warm(b, s);
    const c = await createTestApp({ database: { db: createDb(url(), 2) } });
    try {
      await c.deps.notifications!.stop();
      // A rename no trigger reports (replica mode): only an instance that reads the row sees it.
      const writer = await silentWriter(url());
      try {
        await writer.query(`update users set name = 'Quinn Unheard' where id = $1`, [s.userId]);
        // C, not listening, reads the database on every call and keeps nothing.
        expect((await whoIs(c, s))?.name).toBe('Quinn Unheard');
        expect(sessionCacheOf(c.deps.notifications)!.size).toBe(0);
        // B, listening, serves what it holds: nothing told it of the change.
        expect((await whoIs(b, s))?.name).toBe('Quinn Quiet');
        await dropListeners(writer);
      } finally {
        await writer.end();
      }
      // B's listener is back within moments and B forgets every session: it reads the row again.
      let name: string | null | undefined;
      const deadline = Date.now() + 5000;
      do name = (await whoIs(b, s))?.name;
      while (name !== 'Quinn Unheard' && Date.now() < deadline);
      expect(name).toBe('Quinn Unheard');
    } finally {
      await c.close();
      await c.db.$client.end();
    }
  });
});
