import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes, userPhones } from '../../../src/server/platform/db/schema';
import { MSG } from '../../../src/shared/common/copy';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { lastSms, signInByPhone, smsCodeFor } from './phoneFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (phoneNumber: string, ip?: string) =>
  rpc(t.app, 'AuthenticationService', 'sendPhoneSignInCode', { phoneNumber }, { ip });
const check = (phoneNumber: string, code: string) =>
  rpc(t.app, 'AuthenticationService', 'signInWithPhoneAndCode', { phoneNumber, code });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const age = (address: string, seconds: number) =>
  t.db
    .update(signInCodes)
    .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
    .where(eq(signInCodes.address, address));

describe('phone sign-in codes', () => {
  it('texts a 6-digit code to the E.164 number and stores only its hash', async () => {
    const res = await send('(415) 555-0101');
    expect(res.body.result).toEqual({ success: true });
    const sms = await lastSms(t.db, '+14155550101');
    expect(sms!.channel).toBe('sms');
    const code = await smsCodeFor(t.db, '+14155550101');
    const [row] = await t.db.select().from(signInCodes).where(eq(signInCodes.address, '+14155550101'));
    expect(row!.channel).toBe('phone');
    expect(row!.codeHash).not.toContain(code);
  });

  it('reads the number the same however it is typed', async () => {
    await send('+1 415-555-0102');
    const code = await smsCodeFor(t.db, '+14155550102');
    const res = await check('415.555.0102', code);
    expect(res.body.result.success).toBe(true);
  });

  it('refuses more than 15 digits and numbers that cannot exist, in the spec words', async () => {
    const long = await send('+1 234 567 890 123 456');
    expect(long.body.error).toEqual({
      code: -32602,
      message: 'phoneNumber: Please enter a valid phone number.',
    });
    const short = await send('123');
    expect(short.body.error.message).toBe('phoneNumber: Please enter a valid phone number.');
    const letters = await check('call me', '123456');
    expect(letters.body.error.code).toBe(-32602);
  });

  it('answers the same for a number with and without an account', async () => {
    await signInByPhone(t.app, t.db, '4155550103', '+14155550103', 'Known');
    await age('+14155550103', 31);
    const known = await send('4155550103');
    const unknown = await send('4155550199');
    expect(known.status).toBe(unknown.status);
    expect(known.body.result).toEqual(unknown.body.result);
  });

  it('accepts the right code once and refuses a wrong one with the spec message', async () => {
    await send('4155550104');
    const code = await smsCodeFor(t.db, '+14155550104');
    expect((await check('4155550104', wrongCode(code))).body.result).toEqual({
      success: false,
      errorMessage: 'Invalid code, please try again.',
    });
    expect((await check('4155550104', code)).body.result.firebaseCustomToken).toMatch(/^[a-z2-7]{32}$/);
    expect((await check('4155550104', code)).body.result.success).toBe(false);
  });

  it('kills the code after 5 wrong tries: the 6th guess fails even when right', async () => {
    await send('4155550105');
    const code = await smsCodeFor(t.db, '+14155550105');
    for (let i = 0; i < 5; i++)
      expect((await check('4155550105', wrongCode(code))).body.result.success).toBe(false);
    expect((await check('4155550105', code)).body.result).toEqual({
      success: false,
      errorMessage: 'Invalid code, please try again.',
    });
  });

  it('refuses a code older than 10 minutes', async () => {
    await send('4155550106');
    const code = await smsCodeFor(t.db, '+14155550106');
    await t.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.address, '+14155550106'));
    expect((await check('4155550106', code)).body.result.success).toBe(false);
  });

  it('keeps the 30 s resend delay and limits sends per number', async () => {
    expect((await send('4155550107')).status).toBe(200);
    const tooSoon = await send('4155550107');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe('Rate limit exceeded');
    // A send refused as too soon does not use up the hour: five codes an hour per number.
    for (let i = 0; i < 4; i++) {
      await age('+14155550107', 31);
      expect((await send('4155550107')).status).toBe(200);
    }
    await age('+14155550107', 31);
    expect((await send('4155550107')).status).toBe(429);
  });

  it('limits sends per client address across numbers', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 30; i++)
      expect((await send(`41555521${String(i).padStart(2, '0')}`, ip)).status).toBe(200);
    const over = await send('4155552199', ip);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: -32029, message: 'Rate limit exceeded' });
  });
});

