import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Spotify's accounts service and Web API, strict where the real one is: the PKCE S256
// challenge is checked against the verifier, redirect URIs and client ids must match, user tokens expire,
// refresh tokens can be revoked, the track search takes only the app's client-credentials token, and a
// playlist takes tracks only from its owner. The state is open for tests to read and change.

export type StandInTrack = { id: string; name: string; artist: string; album: string };

const base62 = (bytes: number) =>
  randomBytes(bytes)
    .toString('base64')
    .replace(/[^0-9A-Za-z]/g, '')
    .padEnd(22, 'x')
    .slice(0, 22);

/** A small catalogue the search answers from (ids are 22-character base-62, as Spotify's). */
export const CATALOGUE: StandInTrack[] = [
  ['Dancing Queen', 'ABBA', 'Arrival'],
  ['Waterloo', 'ABBA', 'Waterloo'],
  ['Mamma Mia', 'ABBA', 'ABBA'],
  ['Take On Me', 'a-ha', 'Hunting High and Low'],
  ['September', 'Earth, Wind & Fire', 'The Best of Earth, Wind & Fire'],
  ["Don't Stop Me Now", 'Queen', 'Jazz'],
  ['Bohemian Rhapsody', 'Queen', 'A Night at the Opera'],
  ['Le Freak', 'Chic', "C'est Chic"],
  // A long one, as classical recordings are: a result must wrap, not widen a phone's RSVP sheet (issue 38).
  [
    "Symphony No. 9 in D Minor, Op. 125 'Choral': IV. Presto – Allegro assai – Andante maestoso – Allegro energico, sempre ben marcato",
    'Berliner Philharmoniker, Herbert von Karajan, Gundula Janowitz, Hilde Rössel-Majdan',
    'Beethoven: Symphonies Nos. 1–9 (Complete Recordings, Remastered Anniversary Edition)',
  ],
].map(([name, artist, album], i) => ({
  id: `track${String(i).padStart(2, '0')}${'A'.repeat(15)}`,
  name: name!,
  artist: artist!,
  album: album!,
}));

type UserToken = { userId: string; expiresAt: number };

