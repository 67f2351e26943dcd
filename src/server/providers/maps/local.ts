// The built-in maps provider, so the editor works with no key and no network: the typed text is read as a
// structured address (the suggestion is that reading), a manual entry travels inside its place id, and the
// time zone of coordinates comes from geo-tz's offline boundary data.
import { find } from 'geo-tz';
import {
  manualPlaceId,
  parseManualAddress,
  placeFromManual,
  readManualPlaceId,
} from '../../../shared/rules/places';
import { isValidTimeZone } from '../../../shared/schemas/events';
import { addressLine } from '../../../shared/rules/eventAddress';
import type { PlacePrediction, PlaceResult } from '../../../shared/schemas/places';
import { MapsError } from './errors';
import type { MapsProvider } from './index';

export class LocalMaps implements MapsProvider {
  readonly name = 'local';

  async autocomplete(input: string): Promise<PlacePrediction[]> {
    const parsed = parseManualAddress(input);
    const mainText = parsed.address1 ?? parsed.city ?? '';
    if (!mainText) return [];
    const rest = addressLine({ ...parsed, address1: undefined });
    const secondaryText = [rest, parsed.country].filter(Boolean).join(', ');
    return [
      {
        placeId: manualPlaceId(parsed),
        description: [mainText, secondaryText].filter(Boolean).join(', '),
        mainText,
        secondaryText,
      },
    ];
  }

  async details(placeId: string): Promise<PlaceResult> {
    const manual = readManualPlaceId(placeId);
    if (!manual) throw new MapsError('Unknown place', 'not_found');
    return placeFromManual(manual);
  }

  async timeZone(lat: number, lng: number): Promise<string> {
    const zone = find(lat, lng).find(isValidTimeZone);
    // Open sea answers 'Etc/GMT+n' zones; those are real but no party is there, so the browser's zone wins.
    if (!zone || zone.startsWith('Etc/')) throw new MapsError('No time zone at that point', 'not_found');
    return zone;
  }
}
