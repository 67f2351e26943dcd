import type { MapsProviderName, PlacePrediction, PlaceResult } from '../../../../shared/places/schema';
import type { Env } from '../../env';
import { GoogleMaps } from './google';
import { LocalMaps } from './local';

export { MapsError } from './errors';

/** Address search, place details and time zones: Google Maps with a key, the built-in provider without. */
export interface MapsProvider {
  readonly name: MapsProviderName;
  autocomplete(input: string, sessionToken?: string): Promise<PlacePrediction[]>;
  /** The place behind an autocomplete prediction; throws MapsError when there is none. */
  details(placeId: string, sessionToken?: string): Promise<PlaceResult>;
  /** The IANA zone at a point, for the moment `timestampMs`; throws MapsError when unknown. */
  timeZone(lat: number, lng: number, timestampMs: number): Promise<string>;
}

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
