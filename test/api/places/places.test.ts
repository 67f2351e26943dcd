import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualPlaceId } from '../../../src/shared/places/rules';
import { type RecordedRequest, startHttpStandIn } from '../../helpers/httpStandIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type StandIn = Awaited<ReturnType<typeof startHttpStandIn>>;

/** A tRPC query over HTTP, as the browser makes it; answers the data or the error. */
async function query(t: TestApp, path: string, input: unknown) {
  const res = await request(t.app)
    .get(`/api/trpc/${path}`)
    .query({ input: JSON.stringify(input) });
  return { status: res.status, data: res.body.result?.data, error: res.body.error };
}

const component = (long_name: string, types: string[], short_name = long_name) => ({
  long_name,
  short_name,
  types,
});

/** What Google's HTTP APIs answer, for the few places these tests use. */
function googleAnswer(req: RecordedRequest): { status: number; body: unknown } {
  const url = new URL(req.url, 'http://stand-in');
  const q = url.searchParams;
  if (url.pathname === '/maps/api/place/autocomplete/json') {
    if (q.get('input') === 'nowhere at all')
      return { status: 200, body: { status: 'ZERO_RESULTS', predictions: [] } };
    if (q.get('input') === 'denied') {
      return {
        status: 200,
        body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
      };
    }
    return {
      status: 200,
      body: {
        status: 'OK',
        predictions: [
          {
            place_id: 'venue-1',
            description: 'Blue Bottle Coffee, Mint Street, San Francisco, CA, USA',
            structured_formatting: {
              main_text: 'Blue Bottle Coffee',
              secondary_text: 'Mint Street, San Francisco, CA, USA',
            },
            types: ['cafe', 'establishment'],
          },
          {
            place_id: 'city-1',
            description: 'San Francisco, CA, USA',
            structured_formatting: { main_text: 'San Francisco', secondary_text: 'CA, USA' },
          },
        ],
      },
    };
  }
  if (url.pathname === '/maps/api/place/details/json') {
    const area = [
      component('San Francisco', ['locality', 'political']),
      component('San Francisco County', ['administrative_area_level_2', 'political']),
      component('California', ['administrative_area_level_1', 'political'], 'CA'),
      component('United States', ['country', 'political'], 'US'),
    ];
    if (q.get('place_id') === 'venue-1') {
      return {
        status: 200,
        body: {
          status: 'OK',
          result: {
            name: 'Blue Bottle Coffee',
            formatted_address: '66 Mint St, San Francisco, CA 94103, USA',
            address_components: [
              component('66', ['street_number']),
              component('Mint Street', ['route'], 'Mint St'),
              ...area,
              component('94103', ['postal_code']),
            ],
            geometry: { location: { lat: 37.7825, lng: -122.4075 } },
          },
        },
      };
    }
    if (q.get('place_id') === 'city-1') {
      return {
        status: 200,
        body: {
          status: 'OK',
          result: {
            name: 'San Francisco',
            formatted_address: 'San Francisco, CA, USA',
            address_components: area,
            geometry: { location: { lat: 37.7749, lng: -122.4194 } },
          },
        },
      };
    }
    return { status: 200, body: { status: 'NOT_FOUND' } };
  }
  if (url.pathname === '/maps/api/timezone/json') {
    if (q.get('location') === '0,-30') return { status: 200, body: { status: 'ZERO_RESULTS' } };
    return {
      status: 200,
      body: { status: 'OK', timeZoneId: 'America/Los_Angeles', timeZoneName: 'Pacific Daylight Time' },
    };
  }
  return { status: 404, body: { error: 'unknown path' } };
}

