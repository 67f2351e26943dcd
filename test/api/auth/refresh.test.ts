import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { refreshTokens, signInCodes } from '../../../src/server/platform/db/schema';
import { rpc } from '../../helpers/rpc';
import { codeFrom, createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { userId: string; accessToken: string; refreshToken: string; cookie: string };

/** E-mail sign-in on a given device, keeping everything authenticate answers (refresh token included). */
async function signIn(emailAddress: string, deviceId: string): Promise<Session> {
  await t.db.delete(signInCodes).where(eq(signInCodes.address, emailAddress));
  await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress });
  const code = codeFrom((await lastOutboxMessage(t.db, emailAddress))!.text);
  const checked = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', { emailAddress, code });
  const auth = await rpc(t.app, 'AuthenticationService', 'authenticate', {
    deviceId,
    verifiedEmailAddress: emailAddress,
    firebaseIDToken: checked.body.result.firebaseCustomToken,
  });
  const cookie = ([] as string[])
    .concat(auth.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...(auth.body.result as Omit<Session, 'cookie'>), cookie };
}

const refetch = (userId: string, refreshToken: string, deviceId: string) =>
  rpc(t.app, 'AuthenticationService', 'refetchAccessToken', {
    userId,
    deviceId,
    refreshToken,
    timestamp: Math.floor(Date.now() / 1000),
  });
const me = (auth: { userId: string; accessToken: string }) =>
  rpc(t.app, 'EventService', 'getElkUser', {}, auth);

describe('refetchAccessToken', () => {
  it('stores only the hash of the refresh token, one per device', async () => {
    const a = await signIn('hash@example.com', 'WEB-a');
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, a.userId));
    expect(rows).toEqual([expect.objectContaining({ id: sha256Hex(a.refreshToken), deviceId: 'WEB-a' })]);
    expect(a.refreshToken).toMatch(/^[a-z2-7]{32}$/);
  });

  it('answers a new access token and a new refresh token, sets the cookie, and spends the old one', async () => {
    const s = await signIn('rotate@example.com', 'WEB-rotate');
    const res = await refetch(s.userId, s.refreshToken, 'WEB-rotate');
    expect(res.body.result).toEqual({
      userId: s.userId,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(res.body.result.refreshToken).not.toBe(s.refreshToken);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/authToken=.+HttpOnly/i);
    expect(
      (await me({ userId: s.userId, accessToken: res.body.result.accessToken })).body.result.elkUser.id,
    ).toBe(s.userId);
    const replay = await refetch(s.userId, s.refreshToken, 'WEB-rotate');
    expect(replay.body.error).toEqual({
      code: -32001,
      message: expect.stringMatching(/^An error occurred trying to authenticate/),
    });
    expect((await refetch(s.userId, res.body.result.refreshToken, 'WEB-rotate')).body.result.userId).toBe(
      s.userId,
    );
  });

  it('refuses a refresh token for another user, another device, or after it expired', async () => {
    const s = await signIn('strict@example.com', 'WEB-strict');
    const other = await signIn('other@example.com', 'WEB-other');
    expect((await refetch(other.userId, s.refreshToken, 'WEB-strict')).body.error.code).toBe(-32001);
    expect((await refetch(s.userId, s.refreshToken, 'WEB-elsewhere')).body.error.code).toBe(-32001);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, s.userId));
    expect((await refetch(s.userId, s.refreshToken, 'WEB-strict')).body.error.code).toBe(-32001);
  });

  it('logout ends the refresh token of that device only', async () => {
    const laptop = await signIn('devices@example.com', 'WEB-laptop');
    const phone = await signIn('devices@example.com', 'WEB-phone');
    await rpc(t.app, 'AuthenticationService', 'logout', {}, { cookie: laptop.cookie });
    expect((await refetch(laptop.userId, laptop.refreshToken, 'WEB-laptop')).body.error.code).toBe(-32001);
    expect((await refetch(phone.userId, phone.refreshToken, 'WEB-phone')).body.result.userId).toBe(
      phone.userId,
    );
  });

  it('checks its input', async () => {
    const res = await rpc(t.app, 'AuthenticationService', 'refetchAccessToken', {
      userId: 'x',
      refreshToken: 'y',
    });
    expect(res.body.error.code).toBe(-32602);
  });
});

describe('refresh-token login from a query string', () => {
  it('trades userId + refreshToken for a custom sign-in token that authenticate accepts once', async () => {
    const app = await signIn('link@example.com', 'WEB-app');
    const res = await rpc(t.app, 'AuthenticationService', 'signInWithRefreshToken', {
      userId: app.userId,
      refreshToken: app.refreshToken,
    });
    expect(res.body.result).toEqual({
      success: true,
      firebaseCustomToken: expect.stringMatching(/^[a-z2-7]{32}$/),
    });
    const web = await rpc(t.app, 'AuthenticationService', 'authenticate', {
      deviceId: 'WEB-browser',
      firebaseIDToken: res.body.result.firebaseCustomToken,
    });
    expect(web.body.result.userId).toBe(app.userId);
    const again = await rpc(t.app, 'AuthenticationService', 'authenticate', {
      deviceId: 'WEB-browser',
      firebaseIDToken: res.body.result.firebaseCustomToken,
    });
    expect(again.body.error.code).toBe(-32001);
  });

  it("answers 'Missing custom firebase token' for a spent, unknown or someone else's refresh token", async () => {
    const app = await signIn('spent@example.com', 'WEB-app2');
    const first = { userId: app.userId, refreshToken: app.refreshToken };
    expect(
      (await rpc(t.app, 'AuthenticationService', 'signInWithRefreshToken', first)).body.result.success,
    ).toBe(true);
    const spent = await rpc(t.app, 'AuthenticationService', 'signInWithRefreshToken', first);
    expect(spent.body.result).toEqual({ success: false, errorMessage: 'Missing custom firebase token' });
    const unknownUser = await rpc(t.app, 'AuthenticationService', 'signInWithRefreshToken', {
      userId: '00000000-0000-4000-8000-000000000000',
      refreshToken: app.refreshToken,
    });
    expect(unknownUser.body.result.errorMessage).toBe('Missing custom firebase token');
  });
});
