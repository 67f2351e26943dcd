import { describe, expect, it } from 'vitest';
import {
  backgroundButton,
  BUILT_IN_BACKGROUNDS,
  BUILT_IN_MOTIONS,
  defaultBackgroundQuery,
  searchBuiltInBackgrounds,
} from './backgrounds';

describe('the built-in backgrounds', () => {
  it('have unique slugs, known motions and at least two for every season', () => {
    expect(new Set(BUILT_IN_BACKGROUNDS.map((b) => b.slug)).size).toBe(BUILT_IN_BACKGROUNDS.length);
    for (const background of BUILT_IN_BACKGROUNDS) expect(BUILT_IN_MOTIONS).toContain(background.motion);
    for (const season of ['winter', 'spring', 'summer', 'autumn'] as const) {
      expect(
        searchBuiltInBackgrounds(season).filter((b) => b.seasons.includes(season)).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('searchBuiltInBackgrounds', () => {
  it('finds by season first, then by mood and occasion', () => {
    expect(searchBuiltInBackgrounds('winter')[0]!.seasons).toContain('winter');
    expect(searchBuiltInBackgrounds('Fall')[0]!.slug).toBe('autumn-falling-leaves');
    expect(searchBuiltInBackgrounds('birthday balloons')[0]!.slug).toBe('party-balloons');
    expect(searchBuiltInBackgrounds('romantic wedding').map((b) => b.slug)).toContain('love-floating-hearts');
  });
  it('offers the whole set, party backgrounds first, when nothing matches', () => {
    const all = searchBuiltInBackgrounds('zzz');
    expect(all).toHaveLength(BUILT_IN_BACKGROUNDS.length);
    expect(all[0]!.seasons).toEqual([]);
  });
});

describe('defaultBackgroundQuery', () => {
  it("is the season of the party's date in its zone, or of today without one", () => {
    expect(defaultBackgroundQuery(Date.UTC(2026, 6, 4, 18), 'America/New_York', 0)).toBe('summer');
    // 21 Dec 02:00 UTC is still 20 Dec in Los Angeles: autumn.
    expect(defaultBackgroundQuery(Date.UTC(2026, 11, 21, 2), 'America/Los_Angeles', 0)).toBe('autumn');
    expect(defaultBackgroundQuery(0, 'UTC', Date.UTC(2026, 0, 10))).toBe('winter');
  });
});

describe("the 'Try another' / 'Search' button", () => {
  it("reads 'Search' before a search, after an edit and when the results ran out", () => {
    expect(backgroundButton({ searchedQuery: null, count: 0, index: 0 }, 'winter')).toBe('search');
    expect(backgroundButton({ searchedQuery: 'winter', count: 3, index: 0 }, 'winter')).toBe('tryAnother');
    expect(backgroundButton({ searchedQuery: 'winter', count: 3, index: 0 }, 'snow')).toBe('search');
    expect(backgroundButton({ searchedQuery: 'winter', count: 3, index: 2 }, 'winter')).toBe('search');
    expect(backgroundButton({ searchedQuery: 'winter', count: 3, index: 1 }, ' winter ')).toBe('tryAnother');
  });
});
