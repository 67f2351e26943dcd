// Pure helpers for places: the spec's acceptance rule, turning a place result into the event's Location, the
// Location's one-line address, and the built-in (offline) provider's manual entries.
import type { EventLocation } from '../events/schema';
import type { AddressComponent, PlaceResult } from './schema';
import { addressLine } from '../events/eventAddress';
import { fromBase64, toBase64Url } from '../auth/loginRedirect';

/** Component types that only name an area: a locality, a region or a country. */
const AREA_TYPE =
  /^(political|locality|sublocality(_level_\d)?|postal_town|colloquial_area|administrative_area_level_\d|country)$/;

/** Spec section 5: a lookup is accepted only when some address component is more than a locality, region or country. */
export function isAcceptablePlace(components: readonly AddressComponent[]): boolean {
  return components.some((component) => component.types.some((type) => !AREA_TYPE.test(type)));
}

function component(components: readonly AddressComponent[], type: string, short = false): string | undefined {
  const found = components.find((c) => c.types.includes(type));
  return found ? (short ? found.short_name : found.long_name) : undefined;
}

const compact = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The event's Location from a place result. displayName is what the address field shows (the place's name
 * before its formatted address for a venue); placeName is left for the host's own venue name ('AKA').
 */
export function locationFromPlace(place: PlaceResult): EventLocation {
  const c = place.addressComponents;
  const streetNumber = component(c, 'street_number');
  const route = component(c, 'route');
  const street = [streetNumber, route].filter(Boolean).join(' ');
  const address1 = street || component(c, 'premise') || component(c, 'establishment') || place.name;
  const city =
    component(c, 'locality') ??
    component(c, 'postal_town') ??
    component(c, 'sublocality') ??
    component(c, 'administrative_area_level_2');
  const address = compact({
    address1,
    address2: component(c, 'subpremise'),
    city,
    admin1: component(c, 'administrative_area_level_1', true),
    postalCode: component(c, 'postal_code'),
    country: component(c, 'country', true),
  });
  const formatted = place.formattedAddress || addressLine(address);
  const named = place.name && !formatted.startsWith(place.name) && place.name !== address1;
  return compact({
    displayName: named ? `${place.name}, ${formatted}` : formatted,
    address,
    lat: place.geometry?.lat,
    lng: place.geometry?.lng,
  });
}

/** What the address field shows for a chosen location. */
export function locationLabel(location: EventLocation | null | undefined): string {
  if (!location) return '';
  return location.displayName || addressLine(location.address);
}

// ---- The built-in provider's manual entries -------------------------------------------------------------

/** A structured address typed by hand, with coordinates when the host knows them. */
export type ManualPlace = {
  address1?: string;
  address2?: string;
  city?: string;
  admin1?: string;
  postalCode?: string;
  country?: string;
  lat?: number;
  lng?: number;
};

export const MANUAL_PLACE_PREFIX = 'manual:';

/** A manual entry as a place id, so it goes through the same details call (and acceptance rule) as any place. */
export function manualPlaceId(place: ManualPlace): string {
  return MANUAL_PLACE_PREFIX + toBase64Url(JSON.stringify(compact({ ...place })));
}

/** The manual entry inside a place id; null when the id is not one or is unreadable. */
export function readManualPlaceId(placeId: string): ManualPlace | null {
  if (!placeId.startsWith(MANUAL_PLACE_PREFIX)) return null;
  try {
    const json = fromBase64(placeId.slice(MANUAL_PLACE_PREFIX.length));
    if (json === null) return null;
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => {
      const v = record[key];
      return typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined;
    };
    const number = (key: string, limit: number) => {
      const v = record[key];
      return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit ? v : undefined;
    };
    const lat = number('lat', 90);
    const lng = number('lng', 180);
    return compact({
      address1: text('address1'),
      address2: text('address2'),
      city: text('city'),
      admin1: text('admin1'),
      postalCode: text('postalCode'),
      country: text('country'),
      ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
    });
  } catch {
    return null;
  }
}

/** A manual entry as a place result, with the component types a maps service would give those parts. */
export function placeFromManual(place: ManualPlace): PlaceResult {
  const parts: Array<[string | undefined, string[]]> = [
    [place.address1, ['route']],
    [place.address2, ['subpremise']],
    [place.city, ['locality', 'political']],
    [place.admin1, ['administrative_area_level_1', 'political']],
    [place.postalCode, ['postal_code']],
    [place.country, ['country', 'political']],
  ];
  const addressComponents = parts
    .filter((part): part is [string, string[]] => Boolean(part[0]))
    .map(([name, types]) => ({ long_name: name, short_name: name, types }));
  const address = addressLine(place);
  return {
    name: place.address1 ?? place.city ?? '',
    formattedAddress: place.country ? `${address}, ${place.country}` : address,
    addressComponents,
    geometry: place.lat !== undefined && place.lng !== undefined ? { lat: place.lat, lng: place.lng } : null,
  };
}

const COUNTRY_WORDS = new Set([
  'usa',
  'us',
  'u.s.',
  'u.s.a.',
  'uk',
  'u.k.',
  'united states',
  'united kingdom',
]);
let countryNames: Set<string> | undefined;

function isCountry(part: string): boolean {
  const lower = part.toLowerCase();
  if (COUNTRY_WORDS.has(lower)) return true;
  if (!countryNames) {
    countryNames = new Set();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) countryNames.add(name.toLowerCase());
      }
    }
  }
  return countryNames.has(lower);
}

/**
 * Reads a typed one-line address ('12 Elm St, Apt 3, Springfield, IL 62701, USA') into its parts. The first
 * part is the street or venue, then city, then region and postal code, then an optional country.
 */
export function parseManualAddress(text: string): ManualPlace {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const place: ManualPlace = {};
  if (parts.length > 1 && isCountry(parts[parts.length - 1]!)) place.country = parts.pop();
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const regionAndCode =
      /^(.*?)\s*\b(\d{4,6}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i.exec(last);
    if (regionAndCode) {
      parts.pop();
      place.postalCode = regionAndCode[2]!.toUpperCase();
      const region = regionAndCode[1]!.trim();
      // 'London SW1A 2AA': a town before a British postcode; 'IL 62701': a region before a ZIP code.
      if (region && parts.length >= 2 && region.length <= 3) place.admin1 = region;
      else if (region) parts.push(region);
    } else if (/^[A-Z]{2,3}$/.test(last) || (parts.length >= 3 && last.split(' ').length <= 3)) {
      place.admin1 = parts.pop();
    }
  }
  if (parts.length > 1) place.city = parts.pop();
  place.address1 = parts.shift();
  if (parts.length) place.address2 = parts.join(', ');
  // A single word-only part ('Springfield') is a town, not an address.
  if (!place.city && place.address1 && !/\d/.test(place.address1) && !place.postalCode) {
    return compact({ city: place.address1, admin1: place.admin1, country: place.country });
  }
  return compact({ ...place });
}
