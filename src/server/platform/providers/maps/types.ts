import type { MapsProviderName, PlacePrediction, PlaceResult } from '../../../../shared/places/schema';

/** Address search, place details and time zones: Google Maps with a key, the built-in provider without. */
export interface MapsProvider {
  readonly name: MapsProviderName;
  autocomplete(input: string, sessionToken?: string): Promise<PlacePrediction[]>;
  /** The place behind an autocomplete prediction; throws MapsError when there is none. */
  details(placeId: string, sessionToken?: string): Promise<PlaceResult>;
  /** The IANA zone at a point, for the moment `timestampMs`; throws MapsError when unknown. */
  timeZone(lat: number, lng: number, timestampMs: number): Promise<string>;
}
