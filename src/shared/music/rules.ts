// Pure rules of the music flow (spec section 4, "Music flow") shared by server and client.
import { MUSIC_COPY } from './copy';

/** The playlist is named after the party, or 'Untitled Party'. */
export function playlistNameFor(title: string | null | undefined): string {
  const name = (title ?? '').replace(/\s+/g, ' ').trim();
  return name || MUSIC_COPY.untitledPlaylist;
}

/** Spotify track URIs: `spotify:track:` and a 22-character base-62 id. Nothing else reaches a playlist. */
export const TRACK_URI = /^spotify:track:[0-9A-Za-z]{22}$/;
export const isTrackUri = (uri: string): boolean => TRACK_URI.test(uri);

/** A token is refreshed a minute before it expires, so a call never starts with one about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/** Spec: refresh when the access token is missing, empty or expired. */
export function accessTokenUsable(
  token: { accessToken: string | null; expiresAt: Date | null },
  now: Date,
): boolean {
  if (!token.accessToken) return false;
  if (!token.expiresAt) return true;
  return token.expiresAt.getTime() - TOKEN_REFRESH_MARGIN_MS > now.getTime();
}

/** Where /oauth/{authType} returns to: only a path of this site (never another origin), else '/'. */
export function safeReturnPath(stored: string | null | undefined): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.includes('\\')) return '/';
  return stored;
}