export async function startSpotifyStandIn(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { challenge: string; redirectUri: string; userId: string }>();
  const userTokens = new Map<string, UserToken>();
  const refreshTokens = new Map<string, string>();
  const appTokens = new Set<string>();
  const playlists = new Map<
    string,
    { owner: string; name: string; collaborative: boolean; uris: string[] }
  >();
  const requests: { method: string; path: string }[] = [];
  const settings = {
    /** Seconds a user's access token lives. */
    userTokenLifetime: 3600,
    /** The Spotify account that consents at /authorize. */
    userId: 'host-spotify-id',
    displayName: 'Host on Spotify',
    /** Whether the token endpoint issues a refresh token with a code exchange. */
    issueRefreshToken: true,
  };
  let counters = { refreshes: 0, codeExchanges: 0, clientCredentials: 0 };

  const issueUserToken = (userId: string) => {
    const token = `user-${randomBytes(12).toString('hex')}`;
    userTokens.set(token, { userId, expiresAt: Date.now() + settings.userTokenLifetime * 1000 });
    return token;
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const user = () => {
        const token = userTokens.get(bearer);
        return token && token.expiresAt > Date.now() ? token.userId : null;
      };

      if (req.method === 'GET' && url.pathname === '/authorize') {
        const p = url.searchParams;
        if (
          p.get('client_id') !== options.clientId ||
          p.get('response_type') !== 'code' ||
          p.get('code_challenge_method') !== 'S256' ||
          !p.get('code_challenge') ||
          !p.get('redirect_uri')
        ) {
          return send(400, { error: 'invalid_request' });
        }
        const code = `code-${randomBytes(8).toString('hex')}`;
        codes.set(code, {
          challenge: p.get('code_challenge')!,
          redirectUri: p.get('redirect_uri')!,
          userId: settings.userId,
        });
        const back = new URL(p.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', p.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }

      if (req.method === 'POST' && url.pathname === '/api/token') {
        const form = new URLSearchParams(body);
        const grant = form.get('grant_type');
        if (grant === 'client_credentials') {
          const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
          if (req.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
          counters.clientCredentials++;
          const token = `app-${randomBytes(12).toString('hex')}`;
          appTokens.add(token);
          return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
        }
        if (form.get('client_id') !== options.clientId) return send(400, { error: 'invalid_client' });
        if (grant === 'authorization_code') {
          const stored = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const challenge = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          if (!stored || stored.challenge !== challenge || stored.redirectUri !== form.get('redirect_uri')) {
            return send(400, { error: 'invalid_grant' });
          }
          counters.codeExchanges++;
          const refresh = `refresh-${randomBytes(12).toString('hex')}`;
          refreshTokens.set(refresh, stored.userId);
          return send(200, {
            access_token: issueUserToken(stored.userId),
            token_type: 'Bearer',
            expires_in: settings.userTokenLifetime,
            ...(settings.issueRefreshToken ? { refresh_token: refresh } : {}),
          });
        }
        if (grant === 'refresh_token') {
          const userId = refreshTokens.get(form.get('refresh_token') ?? '');
          if (!userId) return send(400, { error: 'invalid_grant' });
          counters.refreshes++;
          return send(200, {
            access_token: issueUserToken(userId),
            token_type: 'Bearer',
            expires_in: settings.userTokenLifetime,
          });
        }
        return send(400, { error: 'unsupported_grant_type' });
      }

      if (req.method === 'GET' && url.pathname === '/v1/me') {
        const userId = user();
        if (!userId) return send(401, { error: { status: 401, message: 'The access token expired' } });
        return send(200, { id: userId, display_name: settings.displayName });
      }

      const createMatch = /^\/v1\/users\/([^/]+)\/playlists$/.exec(url.pathname);
      if (req.method === 'POST' && createMatch) {
        const userId = user();
        if (!userId) return send(401, { error: { status: 401 } });
        if (decodeURIComponent(createMatch[1]!) !== userId) return send(403, { error: { status: 403 } });
        const json = JSON.parse(body || '{}') as { name?: string; collaborative?: boolean };
        const id = base62(24);
        playlists.set(id, {
          owner: userId,
          name: json.name ?? '',
          collaborative: !!json.collaborative,
          uris: [],
        });
        return send(201, {
          id,
          name: json.name,
          external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
        });
      }

      const tracksMatch = /^\/v1\/playlists\/([^/]+)\/tracks$/.exec(url.pathname);
      if (req.method === 'POST' && tracksMatch) {
        const userId = user();
        if (!userId) return send(401, { error: { status: 401 } });
        const playlist = playlists.get(decodeURIComponent(tracksMatch[1]!));
        if (!playlist) return send(404, { error: { status: 404 } });
        if (playlist.owner !== userId) return send(403, { error: { status: 403 } });
        const json = JSON.parse(body || '{}') as { uris?: string[] };
        playlist.uris.push(...(json.uris ?? []));
        return send(201, { snapshot_id: base62(16) });
      }

      if (req.method === 'GET' && url.pathname === '/v1/search') {
        if (!appTokens.has(bearer)) return send(401, { error: { status: 401 } });
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const items = CATALOGUE.filter((t) => `${t.name} ${t.artist}`.toLowerCase().includes(q))
          .slice(0, limit)
          .map((t) => ({
            uri: `spotify:track:${t.id}`,
            name: t.name,
            artists: [{ name: t.artist }],
            album: { name: t.album, images: [{ url: `https://i.scdn.co/image/${t.id}`, width: 300 }] },
          }));
        return send(200, { tracks: { items } });
      }

      send(404, { error: { status: 404, message: `no route ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    settings,
    playlists,
    requests,
    get counters() {
      return counters;
    },
    resetCounters: () => {
      counters = { refreshes: 0, codeExchanges: 0, clientCredentials: 0 };
    },
    /** Every user access token handed out so far stops working (as when an hour has passed). */
    expireUserTokens: () => {
      for (const token of userTokens.values()) token.expiresAt = 0;
    },
    /** The user took the app's access away: refresh tokens are refused. */
    revokeRefreshTokens: () => refreshTokens.clear(),
    /** The env the app needs to use this stand-in. */
    env: (key = 'music-token-key-for-tests') => ({
      SPOTIFY_CLIENT_ID: options.clientId,
      SPOTIFY_CLIENT_SECRET: options.clientSecret,
      SPOTIFY_ACCOUNTS_URL: url,
      SPOTIFY_API_URL: url,
      MUSIC_TOKEN_KEY: key,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SpotifyStandIn = Awaited<ReturnType<typeof startSpotifyStandIn>>;
