import type { Song } from '../../db/schema';

/** Tokens of one user's connection; expiresAt null when the service did not say. */
export type MusicTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

export type MusicProfile = { id: string; displayName: string | null };

export type CreatedPlaylist = { id: string; url: string | null };

/**
 * The music-streaming service (spec section 7, third-party calls): the host's authorization-code flow with
 * PKCE, their playlists, and the server's own track search.
 */
export interface MusicService {
  readonly name: 'spotify';
  /** Where the browser goes to grant access (PKCE S256 challenge of codeVerifier). */
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<MusicTokens>;
  refresh(refreshToken: string): Promise<MusicTokens>;
  profile(accessToken: string): Promise<MusicProfile>;
  createPlaylist(
    accessToken: string,
    ownerId: string,
    name: string,
    description: string,
  ): Promise<CreatedPlaylist>;
  addTracks(accessToken: string, playlistId: string, uris: string[]): Promise<void>;
  /** With the server's client-credentials token, never a host's. */
  searchTracks(query: string, limit: number): Promise<Song[]>;
}
