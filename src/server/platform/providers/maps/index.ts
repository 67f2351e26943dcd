import type { Env } from '../../env';
import { GoogleMaps } from './google';
import { LocalMaps } from './local';
import type { MapsProvider } from './types';

export type { MapsProvider } from './types';

export { MapsError } from './errors';

const providers = new WeakMap<Env, MapsProvider>();

/** One provider per configuration, created on first use. */
export function mapsProviderFor(env: Env): MapsProvider {
  let provider = providers.get(env);
  if (!provider) {
    provider = env.GOOGLE_MAPS_API_KEY
      ? new GoogleMaps(env.GOOGLE_MAPS_API_KEY, env.GOOGLE_MAPS_API_URL)
      : new LocalMaps();
    providers.set(env, provider);
  }
  return provider;
}
