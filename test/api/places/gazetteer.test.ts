import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCity, loadGazetteer } from '../../../src/server/platform/providers/maps/gazetteer';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// The built-in maps provider's offline gazetteer (issue #12, bug 13): a typed address gets its city's
// coordinates, so the party's zone follows its place, not the host's browser.

async function query(t: TestApp, path: string, input: unknown) {
  const res = await request(t.app)
    .get(`/api/trpc/${path}`)
    .query({ input: JSON.stringify(input) });
  return { status: res.status, data: res.body.result?.data, error: res.body.error };
}

/** The editor's place flow: type, take the first suggestion, read its details, ask the zone of its point. */
async function zoneOfTypedAddress(t: TestApp, typed: string) {
  const suggestions = await query(t, 'places.autocomplete', { input: typed });
  const first = suggestions.data.predictions[0];
  const details = await query(t, 'places.details', { placeId: first.placeId });
  const geometry = details.data.place.geometry as { lat: number; lng: number } | null;
  if (!geometry) return { suggestions: suggestions.data.predictions, details: details.data, zone: null };
  const zone = await query(t, 'places.timeZone', { ...geometry, timestamp: Date.UTC(2026, 6, 1) });
  return { suggestions: suggestions.data.predictions, details: details.data, zone: zone.data?.timeZoneId };
}

describe('the gazetteer', () => {
  it('loads once, lazily, within reasonable time and memory', () => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const loaded = loadGazetteer();
    const ms = performance.now() - started;
    global.gc?.();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1e6;
    console.info(
      `gazetteer: ${loaded.cities} cities, ${loaded.names} names, ${ms.toFixed(0)} ms, +${grownMb.toFixed(1)} MB heap`,
    );
    expect(loaded.cities).toBeGreaterThan(130_000);
    expect(ms).toBeLessThan(5_000);
    const again = performance.now();
    loadGazetteer();
    expect(performance.now() - again).toBeLessThan(5);
  });

  it('finds the city a typed address means: region and country narrow it, population breaks ties', () => {
    expect(findCity({ city: 'Portland', region: 'OR' })).toMatchObject({ country: 'US', admin: 'OR' });
    expect(findCity({ city: 'Portland', region: 'Maine' })).toMatchObject({ country: 'US', admin: 'ME' });
    expect(findCity({ city: 'Portland' })).toMatchObject({ admin: 'OR' });
    expect(findCity({ city: 'Paris', country: 'France' })).toMatchObject({ country: 'FR' });
    expect(findCity({ city: 'Paris', region: 'TX' })).toMatchObject({ country: 'US', admin: 'TX' });
    expect(findCity({ city: 'London' })).toMatchObject({ country: 'GB' });
    expect(findCity({ city: 'London', region: 'ON' })).toMatchObject({ country: 'CA' });
    expect(findCity({ city: 'Zurich', country: 'Switzerland' })).toMatchObject({ country: 'CH' });
    expect(findCity({ city: 'st. louis', region: 'MO' })).toMatchObject({ country: 'US', admin: 'MO' });
    expect(findCity({ city: 'Nowhereville' })).toBeUndefined();
  });
});

describe('places without a key: typed addresses get their city and its zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('"10 Main St, Portland, OR" is in America/Los_Angeles', async () => {
    const { details, zone } = await zoneOfTypedAddress(t, '10 Main St, Portland, OR');
    expect(details.accepted).toBe(true);
    expect(details.location.lat).toBeCloseTo(45.52, 1);
    expect(details.location.lng).toBeCloseTo(-122.68, 1);
    expect(zone).toBe('America/Los_Angeles');
  });

  it('"Paris, France" is in Europe/Paris, and a street there too', async () => {
    expect((await zoneOfTypedAddress(t, 'Paris, France')).zone).toBe('Europe/Paris');
    const street = await zoneOfTypedAddress(t, '1 Rue de Rivoli, Paris, France');
    expect(street.details.accepted).toBe(true);
    expect(street.zone).toBe('Europe/Paris');
  });

  it('a street in Kathmandu, Tokyo and Sydney gets each its own zone', async () => {
    expect((await zoneOfTypedAddress(t, 'Durbar Marg, Kathmandu, Nepal')).zone).toBe('Asia/Kathmandu');
    expect((await zoneOfTypedAddress(t, '1-1 Marunouchi, Tokyo, Japan')).zone).toBe('Asia/Tokyo');
    expect((await zoneOfTypedAddress(t, '1 Macquarie St, Sydney NSW 2000, Australia')).zone).toBe(
      'Australia/Sydney',
    );
  });

  it('a city in several places gives one suggestion per likely city, the biggest first', async () => {
    const { suggestions, zone } = await zoneOfTypedAddress(t, '10 Main St, Portland');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions[0]).toMatchObject({ mainText: '10 Main St', secondaryText: 'Portland OR, US' });
    expect(suggestions.map((s: { secondaryText: string }) => s.secondaryText)).toContain('Portland ME, US');
    expect(zone).toBe('America/Los_Angeles');
    const maine = suggestions.find((s: { secondaryText: string }) => s.secondaryText === 'Portland ME, US');
    const details = await query(t, 'places.details', { placeId: maine.placeId });
    const point = details.data.place.geometry;
    expect((await query(t, 'places.timeZone', point)).data.timeZoneId).toBe('America/New_York');
  });

  it('an address whose city it does not know keeps no coordinates (the editor keeps the browser zone)', async () => {
    const { details, zone } = await zoneOfTypedAddress(t, '5 Elm St, Nowhereville, ZZ');
    expect(details.accepted).toBe(true);
    expect(details.place.geometry).toBeNull();
    expect(zone).toBeNull();
  });
});
