import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEmails, userIdentities } from '../../../src/server/platform/db/schema';
import { randomClientIp, rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { appleTeamKey, startOidcStandIn } from './oauthStandIn';

const PUBLIC_URL = 'http://elk.test:3999';
const LOGIN_STATE = 'eyJwYXRoIjoiL2V2ZW50cyIsInNlYXJjaCI6IiJ9';

let t: TestApp;
let google: Awaited<ReturnType<typeof startOidcStandIn>>;
let apple: Awaited<ReturnType<typeof startOidcStandIn>>;

beforeAll(async () => {
  google = await startOidcStandIn({
    kind: 'basic',
    clientId: 'google-client',
    clientSecret: 'google-secret',
  });
  const teamKey = await appleTeamKey();
  apple = await startOidcStandIn({
    kind: 'appleJwt',
    clientId: 'party.elk.web',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    publicKey: teamKey.publicKey,
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER_URL: google.issuer,
      GOOGLE_AUTHORIZATION_URL: google.urls.authorization,
      GOOGLE_TOKEN_URL: google.urls.token,
      GOOGLE_JWKS_URL: google.urls.jwks,
      APPLE_CLIENT_ID: 'party.elk.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // As an env var would carry it: one line with \n escapes.
      APPLE_PRIVATE_KEY: teamKey.privateKeyPem.replace(/\n/g, '\\n'),
      APPLE_ISSUER_URL: apple.issuer,
      APPLE_AUTHORIZATION_URL: apple.urls.authorization,
      APPLE_TOKEN_URL: apple.urls.token,
      APPLE_JWKS_URL: apple.urls.jwks,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await apple?.close();
});

/** Starts a sign-in as a browser would: our redirect to the provider, and the state cookie. */
async function start(provider: 'google' | 'apple') {
  const res = await request(t.app)
    .get(`/auth/${provider}?s=${LOGIN_STATE}`)
    .set('X-Forwarded-For', randomClientIp());
  expect(res.status).toBe(302);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`elk_oauth_${provider}=`))!;
  expect(cookie).toMatch(/HttpOnly/i);
  return { location: res.headers.location as string, cookie: cookie.split(';')[0]! };
}

function fragmentOf(location: string) {
  const url = new URL(location, PUBLIC_URL);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('s')).toBe(LOGIN_STATE);
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}

const callbackGet = (query: Record<string, string>, cookie?: string) => {
  const req = request(t.app)
    .get(`/auth/google/callback?${new URLSearchParams(query)}`)
    .set('X-Forwarded-For', randomClientIp());
  return cookie ? req.set('Cookie', cookie) : req;
};

/** The whole Google round trip for one person; answers the fragment the login page receives. */
async function googleSignIn(who: Parameters<typeof google.approve>[1]) {
  const { location, cookie } = await start('google');
  const { code, state } = google.approve(location, who);
  const res = await callbackGet({ code, state }, cookie);
  expect(res.status).toBe(303);
  return fragmentOf(res.headers.location as string);
}

const authenticate = (firebaseIDToken: string) =>
  rpc(t.app, 'AuthenticationService', 'authenticate', { deviceId: 'WEB-oauth', firebaseIDToken });

