import { describe, expect, it } from 'vitest';
import { coinsToReverse, DEFAULT_COIN_PACKS, formatPackPrice, parseCoinPacks } from './packs';

describe('the coin pack table', () => {
  it('reads the default packs, in order, in dollars', () => {
    const parsed = parseCoinPacks(DEFAULT_COIN_PACKS);
    expect(parsed).toEqual({
      ok: true,
      packs: [
        { priceId: 'coins_100', coins: 100, amount: 199, currency: 'usd' },
        { priceId: 'coins_300', coins: 300, amount: 499, currency: 'usd' },
        { priceId: 'coins_1000', coins: 1000, amount: 1299, currency: 'usd' },
      ],
    });
  });

  it('takes spaces around entries and another currency', () => {
    const parsed = parseCoinPacks(' small:50:300 , big:500:2500 ', 'eur');
    expect(parsed.ok && parsed.packs.map((p) => [p.priceId, p.currency])).toEqual([
      ['small', 'eur'],
      ['big', 'eur'],
    ]);
  });

  it.each([
    ['', 'no packs'],
    ['coins_100:100', 'not priceId:coins:amount'],
    ['coins_100:100:199:usd', 'not priceId:coins:amount'],
    ['bad id:100:199', 'not priceId:coins:amount'],
    ['a:-5:199', 'not priceId:coins:amount'],
    ['a:0:199', 'coins must be'],
    ['a:100:10', 'amount must be'],
    ['a:100:199,a:200:299', 'appears twice'],
  ])('refuses %j (%s)', (text, problem) => {
    const parsed = parseCoinPacks(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toContain(problem);
  });

  it('refuses a currency that is not a three-letter code', () => {
    expect(parseCoinPacks(DEFAULT_COIN_PACKS, 'dollars').ok).toBe(false);
  });
});

describe('prices', () => {
  it('shows minor units in the currency’s own decimals', () => {
    expect(formatPackPrice({ amount: 499, currency: 'usd' })).toBe('$4.99');
    expect(formatPackPrice({ amount: 1299, currency: 'eur' })).toBe('€12.99');
    expect(formatPackPrice({ amount: 500, currency: 'jpy' })).toBe('¥500');
  });
});

describe('coins a refund takes back', () => {
  it('takes all of them back on a full refund', () => {
    expect(coinsToReverse(300, { amount: 499, amountRefunded: 499, fullyRefunded: true })).toBe(300);
    expect(coinsToReverse(300, { amount: 499, amountRefunded: 499, fullyRefunded: false })).toBe(300);
  });
  it('takes the refunded share back on a partial refund', () => {
    expect(coinsToReverse(300, { amount: 500, amountRefunded: 250, fullyRefunded: false })).toBe(150);
    expect(coinsToReverse(100, { amount: 199, amountRefunded: 1, fullyRefunded: false })).toBe(1);
  });
  it('takes nothing back before any refund', () => {
    expect(coinsToReverse(300, { amount: 499, amountRefunded: 0, fullyRefunded: false })).toBe(0);
  });
});
