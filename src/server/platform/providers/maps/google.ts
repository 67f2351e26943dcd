// Google Maps Platform over HTTP: Places Autocomplete, Place Details and the Time Zone API. The base URL is a
// setting so tests can point it at a local stand-in server.
import type { AddressComponent, PlacePrediction, PlaceResult } from '../../../../shared/places/schema';
import { MapsError } from './errors';
import type { MapsProvider } from './types';

const TIMEOUT_MS = 10_000;
const DETAIL_FIELDS = 'name,address_components,formatted_address,geometry';

type GoogleAnswer = { status?: string; error_message?: string };
type AutocompleteAnswer = GoogleAnswer & {
  predictions?: Array<{
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }>;
};
type DetailsAnswer = GoogleAnswer & {
  result?: {
    name?: string;
    formatted_address?: string;
    address_components?: AddressComponent[];
    geometry?: { location?: { lat: number; lng: number } };
  };
};
type TimeZoneAnswer = GoogleAnswer & { timeZoneId?: string };

export class GoogleMaps implements MapsProvider {
  readonly name = 'google';

  constructor(
    private readonly key: string,
    private readonly baseUrl: string,
  ) {}

  private async get<T extends GoogleAnswer>(path: string, params: Record<string, string | undefined>) {
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, value);
    url.searchParams.set('key', this.key);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new MapsError(`Maps service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new MapsError(`Maps service answered HTTP ${response.status}`);
    const body = (await response.json()) as T;
    if (body.status === 'ZERO_RESULTS' || body.status === 'NOT_FOUND') {
      throw new MapsError('No place found', 'not_found');
    }
    if (body.status !== 'OK') {
      throw new MapsError(
        `Maps service status ${body.status ?? 'missing'}: ${body.error_message ?? ''}`.trim(),
      );
    }
    return body;
  }

  async autocomplete(input: string, sessionToken?: string): Promise<PlacePrediction[]> {
    try {
      const body = await this.get<AutocompleteAnswer>('/maps/api/place/autocomplete/json', {
        input,
        sessiontoken: sessionToken,
      });
      return (body.predictions ?? []).map((p) => ({
        placeId: p.place_id,
        description: p.description,
        mainText: p.structured_formatting?.main_text ?? p.description,
        secondaryText: p.structured_formatting?.secondary_text ?? '',
      }));
    } catch (error) {
      if (error instanceof MapsError && error.kind === 'not_found') return [];
      throw error;
    }
  }

  async details(placeId: string, sessionToken?: string): Promise<PlaceResult> {
    const body = await this.get<DetailsAnswer>('/maps/api/place/details/json', {
      place_id: placeId,
      fields: DETAIL_FIELDS,
      sessiontoken: sessionToken,
    });
    const result = body.result;
    if (!result) throw new MapsError('No place found', 'not_found');
    const location = result.geometry?.location;
    return {
      name: result.name ?? '',
      formattedAddress: result.formatted_address ?? '',
      addressComponents: (result.address_components ?? []).map((c) => ({
        long_name: String(c.long_name ?? ''),
        short_name: String(c.short_name ?? c.long_name ?? ''),
        types: Array.isArray(c.types) ? c.types.map(String) : [],
      })),
      geometry:
        location && Number.isFinite(location.lat) && Number.isFinite(location.lng)
          ? { lat: location.lat, lng: location.lng }
          : null,
    };
  }

  async timeZone(lat: number, lng: number, timestampMs: number): Promise<string> {
    const body = await this.get<TimeZoneAnswer>('/maps/api/timezone/json', {
      location: `${lat},${lng}`,
      timestamp: String(Math.floor(timestampMs / 1000)),
    });
    if (!body.timeZoneId) throw new MapsError('No time zone in the answer', 'not_found');
    return body.timeZoneId;
  }
}