describe('Google sign-in by redirect', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and our callback', async () => {
    const { location } = await start('google');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(google.urls.authorization);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      state: expect.stringMatching(/.{20,}/),
      nonce: expect.stringMatching(/.{20,}/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('comes back with a sign-in token that authenticate turns into a session for a new account', async () => {
    const fragment = await googleSignIn({ subject: 'g-100', email: 'Gina@Example.com' });
    expect(fragment).toEqual({ signin: expect.stringMatching(/^[a-z2-7]{32}$/), provider: 'google' });
    const session = await authenticate(fragment.signin!);
    expect(session.body.result).toMatchObject({
      userId: expect.any(String),
      accessToken: expect.any(String),
    });
    const auth = { userId: session.body.result.userId, accessToken: session.body.result.accessToken };
    expect((await rpc(t.app, 'EventService', 'getHasElkProfile', {}, auth)).body.result).toEqual({
      existingElkProfile: false,
    });
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, auth)).body.result.elkUser.emails).toEqual([
      'gina@example.com',
    ]);
    // The token works once; the same Google account finds the same user next time.
    expect((await authenticate(fragment.signin!)).body.error.code).toBe(-32001);
    const again = await googleSignIn({ subject: 'g-100', email: 'gina.new@example.com' });
    expect((await authenticate(again.signin!)).body.result.userId).toBe(auth.userId);
  });

  it('links to the account that already owns the verified e-mail, but never by an unverified one', async () => {
    const existing = await signInByEmail(t.app, t.db, 'owner@example.com', 'Owner');
    const linked = await googleSignIn({ subject: 'g-200', email: 'owner@example.com' });
    expect((await authenticate(linked.signin!)).body.result.userId).toBe(existing.userId);

    const unverified = await googleSignIn({
      subject: 'g-201',
      email: 'owner@example.com',
      emailVerified: false,
    });
    const other = (await authenticate(unverified.signin!)).body.result.userId;
    expect(other).not.toBe(existing.userId);
    expect(await t.db.select().from(userEmails).where(eq(userEmails.userId, other))).toHaveLength(0);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-201'))).toHaveLength(
      1,
    );
  });

  it('refuses a callback whose state does not match the cookie, or that has no cookie', async () => {
    const { location, cookie } = await start('google');
    const { code } = google.approve(location, { subject: 'g-300' });
    const forged = await callbackGet({ code, state: 'forged-state' }, cookie);
    expect(fragmentOf(forged.headers.location as string)).toEqual({ error: 'auth', provider: 'google' });
    const noCookie = await callbackGet({ code, state: 'whatever' });
    expect(new URL(noCookie.headers.location as string, PUBLIC_URL).hash).toBe('#error=auth&provider=google');
  });

  it.each([
    ['a wrong nonce', { claims: { nonce: 'replayed' } }],
    ['another audience', { claims: { aud: 'someone-else' } }],
    ['another issuer', { claims: { iss: 'https://evil.example' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 600 } }],
    ['a key the provider does not publish', { signWithUnknownKey: true }],
  ])('refuses an ID token with %s', async (_what, behaviour) => {
    Object.assign(google.behaviour, behaviour);
    try {
      expect(await googleSignIn({ subject: 'g-400' })).toEqual({ error: 'auth', provider: 'google' });
    } finally {
      google.reset();
    }
  });

  it('tells cancelled, refused and broken sign-ins apart', async () => {
    const cancel = await start('google');
    const cancelled = await callbackGet({ error: 'access_denied', state: 'x' }, cancel.cookie);
    expect(fragmentOf(cancelled.headers.location as string)).toEqual({
      error: 'cancelled',
      provider: 'google',
    });

    Object.assign(google.behaviour, { tokenStatus: 400, tokenError: 'invalid_grant' });
    expect(await googleSignIn({ subject: 'g-500' })).toEqual({
      error: 'provider',
      provider: 'google',
      code: 'invalid_grant',
    });
    Object.assign(google.behaviour, { tokenStatus: 503 });
    expect(await googleSignIn({ subject: 'g-500' })).toEqual({ error: 'server', provider: 'google' });
    google.reset();
  });

  it('gives up after the 10 s sign-in timeout', { timeout: 20_000 }, async () => {
    google.behaviour.tokenDelayMs = 10_500;
    try {
      expect(await googleSignIn({ subject: 'g-600' })).toEqual({ error: 'timeout', provider: 'google' });
    } finally {
      google.reset();
    }
  });
});

describe('Apple sign-in by redirect', () => {
  it('asks for a form_post answer, signs its client secret with the team key, and signs in', async () => {
    const { location, cookie } = await start('apple');
    const url = new URL(location);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    const { code, state } = apple.approve(location, {
      subject: '001234.apple',
      email: 'relay@privaterelay.appleid.com',
      emailVerified: 'true',
    });
    const res = await request(t.app)
      .post('/auth/apple/callback')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', randomClientIp())
      .type('form')
      .send({ code, state, user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'L' } }) });
    expect(res.status).toBe(303);
    const fragment = fragmentOf(res.headers.location as string);
    expect(fragment.provider).toBe('apple');
    const form = apple.tokenRequests.at(-1)!;
    expect(form.get('client_id')).toBe('party.elk.web');
    expect(form.get('code_verifier')).toMatch(/.{43,}/);
    const session = await authenticate(fragment.signin!);
    const auth = { userId: session.body.result.userId, accessToken: session.body.result.accessToken };
    expect((await rpc(t.app, 'EventService', 'getElkUser', {}, auth)).body.result.elkUser.emails).toEqual([
      'relay@privaterelay.appleid.com',
    ]);
  });

  it("treats Apple's user_cancelled_authorize as a cancelled sign-in", async () => {
    const { cookie } = await start('apple');
    const res = await request(t.app)
      .post('/auth/apple/callback')
      .set('Cookie', cookie)
      .type('form')
      .send({ error: 'user_cancelled_authorize', state: 'x' });
    expect(fragmentOf(res.headers.location as string)).toEqual({ error: 'cancelled', provider: 'apple' });
  });
});

describe('without provider settings', () => {
  it('hides the buttons and has no sign-in routes', async () => {
    const plain = await createTestApp();
    try {
      const providers = await request(plain.app).get('/api/trpc/auth.socialProviders');
      expect(providers.body.result.data).toEqual({ google: false, apple: false });
      expect((await request(plain.app).get('/auth/google')).status).toBe(404);
      expect((await request(plain.app).get('/auth/apple/callback?code=x')).status).toBe(404);
    } finally {
      await plain.close();
    }
    const configured = await request(t.app).get('/api/trpc/auth.socialProviders');
    expect(configured.body.result.data).toEqual({ google: true, apple: true });
  });
});
