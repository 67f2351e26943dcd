import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes } from '../../../src/server/platform/db/schema';
import { loadEnv } from '../../../src/server/platform/env';
import { signInCodeEmail } from '../../../src/server/platform/mail/templates';
import { createMailProvider } from '../../../src/server/platform/providers/mail';
import { randomClientIp, rpc, signInByEmail } from '../../helpers/rpc';
import { PRODUCTS } from '../../../src/shared/constants';
import { codeFrom, createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (emailAddress: string) =>
  rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress });
const check = (emailAddress: string, code: string) =>
  rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', { emailAddress, code });
const codeFor = async (email: string) => codeFrom((await lastOutboxMessage(t.db, email))!.text);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Moves an address's codes back in time, as if the resend delay had passed. */
const age = (email: string, seconds: number) =>
  t.db
    .update(signInCodes)
    .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
    .where(eq(signInCodes.address, email));

describe('e-mail sign-in codes', () => {
  it('sends a 6-digit code by e-mail and stores only its hash', async () => {
    const res = await send('Ann@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: expect.any(String), result: { success: true } });
    const mail = await lastOutboxMessage(t.db, 'ann@example.com');
    const code = codeFrom(mail!.text);
    expect(mail!.subject).toContain(code);
    const rows = await t.db.select().from(signInCodes).where(eq(signInCodes.address, 'ann@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for an address with and without an account', async () => {
    await signInByEmail(t.app, t.db, 'known@example.com', 'Known');
    await age('known@example.com', 31);
    const known = await send('known@example.com');
    const unknown = await send('nobody-here@example.com');
    expect(known.body.result).toEqual(unknown.body.result);
    expect(known.status).toBe(unknown.status);
  });

  it('rejects a wrong code with the spec message and accepts the right one once', async () => {
    await send('bob@example.com');
    const code = await codeFor('bob@example.com');
    const wrong = await check('bob@example.com', wrongCode(code));
    expect(wrong.body.result).toEqual({ success: false, errorMessage: 'Invalid code, please try again.' });
    const right = await check('bob@example.com', code);
    expect(right.body.result.success).toBe(true);
    expect(right.body.result.firebaseCustomToken).toMatch(/^[a-z2-7]{32}$/);
    const again = await check('bob@example.com', code);
    expect(again.body.result.success).toBe(false);
  });

  it('kills the code after 5 wrong tries: the 6th guess fails even when right', async () => {
    await send('brute@example.com');
    const code = await codeFor('brute@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await check('brute@example.com', wrongCode(code));
      expect(res.body.result.errorMessage).toBe('Invalid code, please try again.');
    }
    const sixth = await check('brute@example.com', code);
    expect(sixth.body.result).toEqual({ success: false, errorMessage: 'Invalid code, please try again.' });
  });

  it('refuses an expired code', async () => {
    await send('late@example.com');
    const code = await codeFor('late@example.com');
    await t.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.address, 'late@example.com'));
    expect((await check('late@example.com', code)).body.result.success).toBe(false);
  });

  it('keeps the 30 s resend delay on the server and voids the old code on a new send', async () => {
    await send('resend@example.com');
    const first = await codeFor('resend@example.com');
    const tooSoon = await send('resend@example.com');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe('Rate limit exceeded');
    await age('resend@example.com', 31);
    expect((await send('resend@example.com')).body.result.success).toBe(true);
    const second = await codeFor('resend@example.com');
    if (first !== second) expect((await check('resend@example.com', first)).body.result.success).toBe(false);
    expect((await check('resend@example.com', second)).body.result.success).toBe(true);
  });

  it('limits sends per address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('many@example.com')).status).toBe(200);
      await age('many@example.com', 31);
    }
    const sixth = await send('many@example.com');
    expect(sixth.status).toBe(429);
  });

  it('does not count a resend refused as too soon toward the hourly limit', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await send('eager@example.com')).status).toBe(200);
      // Three impatient resends inside the 30 s: refused, and not counted.
      for (let j = 0; j < 3; j++) expect((await send('eager@example.com')).status).toBe(429);
      await age('eager@example.com', 31);
    }
    expect((await send('eager@example.com')).body.result.success).toBe(true);
    await age('eager@example.com', 31);
    expect((await send('eager@example.com')).status).toBe(429);
  });

  it('lets only one of two simultaneous first sends through', async () => {
    const answers = await Promise.all([send('twice@example.com'), send('twice@example.com')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const rows = await t.db.select().from(signInCodes).where(eq(signInCodes.address, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.voidedAt).toBeNull();
  });

  it('rejects malformed input with a readable JSON-RPC error', async () => {
    const bad = await send('not-an-email');
    expect(bad.body.error).toEqual({
      code: -32602,
      message: 'emailAddress: Please enter a valid email address.',
    });
    const shortCode = await check('ann@example.com', '12');
    expect(shortCode.body.error.code).toBe(-32602);
    expect(shortCode.body.error.message).toContain('Invalid code, please try again.');
  });
});

describe('authenticate and the profile', () => {
  it('exchanges the sign-in token once for a session and creates the profile', async () => {
    await send('carol@example.com');
    const code = await codeFor('carol@example.com');
    const token = (await check('carol@example.com', code)).body.result.firebaseCustomToken;
    const params = {
      deviceId: 'WEB-1',
      verifiedEmailAddress: 'carol@example.com',
      firebaseIDToken: token,
      timestamp: 1,
      product: 'ELK',
      platform: 'WEB',
    };
    const auth = await rpc(t.app, 'AuthenticationService', 'authenticate', params);
    expect(auth.body.result).toEqual({
      userId: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const { userId, accessToken } = auth.body.result;

    const reused = await rpc(t.app, 'AuthenticationService', 'authenticate', params);
    expect(reused.body.error.message).toMatch(/^An error occurred trying to authenticate/);

    const session = { userId, accessToken };
    expect((await rpc(t.app, 'EventService', 'getHasElkProfile', {}, session)).body.result).toEqual({
      existingElkProfile: false,
    });
    const created = await rpc(
      t.app,
      'EventService',
      'createElkUser',
      { elkUser: { name: '  Carol  ' }, coinsSpent: 20 },
      session,
    );
    expect(created.body.result.elkUser).toMatchObject({
      id: userId,
      name: 'Carol',
      emails: ['carol@example.com'],
    });
    expect((await rpc(t.app, 'EventService', 'getHasElkProfile', {}, session)).body.result).toEqual({
      existingElkProfile: true,
    });
    const fetched = await rpc(t.app, 'EventService', 'getElkUser', { userId }, session);
    expect(fetched.body.result.elkUser.name).toBe('Carol');
  });

  it('refuses a token for a different address than the one claimed', async () => {
    await send('dave@example.com');
    const token = (await check('dave@example.com', await codeFor('dave@example.com'))).body.result
      .firebaseCustomToken;
    const res = await rpc(t.app, 'AuthenticationService', 'authenticate', {
      verifiedEmailAddress: 'eve@example.com',
      firebaseIDToken: token,
    });
    expect(res.body.error.code).toBe(-32001);
  });

  it('signs the same person into the same account next time', async () => {
    const first = await signInByEmail(t.app, t.db, 'same@example.com', 'Same');
    await age('same@example.com', 31);
    const second = await signInByEmail(t.app, t.db, 'SAME@example.com');
    expect(second.userId).toBe(first.userId);
  });

  it('says so when a call needs a session and has none', async () => {
    const res = await rpc(t.app, 'EventService', 'getElkUser', {});
    expect(res.body.error).toEqual({ code: -32001, message: 'You need to be signed in to do that.' });
  });

  it('requires a name for the profile', async () => {
    const s = await signInByEmail(t.app, t.db, 'noname@example.com');
    const res = await rpc(t.app, 'EventService', 'createElkUser', { elkUser: { name: '   ' } }, s);
    expect(res.body.error).toEqual({ code: -32602, message: 'elkUser.name: Name is a required field.' });
  });

  it('does not show another user their neighbour profile', async () => {
    const a = await signInByEmail(t.app, t.db, 'pa@example.com', 'A');
    const b = await signInByEmail(t.app, t.db, 'pb@example.com', 'B');
    const res = await rpc(t.app, 'EventService', 'getElkUser', { userId: b.userId }, a);
    expect(res.body.error.code).toBe(-32003);
  });
});

describe('the product enum (spec section 3)', () => {
  /** A /json call whose request header names `product`. */
  const withProduct = (product: string, method: string, params: Record<string, unknown>) =>
    request(t.app)
      .post('/json/AuthenticationService')
      .set('X-Forwarded-For', randomClientIp())
      .send({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: { header: { agent: { platform: 'WEB', clientVersion: '0.0.2', product } }, ...params },
      });

  it('accepts every product in the request header and the auth request, not only ELK', async () => {
    for (const product of PRODUCTS) {
      const email = `product-${product.toLowerCase()}@example.com`;
      expect(
        (await withProduct(product, 'sendEmailSignInCode', { emailAddress: email })).body.result,
      ).toEqual({
        success: true,
      });
      const token = (await check(email, await codeFor(email))).body.result.firebaseCustomToken;
      const auth = await withProduct(product, 'authenticate', {
        verifiedEmailAddress: email,
        firebaseIDToken: token,
        product,
        platform: 'WEB',
      });
      expect(auth.body.result?.userId, product).toEqual(expect.any(String));
    }
  });

  it('refuses a product outside the enum with a readable error, sending nothing', async () => {
    const email = 'product-squirrel@example.com';
    const res = await withProduct('SQUIRREL', 'sendEmailSignInCode', { emailAddress: email });
    expect(res.body.error).toEqual({
      code: -32602,
      message: 'header: agent.product: The product is one of MOUSE, DUCK, ELK, FISH, PHOENIX, DAZZLE.',
    });
    expect(await lastOutboxMessage(t.db, email)).toBeUndefined();
  });
});

describe('per-IP limits', () => {
  it('limits code sends from one address to 30 an hour, whatever e-mail they name', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      const res = await rpc(
        t.app,
        'AuthenticationService',
        'sendEmailSignInCode',
        { emailAddress: `ip${i}@example.com` },
        { ip },
      );
      expect(res.status).toBe(200);
    }
    const over = await rpc(
      t.app,
      'AuthenticationService',
      'sendEmailSignInCode',
      { emailAddress: 'ip-last@example.com' },
      { ip },
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: -32029, message: 'Rate limit exceeded' });
    const otherClient = await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', {
      emailAddress: 'ip-last@example.com',
    });
    expect(otherClient.status).toBe(200);
  });
});

describe('the outbox log line', () => {
  const sendThroughOutbox = async (nodeEnv: 'development' | 'production' | 'test') => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mail = createMailProvider(loadEnv({ NODE_ENV: nodeEnv } as NodeJS.ProcessEnv), t.db, logger);
    await mail.send(signInCodeEmail(`${nodeEnv}@example.com`, '493817'));
    return lines.join('');
  };

  it('never shows a sign-in code outside development', async () => {
    for (const nodeEnv of ['production', 'test'] as const) {
      const logged = await sendThroughOutbox(nodeEnv);
      expect(logged).toContain(`outbox: e-mail to ${nodeEnv}@example.com`);
      expect(logged).not.toContain('493817');
    }
    expect(await sendThroughOutbox('development')).toContain('493817 is your Elk sign-in code');
  });
});
