import { describe, expect, it } from 'vitest';
import {
  isAcceptablePlace,
  locationFromPlace,
  locationLabel,
  manualPlaceId,
  parseManualAddress,
  placeFromManual,
  readManualPlaceId,
} from './rules';

const c = (long_name: string, types: string[], short_name = long_name) => ({ long_name, short_name, types });

describe('isAcceptablePlace (spec: not merely a locality, region or country)', () => {
  it('refuses a city, a region or a country on their own', () => {
    expect(
      isAcceptablePlace([
        c('San Francisco', ['locality', 'political']),
        c('San Francisco County', ['administrative_area_level_2', 'political']),
        c('California', ['administrative_area_level_1', 'political'], 'CA'),
        c('United States', ['country', 'political'], 'US'),
      ]),
    ).toBe(false);
    expect(isAcceptablePlace([c('France', ['country', 'political'])])).toBe(false);
    expect(isAcceptablePlace([c('Brooklyn', ['sublocality_level_1', 'sublocality', 'political'])])).toBe(
      false,
    );
    expect(isAcceptablePlace([])).toBe(false);
  });

  it('accepts a street, a venue, a neighbourhood or a postal code', () => {
    expect(
      isAcceptablePlace([c('Main Street', ['route']), c('Springfield', ['locality', 'political'])]),
    ).toBe(true);
    expect(isAcceptablePlace([c('Mission', ['neighborhood', 'political'])])).toBe(true);
    expect(isAcceptablePlace([c('94103', ['postal_code'])])).toBe(true);
  });
});

describe('locationFromPlace', () => {
  const place = {
    name: 'Blue Bottle Coffee',
    formattedAddress: '66 Mint St, San Francisco, CA 94103, USA',
    addressComponents: [
      c('66', ['street_number']),
      c('Mint Street', ['route'], 'Mint St'),
      c('Suite 2', ['subpremise']),
      c('San Francisco', ['locality', 'political']),
      c('California', ['administrative_area_level_1', 'political'], 'CA'),
      c('United States', ['country', 'political'], 'US'),
      c('94103', ['postal_code']),
    ],
    geometry: { lat: 37.78, lng: -122.41 },
  };

  it('maps the components onto the Location fields and shows the venue before its address', () => {
    expect(locationFromPlace(place)).toEqual({
      displayName: 'Blue Bottle Coffee, 66 Mint St, San Francisco, CA 94103, USA',
      address: {
        address1: '66 Mint Street',
        address2: 'Suite 2',
        city: 'San Francisco',
        admin1: 'CA',
        postalCode: '94103',
        country: 'US',
      },
      lat: 37.78,
      lng: -122.41,
    });
  });

  it('shows just the formatted address when the name is the street, and leaves placeName to the host', () => {
    const street = { ...place, name: '66 Mint Street', geometry: null };
    const location = locationFromPlace(street);
    expect(location.displayName).toBe('66 Mint St, San Francisco, CA 94103, USA');
    expect(location.placeName).toBeUndefined();
    expect(location.lat).toBeUndefined();
  });

  it('labels a location by its display name, else by its address', () => {
    expect(locationLabel({ address: { address1: '1 Main St', city: 'Springfield' } })).toBe(
      '1 Main St, Springfield',
    );
    expect(locationLabel(null)).toBe('');
  });
});

describe('manual entries of the built-in provider', () => {
  it('reads a one-line US address', () => {
    expect(parseManualAddress('12 Elm St, Apt 3, Springfield, IL 62701, USA')).toEqual({
      address1: '12 Elm St',
      address2: 'Apt 3',
      city: 'Springfield',
      admin1: 'IL',
      postalCode: '62701',
      country: 'USA',
    });
    expect(parseManualAddress('12 Elm St, Springfield, IL')).toEqual({
      address1: '12 Elm St',
      city: 'Springfield',
      admin1: 'IL',
    });
  });

  it('reads other countries and venues', () => {
    expect(parseManualAddress('10 Downing St, London SW1A 2AA, United Kingdom')).toEqual({
      address1: '10 Downing St',
      city: 'London',
      postalCode: 'SW1A 2AA',
      country: 'United Kingdom',
    });
    expect(parseManualAddress('Central Park, New York')).toEqual({
      address1: 'Central Park',
      city: 'New York',
    });
  });

  it('treats a lone town or a town and region as an area, which the acceptance rule refuses', () => {
    const town = parseManualAddress('Springfield, IL');
    expect(town).toEqual({ city: 'Springfield', admin1: 'IL' });
    expect(isAcceptablePlace(placeFromManual(town).addressComponents)).toBe(false);
    expect(isAcceptablePlace(placeFromManual(parseManualAddress('France')).addressComponents)).toBe(false);
    expect(isAcceptablePlace(placeFromManual(parseManualAddress('12 Elm St')).addressComponents)).toBe(true);
  });

  it('round-trips through a place id, keeps coordinates only in pairs and rejects junk', () => {
    const entry = { address1: '1 Rue de Rivoli', city: 'Paris', country: 'France', lat: 48.86, lng: 2.35 };
    expect(readManualPlaceId(manualPlaceId(entry))).toEqual(entry);
    expect(readManualPlaceId(manualPlaceId({ address1: 'Café Ünïcode 🎉', lat: 10 }))).toEqual({
      address1: 'Café Ünïcode 🎉',
    });
    expect(readManualPlaceId('ChIJ-google-place')).toBeNull();
    expect(readManualPlaceId('manual:!!!')).toBeNull();
    expect(readManualPlaceId(`manual:${btoa('[1,2]')}`)).toBeNull();
  });

  it('gives a place result with coordinates as geometry', () => {
    const place = placeFromManual({ address1: '1 Rue de Rivoli', city: 'Paris', lat: 48.86, lng: 2.35 });
    expect(place.geometry).toEqual({ lat: 48.86, lng: 2.35 });
    expect(place.formattedAddress).toBe('1 Rue de Rivoli, Paris');
    expect(locationFromPlace(place)).toEqual({
      displayName: '1 Rue de Rivoli, Paris',
      address: { address1: '1 Rue de Rivoli', city: 'Paris' },
      lat: 48.86,
      lng: 2.35,
    });
  });
});
