import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

// A local stand-in for an OpenID Connect provider (Google- or Apple-like): an authorization endpoint that
// "approves" at once, a token endpoint that checks PKCE and client authentication and signs ID tokens with
// its own RSA key, and a JWKS endpoint. Tests steer its answers through `behaviour`.

type Grant = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  subject: string;
  email: string | null;
  emailVerified: boolean | 'true' | 'false';
};

export type StandInBehaviour = {
  /** Claims put over the normal ones (e.g. a wrong aud or nonce, an exp in the past). */
  claims?: JWTPayload;
  /** Sign with a key the JWKS does not publish. */
  signWithUnknownKey?: boolean;
  tokenStatus?: number;
  tokenError?: string;
  tokenDelayMs?: number;
};

export type ClientAuth =
  | { kind: 'basic'; clientId: string; clientSecret: string }
  | { kind: 'appleJwt'; clientId: string; teamId: string; keyId: string; publicKey: CryptoKey };

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startOidcStandIn(clientAuth: ClientAuth) {
  const signing = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(signing.publicKey)),
    kid: 'stand-in-key',
    alg: 'RS256',
    use: 'sig',
  };
  const grants = new Map<string, Grant>();
  const tokenRequests: URLSearchParams[] = [];
  const behaviour: StandInBehaviour = {};
  let issuer = '';

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function clientAuthenticated(req: http.IncomingMessage, form: URLSearchParams): Promise<boolean> {
    if (clientAuth.kind === 'basic') {
      const expected = Buffer.from(`${clientAuth.clientId}:${clientAuth.clientSecret}`).toString('base64');
      return req.headers.authorization === `Basic ${expected}`;
    }
    if (form.get('client_id') !== clientAuth.clientId) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(
        form.get('client_secret') ?? '',
        clientAuth.publicKey,
        {
          issuer: clientAuth.teamId,
          subject: clientAuth.clientId,
          audience: issuer,
        },
      );
      return protectedHeader.kid === clientAuth.keyId && typeof payload.exp === 'number';
    } catch {
      return false;
    }
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse, form: URLSearchParams) {
    tokenRequests.push(form);
    if (behaviour.tokenDelayMs) await new Promise((r) => setTimeout(r, behaviour.tokenDelayMs));
    if (behaviour.tokenStatus)
      return json(res, behaviour.tokenStatus, { error: behaviour.tokenError ?? 'server_error' });
    if (!(await clientAuthenticated(req, form))) return json(res, 401, { error: 'invalid_client' });
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      s256(verifier) !== grant.codeChallenge
    ) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const claims: JWTPayload = {
      sub: grant.subject,
      nonce: grant.nonce,
      ...(grant.email ? { email: grant.email, email_verified: grant.emailVerified } : {}),
      ...behaviour.claims,
    };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-key' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
      .setAudience(claims.aud ?? grant.clientId)
      .setIssuedAt()
      .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '5m')
      .sign(behaviour.signWithUnknownKey ? stranger.privateKey : signing.privateKey);
    json(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', issuer);
      if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [publicJwk] });
      if (req.method === 'POST' && url.pathname === '/token') {
        token(req, res, new URLSearchParams(body)).catch(() => json(res, 500, { error: 'server_error' }));
        return;
      }
      json(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    behaviour,
    tokenRequests,
    urls: { authorization: `${issuer}/authorize`, token: `${issuer}/token`, jwks: `${issuer}/jwks` },
    /**
     * What the provider does when the person agrees on its page: checks the authorization request and
     * answers the code and state it would send back to redirect_uri.
     */
    approve(
      authorizationUrl: string,
      who: { subject: string; email?: string | null; emailVerified?: Grant['emailVerified'] },
    ) {
      const url = new URL(authorizationUrl);
      const p = url.searchParams;
      if (`${url.origin}${url.pathname}` !== `${issuer}/authorize`)
        throw new Error(`not our endpoint: ${authorizationUrl}`);
      if (p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256') {
        throw new Error(`not a PKCE code request: ${authorizationUrl}`);
      }
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        clientId: p.get('client_id')!,
        redirectUri: p.get('redirect_uri')!,
        codeChallenge: p.get('code_challenge')!,
        nonce: p.get('nonce')!,
        subject: who.subject,
        email: who.email === undefined ? `${who.subject}@example.com` : who.email,
        emailVerified: who.emailVerified ?? true,
      });
      return { code, state: p.get('state')!, redirectUri: p.get('redirect_uri')! };
    },
    reset() {
      for (const key of Object.keys(behaviour) as (keyof StandInBehaviour)[]) delete behaviour[key];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An Apple-style team key: the app signs its client secret with the private half (PKCS#8 PEM). */
export async function appleTeamKey() {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return { privateKeyPem: await exportPKCS8(pair.privateKey), publicKey: pair.publicKey };
}
