import { describe, expect, it } from 'vitest';
import { landingVariantFor, slideDelayMs, stepSlide } from './variant';

describe('landing variants', () => {
  it('shows the marketing variant on the marketing host and the party variant elsewhere', () => {
    expect(landingVariantFor('elk.company', 'elk.company')).toBe('marketing');
    expect(landingVariantFor('ELK.company:443', 'elk.company')).toBe('marketing');
    expect(landingVariantFor('elk.party', 'elk.company')).toBe('party');
    expect(landingVariantFor('localhost:3000', undefined)).toBe('party');
    expect(landingVariantFor(undefined, 'elk.company')).toBe('party');
  });

  it('lets the development switch pick either, and ignores anything else', () => {
    expect(landingVariantFor('localhost:3000', undefined, 'marketing')).toBe('marketing');
    expect(landingVariantFor('elk.company', 'elk.company', 'party')).toBe('party');
    expect(landingVariantFor('elk.company', 'elk.company', 'bogus')).toBe('marketing');
    expect(landingVariantFor('elk.party', 'elk.company', ['marketing'])).toBe('party');
  });
});

describe('the carousel', () => {
  it('waits 5 s per slide on the party variant, 15 s on the marketing variant, 30 s on the app promo', () => {
    expect(slideDelayMs('party', 'invite')).toBe(5_000);
    expect(slideDelayMs('marketing', 'invite')).toBe(15_000);
    expect(slideDelayMs('party', 'appPromo')).toBe(30_000);
    expect(slideDelayMs('marketing', 'appPromo')).toBe(30_000);
  });

  it('steps round the loop both ways', () => {
    expect(stepSlide(0, 10, 1)).toBe(1);
    expect(stepSlide(9, 10, 1)).toBe(0);
    expect(stepSlide(0, 10, -1)).toBe(9);
    expect(stepSlide(0, 0, 1)).toBe(0);
  });
});
