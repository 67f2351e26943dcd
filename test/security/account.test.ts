import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByPhone } from '../api/auth/phoneFixtures';
import { rpc, signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ending an account ends its sessions on the server', () => {
  it('delete-account: a replayed cookie, access token or refresh token is refused afterwards', async () => {
    const s = await signInByPhone(t.app, t.db, '4155550501', '+14155550501', 'Gone Soon');
    const header = { userId: s.userId, accessToken: s.accessToken };
    expect((await rpc(t.app, 'UserService', 'deleteAccount', {}, { cookie: s.cookie })).body.result).toEqual({
      success: true,
    });
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie })).body.error).toEqual({
      code: -32001,
      message: 'You need to be signed in to do that.',
    });
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, header)).body.error.code).toBe(-32001);
    expect((await rpc(t.app, 'UserService', 'deleteAccount', {}, header)).body.error.code).toBe(-32001);
    const refresh = await rpc(t.app, 'AuthenticationService', 'refetchAccessToken', {
      userId: s.userId,
      deviceId: 'WEB-phone-device',
      refreshToken: s.refreshToken,
    });
    expect(refresh.body.error.code).toBe(-32001);
    const link = await rpc(t.app, 'AuthenticationService', 'signInWithRefreshToken', {
      userId: s.userId,
      refreshToken: s.refreshToken,
    });
    expect(link.body.result.success).toBe(false);
  });

  it('logout of a phone session: the replayed token and refresh token are refused', async () => {
    const s = await signInByPhone(t.app, t.db, '4155550502', '+14155550502', 'Bye');
    await rpc(t.app, 'AuthenticationService', 'logout', {}, { cookie: s.cookie });
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, { cookie: s.cookie })).body.error.code).toBe(
      -32001,
    );
    const refresh = await rpc(t.app, 'AuthenticationService', 'refetchAccessToken', {
      userId: s.userId,
      deviceId: 'WEB-phone-device',
      refreshToken: s.refreshToken,
    });
    expect(refresh.body.error.code).toBe(-32001);
  });
});

describe('no user enumeration', () => {
  it('sendPiiVerificationCode answers the same for an address that has an account and one that has not', async () => {
    await signInByEmail(t.app, t.db, 'taken@example.com', 'Taken');
    const asker = await signInByPhone(t.app, t.db, '4155550503', '+14155550503', 'Asker');
    const header = { userId: asker.userId, accessToken: asker.accessToken };
    const taken = await rpc(
      t.app,
      'AuthenticationService',
      'sendPiiVerificationCode',
      { pii: 'taken@example.com' },
      header,
    );
    const free = await rpc(
      t.app,
      'AuthenticationService',
      'sendPiiVerificationCode',
      { pii: 'free@example.com' },
      header,
    );
    expect(taken.status).toBe(free.status);
    expect(taken.body.result).toEqual(free.body.result);
  });
});

describe('every account procedure checks who is calling', () => {
  it('refuses visitors', async () => {
    for (const [service, method, params] of [
      ['EventService', 'updateElkUser', { elkUser: { name: 'X' } }],
      ['UserService', 'optOut', {}],
      ['UserService', 'deleteAccount', {}],
      ['UserService', 'snoozeMergeNudge', {}],
      ['UserService', 'confirmUserMerge', { pii: 'a@example.com' }],
      ['AuthenticationService', 'verifyWithPiiAndCode', { pii: 'a@example.com', code: '123456' }],
    ] as const) {
      const res = await rpc(t.app, service, method, params);
      expect(res.body.error?.code, method).toBe(-32001);
    }
  });

  it('a header naming another user does not reach their account', async () => {
    const a = await signInByEmail(t.app, t.db, 'sa@example.com', 'A');
    const b = await signInByEmail(t.app, t.db, 'sb@example.com', 'B');
    const res = await rpc(
      t.app,
      'UserService',
      'deleteAccount',
      {},
      { userId: b.userId, accessToken: a.accessToken },
    );
    expect(res.body.error.code).toBe(-32001);
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, b)).body.result.elkUser.name).toBe('B');
  });
});
