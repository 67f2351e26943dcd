import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Song } from '../../db/schema';
import { MusicError } from './errors';
import type { CreatedPlaylist, MusicProfile, MusicService, MusicTokens } from './types';

// Spotify's accounts service and Web API (spec section 7): the authorization-code flow with PKCE for the
// host (a public-client token request: client_id and code_verifier, no secret), client credentials for the
// server's track search, /v1/me, playlist creation (collaborative) and adding tracks. Every call is bounded.

export type SpotifySettings = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accountsUrl: string;
  apiUrl: string;
};

/** Profile, e-mail and playlist changes (spec: private profile, e-mail and playlist modification). */
export const SPOTIFY_SCOPES = [
  'user-read-private',
  'user-read-email',
  'playlist-modify-public',
  'playlist-modify-private',
];

const CALL_TIMEOUT_MS = 10_000;

type TokenReply = { access_token?: string; refresh_token?: string; expires_in?: number; error?: string };
type SpotifyTrack = {
  uri?: string;
  name?: string;
  artists?: { name?: string }[];
  album?: { name?: string; images?: { url?: string; width?: number }[] };
};

const trim = (url: string) => url.replace(/\/$/, '');

function songOf(track: SpotifyTrack): Song | null {
  if (!track.uri || !track.name) return null;
  const images = track.album?.images ?? [];
  // The smallest picture that is at least 64 px wide (Spotify lists them largest first).
  const image = [...images].reverse().find((i) => (i.width ?? 0) >= 64) ?? images[0];
  return {
    songUri: track.uri,
    songName: track.name,
    artistName: (track.artists ?? [])
      .map((a) => a.name)
      .filter(Boolean)
      .join(', '),
    ...(track.album?.name ? { albumName: track.album.name } : {}),
    ...(image?.url ? { imageUrl: image.url } : {}),
  };
}

export class SpotifyMusic implements MusicService {
  readonly name = 'spotify' as const;
  private readonly oauth: OAuth2Client;
  private searchToken: { value: string; expiresAt: number } | null = null;

  constructor(private readonly settings: SpotifySettings) {
    this.oauth = new OAuth2Client(settings.clientId, null, settings.redirectUri);
  }

  authorizationUrl(state: string, codeVerifier: string): URL {
    return this.oauth.createAuthorizationURLWithPKCE(
      `${trim(this.settings.accountsUrl)}/authorize`,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      SPOTIFY_SCOPES,
    );
  }

  exchangeCode(code: string, codeVerifier: string): Promise<MusicTokens> {
    return this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      client_id: this.settings.clientId,
      code_verifier: codeVerifier,
    });
  }

  async refresh(refreshToken: string): Promise<MusicTokens> {
    const tokens = await this.tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.settings.clientId,
    });
    // Spotify may keep the refresh token as it was: then the old one stays valid.
    return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
  }

  async profile(accessToken: string): Promise<MusicProfile> {
    const me = await this.api<{ id?: string; display_name?: string | null }>(accessToken, 'GET', '/v1/me');
    if (!me.id) throw new MusicError('unavailable', 'Spotify /v1/me answered without an id');
    return { id: me.id, displayName: me.display_name ?? null };
  }

  async createPlaylist(
    accessToken: string,
    ownerId: string,
    name: string,
    description: string,
  ): Promise<CreatedPlaylist> {
    const created = await this.api<{ id?: string; external_urls?: { spotify?: string } }>(
      accessToken,
      'POST',
      `/v1/users/${encodeURIComponent(ownerId)}/playlists`,
      { name, description, collaborative: true, public: false },
    );
    if (!created.id) throw new MusicError('unavailable', 'Spotify created a playlist without an id');
    return { id: created.id, url: created.external_urls?.spotify ?? null };
  }

  async addTracks(accessToken: string, playlistId: string, uris: string[]): Promise<void> {
    // Spotify takes at most 100 tracks per call.
    for (let i = 0; i < uris.length; i += 100) {
      await this.api(accessToken, 'POST', `/v1/playlists/${encodeURIComponent(playlistId)}/tracks`, {
        uris: uris.slice(i, i + 100),
      });
    }
  }

  async searchTracks(query: string, limit: number): Promise<Song[]> {
    const params = new URLSearchParams({ q: query, type: 'track', limit: String(limit) });
    const found = await this.api<{ tracks?: { items?: SpotifyTrack[] } }>(
      await this.clientToken(),
      'GET',
      `/v1/search?${params}`,
    ).catch((error: unknown) => {
      // A rejected client token (rotated secret): forget it so the next search asks for a new one.
      if (error instanceof MusicError && error.kind === 'revoked') this.searchToken = null;
      throw error;
    });
    return (found.tracks?.items ?? [])
      .map(songOf)
      .filter((s): s is Song => s !== null)
      .slice(0, limit);
  }

  /** The server's own token (client credentials), kept until a minute before it expires. */
  private async clientToken(): Promise<string> {
    if (this.searchToken && this.searchToken.expiresAt > Date.now() + 60_000) return this.searchToken.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const tokens = await this.tokenRequest({ grant_type: 'client_credentials' }, `Basic ${basic}`);
    this.searchToken = {
      value: tokens.accessToken,
      expiresAt: tokens.expiresAt?.getTime() ?? Date.now() + 3600_000,
    };
    return tokens.accessToken;
  }

  private async tokenRequest(form: Record<string, string>, authorization?: string): Promise<MusicTokens> {
    const response = await this.send(`${trim(this.settings.accountsUrl)}/api/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as TokenReply;
    if (!response.ok || !body.access_token) {
      // invalid_grant: the code or refresh token is no longer good; the host must authorize again.
      const kind = body.error === 'invalid_grant' ? 'revoked' : 'unavailable';
      throw new MusicError(kind, `Spotify token request failed: ${response.status} ${body.error ?? ''}`);
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: body.expires_in ? new Date(Date.now() + body.expires_in * 1000) : null,
    };
  }

  private async api<T = unknown>(
    accessToken: string,
    method: string,
    path: string,
    json?: unknown,
  ): Promise<T> {
    const response = await this.send(`${trim(this.settings.apiUrl)}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (response.status === 401) throw new MusicError('revoked', `Spotify ${method} ${path}: 401`);
    if (!response.ok) throw new MusicError('unavailable', `Spotify ${method} ${path}: ${response.status}`);
    return (await response.json().catch(() => ({}))) as T;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (cause) {
      throw new MusicError('unavailable', `Spotify unreachable: ${String(cause)}`, { cause });
    }
  }
}