describe('places with GOOGLE_MAPS_API_KEY (Google APIs on a local stand-in)', () => {
  let t: TestApp;
  let google: StandIn;
  beforeAll(async () => {
    google = await startHttpStandIn(googleAnswer);
    t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_MAPS_API_URL: google.url } });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('suggests places through Places Autocomplete with the key and the session token', async () => {
    const { data } = await query(t, 'places.autocomplete', { input: 'blue bottle', sessionToken: 'sess-1' });
    expect(data.provider).toBe('google');
    expect(data.predictions[0]).toEqual({
      placeId: 'venue-1',
      description: 'Blue Bottle Coffee, Mint Street, San Francisco, CA, USA',
      mainText: 'Blue Bottle Coffee',
      secondaryText: 'Mint Street, San Francisco, CA, USA',
    });
    const sent = new URL(google.requests.at(-1)!.url, 'http://x');
    expect(sent.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      input: 'blue bottle',
      sessiontoken: 'sess-1',
      key: 'test-key',
    });
  });

  it('answers no suggestions for ZERO_RESULTS and a bad gateway when Google refuses', async () => {
    expect((await query(t, 'places.autocomplete', { input: 'nowhere at all' })).data.predictions).toEqual([]);
    const denied = await query(t, 'places.autocomplete', { input: 'denied' });
    expect(denied.status).toBe(502);
    expect(denied.error.message).toBe('The maps service is not available right now.');
    expect(JSON.stringify(denied.error)).not.toContain('test-key');
  });

  it('accepts a street address and builds the Location from name, components, address and geometry', async () => {
    const { data } = await query(t, 'places.details', { placeId: 'venue-1', sessionToken: 'sess-1' });
    expect(data.accepted).toBe(true);
    expect(data.location).toEqual({
      displayName: 'Blue Bottle Coffee, 66 Mint St, San Francisco, CA 94103, USA',
      address: {
        address1: '66 Mint Street',
        city: 'San Francisco',
        admin1: 'CA',
        postalCode: '94103',
        country: 'US',
      },
      lat: 37.7825,
      lng: -122.4075,
    });
    const sent = new URL(google.requests.at(-1)!.url, 'http://x');
    expect(sent.pathname).toBe('/maps/api/place/details/json');
    expect(sent.searchParams.get('place_id')).toBe('venue-1');
    expect(sent.searchParams.get('fields')).toBe('name,address_components,formatted_address,geometry');
    expect(sent.searchParams.get('sessiontoken')).toBe('sess-1');
  });

  it('refuses a result that is merely a locality, region and country', async () => {
    const { data } = await query(t, 'places.details', { placeId: 'city-1' });
    expect(data.accepted).toBe(false);
    expect(data.location).toBeNull();
    expect(data.place.name).toBe('San Francisco');
  });

  it('answers NOT_FOUND for an unknown place', async () => {
    const missing = await query(t, 'places.details', { placeId: 'gone' });
    expect(missing.status).toBe(404);
  });

  it('looks the time zone up with location lat,lng and the timestamp in seconds', async () => {
    const { data } = await query(t, 'places.timeZone', {
      lat: 37.7825,
      lng: -122.4075,
      timestamp: 1_767_225_600_000,
    });
    expect(data).toEqual({ timeZoneId: 'America/Los_Angeles' });
    const sent = new URL(google.requests.at(-1)!.url, 'http://x');
    expect(sent.pathname).toBe('/maps/api/timezone/json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      location: '37.7825,-122.4075',
      timestamp: '1767225600',
      key: 'test-key',
    });
    expect((await query(t, 'places.timeZone', { lat: 0, lng: -30 })).status).toBe(404);
  });

  it('validates its input', async () => {
    expect((await query(t, 'places.autocomplete', { input: '' })).status).toBe(400);
    expect((await query(t, 'places.timeZone', { lat: 91, lng: 0 })).status).toBe(400);
  });
});

describe('places without a key (the built-in provider, offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the typed address as its suggestion, and the details accept it', async () => {
    const { data } = await query(t, 'places.autocomplete', { input: '12 Elm St, Springfield, IL 62701' });
    expect(data.provider).toBe('local');
    expect(data.predictions).toHaveLength(1);
    expect(data.predictions[0]).toMatchObject({
      mainText: '12 Elm St',
      secondaryText: 'Springfield IL 62701',
    });
    const details = await query(t, 'places.details', { placeId: data.predictions[0].placeId });
    expect(details.data.accepted).toBe(true);
    expect(details.data.location).toEqual({
      displayName: '12 Elm St, Springfield IL 62701',
      address: { address1: '12 Elm St', city: 'Springfield', admin1: 'IL', postalCode: '62701' },
      // Springfield, Illinois, from the offline gazetteer (gazetteer.test.ts).
      lat: 39.80172,
      lng: -89.64371,
    });
  });

  it('refuses a town on its own, and an unknown place id', async () => {
    const { data } = await query(t, 'places.autocomplete', { input: 'Springfield, IL' });
    const details = await query(t, 'places.details', { placeId: data.predictions[0].placeId });
    expect(details.data.accepted).toBe(false);
    expect((await query(t, 'places.details', { placeId: 'ChIJ-google-id' })).status).toBe(404);
  });

  it('keeps coordinates of a structured manual entry and finds their zone with geo-tz', async () => {
    const placeId = manualPlaceId({ address1: '350 5th Ave', city: 'New York', lat: 40.7484, lng: -73.9857 });
    const details = await query(t, 'places.details', { placeId });
    expect(details.data.location).toMatchObject({ lat: 40.7484, lng: -73.9857 });
    const zone = await query(t, 'places.timeZone', { lat: 40.7484, lng: -73.9857 });
    expect(zone.data).toEqual({ timeZoneId: 'America/New_York' });
    expect((await query(t, 'places.timeZone', { lat: 27.7172, lng: 85.324 })).data.timeZoneId).toBe(
      'Asia/Kathmandu',
    );
  });

  it('answers NOT_FOUND in open sea, so the editor keeps the browser zone', async () => {
    expect((await query(t, 'places.timeZone', { lat: 0, lng: -30 })).status).toBe(404);
  });
});