describe('phone sign-in sessions', () => {
  it('signs in, creates the account with the verified phone, and finds it again next time', async () => {
    const first = await signInByPhone(t.app, t.db, '(415) 555-0110', '+14155550110', 'Pat Phone');
    const profile = await rpc(t.app, 'EventService', 'getElkUser', {}, first);
    expect(profile.body.result.elkUser).toMatchObject({
      name: 'Pat Phone',
      phones: ['+14155550110'],
      phoneNumber: '+14155550110',
      emails: [],
    });
    await age('+14155550110', 31);
    const again = await signInByPhone(t.app, t.db, '+14155550110', '+14155550110');
    expect(again.userId).toBe(first.userId);
  });

  it('refuses a phone sign-in token claimed for another number', async () => {
    await send('4155550111');
    const code = await smsCodeFor(t.db, '+14155550111');
    const token = (await check('4155550111', code)).body.result.firebaseCustomToken;
    const res = await rpc(t.app, 'AuthenticationService', 'authenticate', {
      verifiedPhoneNumber: '4155550112',
      firebaseIDToken: token,
    });
    expect(res.body.error.code).toBe(-32001);
  });
});

describe('when the text message cannot be sent', () => {
  it("says the spec's words and lets the person ask again at once", async () => {
    let failing = true;
    const broken = await createTestApp({
      sms: {
        name: 'broken',
        send: async () => {
          if (failing) throw new Error('carrier down');
        },
      },
    });
    try {
      const sendTo = () =>
        rpc(broken.app, 'AuthenticationService', 'sendPhoneSignInCode', { phoneNumber: '4155550120' });
      expect((await sendTo()).body.result).toEqual({
        success: false,
        errorMessage: 'Something went wrong sending your verification code.',
      });
      failing = false;
      expect((await sendTo()).body.result).toEqual({ success: true });
    } finally {
      await broken.close();
    }
  });
});

describe('getHasElkProfile by phone (spec section 7: the existing-profile check by phone)', () => {
  const hasProfile = (
    params: Record<string, unknown>,
    auth: { userId?: string; accessToken?: string } = {},
  ) => rpc(t.app, 'EventService', 'getHasElkProfile', params, auth);
  const notVerified = { code: -32003, message: MSG.phoneNotVerified };

  it('answers for the phone the caller signed in with, however it is typed', async () => {
    const pat = await signInByPhone(t.app, t.db, '(415) 555-0120', '+14155550120');
    expect((await hasProfile({ phoneNumber: '+14155550120' }, pat)).body.result).toEqual({
      existingElkProfile: false,
    });
    await rpc(t.app, 'EventService', 'createElkUser', { elkUser: { name: 'Pat' }, coinsSpent: 0 }, pat);
    expect((await hasProfile({ phoneNumber: '415-555-0120' }, pat)).body.result).toEqual({
      existingElkProfile: true,
    });
    // Without a phone it is the caller's own account, as before.
    expect((await hasProfile({}, pat)).body.result).toEqual({ existingElkProfile: true });
  });

  it('refuses any other number alike, so it never tells who has an account', async () => {
    await signInByPhone(t.app, t.db, '4155550121', '+14155550121', 'Owen Owner');
    const asker = await signInByPhone(t.app, t.db, '4155550122', '+14155550122', 'Ada Asker');
    const someoneElses = await hasProfile({ phoneNumber: '4155550121' }, asker);
    const nobodys = await hasProfile({ phoneNumber: '4155550129' }, asker);
    expect(someoneElses.body.error).toEqual(notVerified);
    expect(nobodys.body.error).toEqual(notVerified);
    expect(JSON.stringify(someoneElses.body)).not.toContain('Owen');
    // A number on the caller's account that was never verified proves nothing either.
    await t.db.insert(userPhones).values({ userId: asker.userId, phone: '+14155550128' });
    expect((await hasProfile({ phoneNumber: '4155550128' }, asker)).body.error).toEqual(notVerified);
    // An e-mail account has no phone of its own to ask about.
    const byEmail = await signInByEmail(t.app, t.db, 'no-phone@example.com', 'Ed Email');
    expect((await hasProfile({ phoneNumber: '4155550121' }, byEmail)).body.error).toEqual(notVerified);
    expect((await hasProfile({ phoneNumber: 'not a phone' }, asker)).body.error.code).toBe(-32602);
    expect((await hasProfile({ phoneNumber: '4155550121' })).body.error.code).toBe(-32001);
  });

  it('is rate-limited per account: 30 checks in 10 minutes', async () => {
    const busy = await signInByPhone(t.app, t.db, '4155550123', '+14155550123', 'Bea Busy');
    for (let i = 0; i < 30; i++) {
      const phoneNumber = i % 2 ? '4155550123' : `41555501${String(40 + i)}`;
      expect((await hasProfile({ phoneNumber }, busy)).body.error?.code ?? 'ok').not.toBe(-32029);
    }
    const limited = await hasProfile({ phoneNumber: '4155550123' }, busy);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe(-32029);
  });
});
