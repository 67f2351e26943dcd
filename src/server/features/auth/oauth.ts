import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import { createRemoteJWKSet, importPKCS8, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { SIGN_IN_TIMEOUT_MS } from '../../../shared/constants';
import type { SocialProvider } from '../../../shared/auth/schema';
import { type Env, publicUrl } from '../../platform/env';

// Google and Apple sign-in: the OIDC authorization-code flow with PKCE, state and nonce. arctic builds the
// authorization URLs and exchanges Google's code; jose checks the ID token against the provider's JWKS.

/** Why a social sign-in failed, in the terms the login page words its message by (spec section 8). */
export type OAuthFailure = 'cancelled' | 'network' | 'auth' | 'server' | 'timeout' | 'provider';

export class OAuthError extends Error {
  constructor(
    readonly kind: OAuthFailure,
    message: string,
    /** The provider's own error code (e.g. invalid_grant), shown as "Failed to login due to …". */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}

export type VerifiedIdentity = { subject: string; email: string | null; emailVerified: boolean };

export interface OAuthProvider {
  readonly name: SocialProvider;
  /** Apple answers with a cross-site form POST (response_mode=form_post); Google with a GET redirect. */
  readonly callbackMethod: 'GET' | 'POST';
  authorizationUrl(state: string, codeVerifier: string, nonce: string): URL;
  /** Exchanges the code and verifies the ID token (signature, iss, aud, exp, nonce) within the 10 s limit. */
  signIn(code: string, codeVerifier: string, nonce: string): Promise<VerifiedIdentity>;
}

type OidcSettings = {
  name: SocialProvider;
  clientId: string;
  issuers: string[];
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  scopes: string[];
  redirectUri: string;
};

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OAuthError('timeout', `sign-in took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** arctic's and fetch's errors, sorted into the spec's kinds of provider failure. */
function classify(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof OAuth2RequestError) return new OAuthError('provider', error.message, error.code);
  if (error instanceof ArcticFetchError)
    return new OAuthError('network', String(error.cause ?? error.message));
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return new OAuthError('server', error.message);
  }
  return new OAuthError('auth', error instanceof Error ? error.message : String(error));
}

const emailVerifiedClaim = (value: unknown) => value === true || value === 'true';

/** Base for both providers: the authorization URL, the JWKS and the ID-token checks. */
abstract class OidcProvider implements OAuthProvider {
  abstract readonly callbackMethod: 'GET' | 'POST';
  readonly name: SocialProvider;
  protected readonly client: OAuth2Client;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    protected readonly settings: OidcSettings,
    clientSecret: string | null,
  ) {
    this.name = settings.name;
    this.client = new OAuth2Client(settings.clientId, clientSecret, settings.redirectUri);
    // Created once per provider so the keys are cached between sign-ins (jose refetches on an unknown kid).
    this.jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: SIGN_IN_TIMEOUT_MS });
  }

  authorizationUrl(state: string, codeVerifier: string, nonce: string): URL {
    const { authorizationUrl, scopes } = this.settings;
    const url = this.client.createAuthorizationURLWithPKCE(
      authorizationUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      scopes,
    );
    url.searchParams.set('nonce', nonce);
    return url;
  }

  protected abstract exchangeCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;

  async signIn(code: string, codeVerifier: string, nonce: string): Promise<VerifiedIdentity> {
    const work = async () => {
      const tokens = await this.exchangeCode(code, codeVerifier);
      return this.verifyIdToken(tokens.idToken(), nonce);
    };
    try {
      return await withTimeout(work(), SIGN_IN_TIMEOUT_MS);
    } catch (error) {
      throw classify(error);
    }
  }

  private async verifyIdToken(idToken: string, nonce: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: this.settings.issuers,
        audience: this.settings.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A JWKS that cannot be fetched is the provider's or the network's fault, not a forged token.
      const kind = /fetch|timed? ?out|ECONN|network/i.test(message) ? 'network' : 'auth';
      throw new OAuthError(kind, `ID token rejected: ${message}`);
    }
    if (payload.nonce !== nonce) throw new OAuthError('auth', 'ID token nonce does not match this sign-in');
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      subject: payload.sub!,
      email,
      emailVerified: email !== null && emailVerifiedClaim(payload.email_verified),
    };
  }
}

class GoogleProvider extends OidcProvider {
  readonly callbackMethod = 'GET' as const;
  protected exchangeCode(code: string, codeVerifier: string) {
    return this.client.validateAuthorizationCode(this.settings.tokenUrl, code, codeVerifier);
  }
}

type AppleKey = { teamId: string; keyId: string; privateKeyPem: string };

class AppleProvider extends OidcProvider {
  readonly callbackMethod = 'POST' as const;
  constructor(
    settings: OidcSettings,
    private readonly key: AppleKey,
  ) {
    super(settings, null);
  }

  override authorizationUrl(state: string, codeVerifier: string, nonce: string): URL {
    const url = super.authorizationUrl(state, codeVerifier, nonce);
    // Apple requires form_post whenever name or email is asked for.
    url.searchParams.set('response_mode', 'form_post');
    return url;
  }

  /** Apple's client secret: a short-lived ES256 JWT signed with the team's .p8 key. */
  private async clientSecret(): Promise<string> {
    const privateKey = await importPKCS8(this.key.privateKeyPem, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.key.keyId })
      .setIssuer(this.key.teamId)
      .setSubject(this.settings.clientId)
      .setAudience(this.settings.issuers[0]!)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  }

  /**
   * arctic's generic client sends the secret by HTTP Basic, which Apple ignores (it takes client_secret_post
   * only), and arctic's Apple class has fixed endpoints and no PKCE; so this one request is made here.
   */
  protected async exchangeCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      client_id: this.settings.clientId,
      client_secret: await this.clientSecret(),
      code_verifier: codeVerifier,
    });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ArcticFetchError(error);
    }
    const data: unknown = await response.json().catch(() => null);
    if (response.status >= 500 || typeof data !== 'object' || data === null) {
      throw new UnexpectedResponseError(response.status);
    }
    if (!response.ok) {
      const code = 'error' in data && typeof data.error === 'string' ? data.error : 'invalid_request';
      throw new OAuth2RequestError(code, null, null, null);
    }
    return new OAuth2Tokens(data);
  }
}

/** Which providers have complete settings: the login page shows only their buttons. */
export function enabledSocialProviders(env: Env): Record<SocialProvider, boolean> {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY),
  };
}

export function createOAuthProviders(env: Env): Map<SocialProvider, OAuthProvider> {
  const providers = new Map<SocialProvider, OAuthProvider>();
  const enabled = enabledSocialProviders(env);
  const callback = (name: SocialProvider) => `${publicUrl(env)}/auth/${name}/callback`;
  if (enabled.google && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const issuers = [env.GOOGLE_ISSUER_URL];
    // Google writes its issuer both with and without the scheme.
    if (env.GOOGLE_ISSUER_URL === 'https://accounts.google.com') issuers.push('accounts.google.com');
    const settings: OidcSettings = {
      name: 'google',
      clientId: env.GOOGLE_CLIENT_ID,
      issuers,
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      jwksUrl: env.GOOGLE_JWKS_URL,
      scopes: ['openid', 'email', 'profile'],
      redirectUri: callback('google'),
    };
    providers.set('google', new GoogleProvider(settings, env.GOOGLE_CLIENT_SECRET));
  }
  if (
    enabled.apple &&
    env.APPLE_CLIENT_ID &&
    env.APPLE_TEAM_ID &&
    env.APPLE_KEY_ID &&
    env.APPLE_PRIVATE_KEY
  ) {
    const settings: OidcSettings = {
      name: 'apple',
      clientId: env.APPLE_CLIENT_ID,
      issuers: [env.APPLE_ISSUER_URL],
      authorizationUrl: env.APPLE_AUTHORIZATION_URL,
      tokenUrl: env.APPLE_TOKEN_URL,
      jwksUrl: env.APPLE_JWKS_URL,
      scopes: ['name', 'email'],
      redirectUri: callback('apple'),
    };
    const privateKeyPem = env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n');
    providers.set(
      'apple',
      new AppleProvider(settings, { teamId: env.APPLE_TEAM_ID, keyId: env.APPLE_KEY_ID, privateKeyPem }),
    );
  }
  return providers;
}
