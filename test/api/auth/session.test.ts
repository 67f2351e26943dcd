import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { sessions } from '../../../src/server/platform/db/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIXTY_DAYS_S = 5_184_000;

describe('sessions', () => {
  it('sets authToken HttpOnly + SameSite=Lax and userId, both for 60 days, and stores only the hash', async () => {
    const s = await signInByEmail(t.app, t.db, 'cookie@example.com', 'Cookie');
    const authCookie = s.setCookies.find((c) => c.startsWith('authToken='))!;
    const userCookie = s.setCookies.find((c) => c.startsWith('userId='))!;
    expect(authCookie).toMatch(/HttpOnly/i);
    expect(authCookie).toMatch(/SameSite=Lax/i);
    expect(authCookie).not.toMatch(/Secure/i); // not in development or test
    expect(userCookie).not.toMatch(/HttpOnly/i);
    expect(userCookie).toContain(`userId=${s.userId}`);
    const expires = new Date(/Expires=([^;]+)/i.exec(authCookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + SIXTY_DAYS_S * 1000))).toBeLessThan(60_000);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, s.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sha256Hex(s.accessToken));
    expect(rows[0]!.id).not.toBe(s.accessToken);
    expect(rows[0]!.deviceId).toBe('WEB-test-device');
  });

  // Secure follows how browsers reach the app (env.ts servedOverHttps): an https PUBLIC_URL, or production
  // without one; production on plain http://localhost (docker compose) would otherwise lose its session.
  for (const [label, env, secure] of [
    ['Secure in production behind TLS (no PUBLIC_URL)', { NODE_ENV: 'production' }, true],
    ['Secure whenever the public URL is https', { NODE_ENV: 'test', PUBLIC_URL: 'https://elk.party' }, true],
    [
      'not Secure in production served on plain http',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' },
      false,
    ],
  ] as const) {
    it(`marks cookies ${label}`, async () => {
      const app = await createTestApp({ env });
      try {
        const s = await signInByEmail(app.app, app.db, 'secure@example.com');
        for (const name of ['authToken=', 'userId=']) {
          const cookie = s.setCookies.find((c) => c.startsWith(name));
          if (secure) expect(cookie).toMatch(/;\s*Secure/i);
          else expect(cookie).not.toMatch(/Secure/i);
        }
      } finally {
        await app.close();
      }
    });
  }

  it('accepts the session from the cookie or from the request header', async () => {
    const s = await signInByEmail(t.app, t.db, 'both@example.com', 'Both');
    const byCookie = await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie });
    expect(byCookie.body.result.elkUser.id).toBe(s.userId);
    const byHeader = await rpc(
      t.app,
      'EventService',
      'getElkUser',
      {},
      { userId: s.userId, accessToken: s.accessToken },
    );
    expect(byHeader.body.result.elkUser.id).toBe(s.userId);
    const viaTrpc = await request(t.app).get('/api/trpc/auth.session').set('Cookie', s.cookie);
    expect(viaTrpc.body.result.data).toMatchObject({ userId: s.userId, name: 'Both', hasProfile: true });
  });

  it('refuses a header naming another user than the token belongs to', async () => {
    const a = await signInByEmail(t.app, t.db, 'ha@example.com', 'A');
    const b = await signInByEmail(t.app, t.db, 'hb@example.com', 'B');
    const res = await rpc(
      t.app,
      'EventService',
      'getElkUser',
      {},
      { userId: b.userId, accessToken: a.accessToken },
    );
    expect(res.body.error.code).toBe(-32001);
  });

  it('logout deletes the session: a replayed token is refused', async () => {
    const s = await signInByEmail(t.app, t.db, 'bye@example.com', 'Bye');
    const out = await rpc(t.app, 'AuthenticationService', 'logout', {}, { cookie: s.cookie });
    expect(out.body.result).toEqual({ success: true });
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/authToken=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.userId))).toHaveLength(0);
    const replay = await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie });
    expect(replay.body.error.message).toBe('You need to be signed in to do that.');
    const replayHeader = await rpc(t.app, 'EventService', 'getElkUser', {}, s);
    expect(replayHeader.body.error.code).toBe(-32001);
  });

  it('refuses an expired session and renews one that is past half its life', async () => {
    const s = await signInByEmail(t.app, t.db, 'slide@example.com', 'Slide');
    const id = sha256Hex(s.accessToken);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(sessions.id, id));
    const renewed = await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie });
    expect(renewed.body.result.elkUser.id).toBe(s.userId);
    expect(([] as string[]).concat(renewed.headers['set-cookie'] ?? []).join()).toMatch(/authToken=/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    const expired = await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie });
    expect(expired.body.error.code).toBe(-32001);
  });
});
