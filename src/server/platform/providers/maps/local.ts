// The built-in maps provider, so the editor works with no key and no network: the typed text is read as a
// structured address (the suggestion is that reading), a manual entry travels inside its place id, its city is
// looked up in the offline gazetteer for coordinates, and the time zone of coordinates comes from geo-tz's
// offline boundary data.
import { find } from 'geo-tz';
import {
  type ManualPlace,
  manualPlaceId,
  parseManualAddress,
  placeFromManual,
  readManualPlaceId,
} from '../../../../shared/places/rules';
import { isValidTimeZone } from '../../../../shared/events/schema';
import { addressLine } from '../../../../shared/events/eventAddress';
import type { PlacePrediction, PlaceResult } from '../../../../shared/places/schema';
import { MapsError } from './errors';
import { findCities, findCity } from './gazetteer';
import type { MapsProvider } from './types';

export class LocalMaps implements MapsProvider {
  readonly name = 'local';

  async autocomplete(input: string): Promise<PlacePrediction[]> {
    const parsed = parseManualAddress(input);
    if (!(parsed.address1 ?? parsed.city)) return [];
    return readingsOf(parsed).map(prediction);
  }

  async details(placeId: string): Promise<PlaceResult> {
    const manual = readManualPlaceId(placeId);
    if (!manual) throw new MapsError('Unknown place', 'not_found');
    return placeFromManual(withCityCoordinates(manual));
  }

  async timeZone(lat: number, lng: number): Promise<string> {
    const zone = find(lat, lng).find(isValidTimeZone);
    // Open sea answers 'Etc/GMT+n' zones; those are real but no party is there, so the browser's zone wins.
    if (!zone || zone.startsWith('Etc/')) throw new MapsError('No time zone at that point', 'not_found');
    return zone;
  }
}

const MAX_PREDICTIONS = 3;

/** A place's suggestion: the street or venue first, the rest of the address as the second line. */
function prediction(place: ManualPlace): PlacePrediction {
  const mainText = place.address1 ?? place.city ?? '';
  const rest = addressLine({ ...place, address1: undefined });
  const secondaryText = [rest, place.country].filter(Boolean).join(', ');
  return {
    placeId: manualPlaceId(place),
    description: [mainText, secondaryText].filter(Boolean).join(', '),
    mainText,
    secondaryText,
  };
}

/**
 * The typed address as written; when it names a city but neither region nor country and the gazetteer knows
 * several ('Portland'), one suggestion per likely city instead, most populous first, each naming its state
 * (US) and country so the host picks the right one.
 */
function readingsOf(parsed: ManualPlace): ManualPlace[] {
  if (!parsed.city || parsed.admin1 || parsed.country) return [parsed];
  const seen = new Set<string>();
  const cities = findCities({ city: parsed.city }, 20).filter((city) => {
    const key = `${city.country}/${city.admin}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (cities.length < 2) return [parsed];
  return cities.slice(0, MAX_PREDICTIONS).map((city) => ({
    ...parsed,
    ...(city.country === 'US' ? { admin1: city.admin } : {}),
    country: city.country,
  }));
}

/** A manual entry without coordinates gets those of its city (or, for a bare town, of the town itself). */
function withCityCoordinates(place: ManualPlace): ManualPlace {
  if (place.lat !== undefined && place.lng !== undefined) return place;
  const city = place.city ?? (place.address1 && !/\d/.test(place.address1) ? place.address1 : undefined);
  if (!city) return place;
  const found =
    findCity({ city, region: place.admin1, country: place.country }) ?? cityBeforeRegion(city, place.country);
  return found ? { ...place, lat: found.lat, lng: found.lng } : place;
}

/** 'Sydney NSW' (a region written before the postcode, left with the town): the town in that region. */
function cityBeforeRegion(text: string, country: string | undefined) {
  const match = /^(.+?)\s+(\S+)$/.exec(text);
  return match ? findCity({ city: match[1]!, region: match[2], country }) : undefined;
}
