import { type Env, publicUrl } from '../../env';
import { SpotifyMusic } from './spotify';
import type { MusicService } from './types';

export { MusicError } from './errors';
export type { MusicService, MusicTokens } from './types';

/** Where Spotify serves album art from: the page's CSP lets these images in when Spotify is set up. */
export const SPOTIFY_IMAGE_SOURCES = ['https://i.scdn.co', 'https://*.spotifycdn.com'];

/** The path Spotify returns the browser to (spec: /oauth/{authType}). */
export const MUSIC_CALLBACK_PATH = '/oauth/spotify';

const services = new WeakMap<Env, MusicService | null>();

/**
 * The configured music service, created once per configuration; null when none is set up (then the editor's
 * music block and song requests stay hidden: a playlist needs a real streaming account, which has no local
 * stand-in that guests could listen to).
 */
export function musicServiceFor(env: Env): MusicService | null {
  if (!services.has(env)) {
    const { SPOTIFY_CLIENT_ID: clientId, SPOTIFY_CLIENT_SECRET: clientSecret } = env;
    services.set(
      env,
      clientId && clientSecret
        ? new SpotifyMusic({
            clientId,
            clientSecret,
            redirectUri: `${publicUrl(env)}${MUSIC_CALLBACK_PATH}`,
            accountsUrl: env.SPOTIFY_ACCOUNTS_URL,
            apiUrl: env.SPOTIFY_API_URL,
          })
        : null,
    );
  }
  return services.get(env) ?? null;
}
