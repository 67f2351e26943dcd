import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../platform/env';
import { coinPacksOf } from './packTable';

describe('coinPacksOf', () => {
  it('sells the default packs in dollars when the env names none', () => {
    expect(coinPacksOf(loadEnv({}))).toEqual([
      { priceId: 'coins_100', coins: 100, amount: 199, currency: 'usd' },
      { priceId: 'coins_300', coins: 300, amount: 499, currency: 'usd' },
      { priceId: 'coins_1000', coins: 1000, amount: 1299, currency: 'usd' },
    ]);
  });

  it("sells the env's table, in the env's currency", () => {
    const env = loadEnv({ STRIPE_COIN_PACKS: 'small:50:99, big:500:799', STRIPE_CURRENCY: 'eur' });
    expect(coinPacksOf(env)).toEqual([
      { priceId: 'small', coins: 50, amount: 99, currency: 'eur' },
      { priceId: 'big', coins: 500, amount: 799, currency: 'eur' },
    ]);
  });

  it.each([
    [
      { STRIPE_COIN_PACKS: 'coins_100:100' },
      /STRIPE_COIN_PACKS: "coins_100:100" is not priceId:coins:amount/,
    ],
    [{ STRIPE_COIN_PACKS: '' }, /STRIPE_COIN_PACKS: no packs/],
    [{ STRIPE_CURRENCY: 'dollars' }, /STRIPE_COIN_PACKS: currency "dollars" is not a code like usd/],
  ])('refuses a malformed table as a configuration error: %o', (settings, problem) => {
    expect(() => coinPacksOf(loadEnv(settings))).toThrow(/^Invalid configuration:/);
    expect(() => coinPacksOf(loadEnv(settings))).toThrow(problem);
  });
});
