import { generateCodeVerifier, generateState } from 'arctic';
import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response } from 'express';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import { OAUTH_STATE_TTL_MS } from '../../../shared/constants';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/auth/schema';
import { findOrCreateUserByOAuth } from '../accounts';
import { servedOverHttps } from '../../platform/env';
import type { AppDeps } from '../../platform/trpc/context';
import { issueSignInToken } from './codes';
import { randomToken } from '../../platform/auth/crypto';
import { createOAuthProviders, OAuthError, type OAuthFailure, type OAuthProvider } from './oauth';

// GET /auth/{google|apple}?s=<login state> sends the browser to the provider; the provider sends it back to
// /auth/{provider}/callback, which checks state, PKCE and the ID token, finds or creates the account and
// returns to /login with a single-use sign-in token in the fragment. The login page exchanges it through
// `authenticate`, the same way as a code sign-in, so a session starts in one place only.

type PendingSignIn = { state: string; codeVerifier: string; nonce: string; s: string };

const cookieName = (provider: SocialProvider) => `elk_oauth_${provider}`;
const cookiePath = (provider: SocialProvider) => `/auth/${provider}`;
/** The login state is our own base64url; anything else is dropped rather than echoed into a URL. */
const LOGIN_STATE = /^[A-Za-z0-9_-]{1,4000}$/;
const PROVIDER_ERROR_CODE = /^[a-z_]{1,40}$/;
const CANCELLED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize']);
const SERVER_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

function isProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

function loginUrl(s: string, fragment: Record<string, string>): string {
  const query = s ? `?s=${s}` : '';
  return `/login${query}#${new URLSearchParams(fragment).toString()}`;
}

function readPending(req: Request, provider: SocialProvider): PendingSignIn | null {
  const raw = parseCookies(req.headers.cookie ?? '')[cookieName(provider)];
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PendingSignIn>;
    if (typeof value.state !== 'string' || typeof value.codeVerifier !== 'string') return null;
    if (typeof value.nonce !== 'string') return null;
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      nonce: value.nonce,
      s: String(value.s ?? ''),
    };
  } catch {
    return null;
  }
}

type OAuthSteps = {
  providerOf: (req: Request) => OAuthProvider | undefined;
  cookieOptions: (provider: OAuthProvider) => ReturnType<typeof cookieOptionsOf>;
};

/**
 * Apple's answer is a cross-site form POST, which SameSite=Lax cookies do not ride on; its cookie is
 * SameSite=None (Secure) when served over https. Locally the provider stand-in is same-site, so Lax works.
 */
const cookieOptionsOf = (provider: OAuthProvider, secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: provider.callbackMethod === 'POST' && secure ? ('none' as const) : ('lax' as const),
  path: cookiePath(provider.name),
});

const NOT_AVAILABLE = 'This sign-in method is not available.';

/** `GET /auth/:provider`: the pending sign-in in a cookie, then off to the provider. */
function startSignIn({ providerOf, cookieOptions }: OAuthSteps) {
  return (req: Request, res: Response) => {
    const provider = providerOf(req);
    if (!provider) return res.status(404).type('text').send(NOT_AVAILABLE);
    const s = typeof req.query.s === 'string' && LOGIN_STATE.test(req.query.s) ? req.query.s : '';
    const pending: PendingSignIn = {
      state: generateState(),
      codeVerifier: generateCodeVerifier(),
      nonce: randomToken(),
      s,
    };
    res.cookie(cookieName(provider.name), Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      ...cookieOptions(provider),
      maxAge: OAUTH_STATE_TTL_MS,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(
      302,
      provider.authorizationUrl(pending.state, pending.codeVerifier, pending.nonce).toString(),
    );
  };
}

/** `/auth/:provider/callback`: state, PKCE and ID token checked, then back to /login with a sign-in token. */
function finishSignIn(deps: AppDeps, { providerOf, cookieOptions }: OAuthSteps) {
  return async (req: Request, res: Response) => {
    const provider = providerOf(req);
    if (!provider) return res.status(404).type('text').send(NOT_AVAILABLE);
    const params = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown>;
    const pending = readPending(req, provider.name);
    res.clearCookie(cookieName(provider.name), cookieOptions(provider));
    res.setHeader('Cache-Control', 'no-store');
    const s = pending?.s ?? '';
    const fail = (kind: OAuthFailure, code?: string) => {
      const fragment: Record<string, string> = { error: kind, provider: provider.name };
      if (code && PROVIDER_ERROR_CODE.test(code)) fragment.code = code;
      res.redirect(303, loginUrl(s, fragment));
    };
    const providerError = typeof params.error === 'string' ? params.error : null;
    if (providerError) {
      if (CANCELLED_ERRORS.has(providerError)) return fail('cancelled');
      return fail(SERVER_ERRORS.has(providerError) ? 'server' : 'provider', providerError);
    }
    const code = typeof params.code === 'string' ? params.code : '';
    const state = typeof params.state === 'string' ? params.state : '';
    if (!pending || !code || state !== pending.state) {
      deps.logger.warn({ provider: provider.name, hasCookie: Boolean(pending) }, 'oauth state mismatch');
      return fail('auth');
    }
    try {
      const identity = await provider.signIn(code, pending.codeVerifier, pending.nonce);
      const userId = await findOrCreateUserByOAuth(deps.db, { provider: provider.name, ...identity });
      const subject = identity.email ?? `${provider.name}:${identity.subject}`;
      const token = await issueSignInToken(deps.db, provider.name, subject, userId);
      res.redirect(303, loginUrl(s, { signin: token, provider: provider.name }));
    } catch (error) {
      const failure = error instanceof OAuthError ? error : new OAuthError('server', String(error));
      deps.logger.warn(
        { provider: provider.name, kind: failure.kind, err: failure.message },
        'oauth sign-in failed',
      );
      fail(failure.kind, failure.providerCode);
    }
  };
}

/** Sign-in with Google and Apple: public; the return is limited per address (oauthCallback). */
export const oauthRoutes: FeatureRoutes = (deps) => {
  const providers = createOAuthProviders(deps.env);
  const secure = servedOverHttps(deps.env);
  const steps: OAuthSteps = {
    providerOf: (req) => {
      const name = String(req.params.provider);
      return isProvider(name) ? providers.get(name) : undefined;
    },
    cookieOptions: (provider) => cookieOptionsOf(provider, secure),
  };
  const callback = finishSignIn(deps, steps);
  const returning = { limit: 'oauthCallback', refuse: 'text' } as const;
  const formBody = express.urlencoded({ extended: false, limit: '16kb' });
  return [
    publicRoute(deps).get('/auth/:provider', startSignIn(steps)),
    publicRoute(deps, returning).get('/auth/:provider/callback', callback),
    publicRoute(deps, { ...returning, body: formBody }).post('/auth/:provider/callback', callback),
  ];
};
