// Coin packs: what can be bought, for how much. The table is the server's (env STRIPE_COIN_PACKS, or the default
// below): a payment's amount always comes from here, never from the client. Pure, so the server's pack table
// (features/coins/packTable.ts) and the client's price labels share it.

/** One pack: its id (the spec's priceId), the coins it adds, and its price in the currency's minor unit. */
export type CoinPack = { priceId: string; coins: number; amount: number; currency: string };

/** `priceId:coins:amount` entries, comma-separated; amounts in minor units (cents). 10 coins make one cover. */
export const DEFAULT_COIN_PACKS = 'coins_100:100:199,coins_300:300:499,coins_1000:1000:1299';
export const DEFAULT_PAYMENT_CURRENCY = 'usd';

export const PRICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PACK_COINS = 100_000;
/** Stripe refuses charges below about half a dollar (or the same in another currency) and above 8 digits. */
const MIN_PACK_AMOUNT = 50;
const MAX_PACK_AMOUNT = 99_999_999;

export type PacksParse = { ok: true; packs: CoinPack[] } | { ok: false; problem: string };

/** Reads a pack table ('coins_100:100:199,…'); any malformed entry makes the whole table a problem. */
export function parseCoinPacks(text: string, currency: string = DEFAULT_PAYMENT_CURRENCY): PacksParse {
  if (!/^[a-z]{3}$/.test(currency))
    return { ok: false, problem: `currency "${currency}" is not a code like usd` };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, problem: 'no packs' };
  const packs: CoinPack[] = [];
  for (const entry of entries) {
    const [priceId = '', coins = '', amount = '', ...rest] = entry.split(':');
    if (rest.length > 0 || !PRICE_ID_PATTERN.test(priceId) || !/^\d+$/.test(coins) || !/^\d+$/.test(amount)) {
      return { ok: false, problem: `"${entry}" is not priceId:coins:amount` };
    }
    const pack = { priceId, coins: Number(coins), amount: Number(amount), currency };
    if (pack.coins < 1 || pack.coins > MAX_PACK_COINS) {
      return { ok: false, problem: `"${entry}": coins must be 1 to ${MAX_PACK_COINS}` };
    }
    if (pack.amount < MIN_PACK_AMOUNT || pack.amount > MAX_PACK_AMOUNT) {
      return {
        ok: false,
        problem: `"${entry}": amount must be ${MIN_PACK_AMOUNT} to ${MAX_PACK_AMOUNT} minor units`,
      };
    }
    if (packs.some((other) => other.priceId === priceId)) {
      return { ok: false, problem: `"${priceId}" appears twice` };
    }
    packs.push(pack);
  }
  return { ok: true, packs };
}

/** '$4.99' (or the currency's own way): minor units over the currency's decimals (none for yen). */
export function formatPackPrice(pack: Pick<CoinPack, 'amount' | 'currency'>, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: pack.currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(pack.amount / 10 ** decimals);
}

/**
 * The coins a refund takes back: all of them for a full refund, otherwise the refunded share of the pack
 * (rounded), never more than the pack.
 */
export function coinsToReverse(
  coins: number,
  payment: { amount: number; amountRefunded: number; fullyRefunded: boolean },
): number {
  if (payment.fullyRefunded || payment.amountRefunded >= payment.amount) return coins;
  if (payment.amountRefunded <= 0 || payment.amount <= 0) return 0;
  return Math.min(coins, Math.round((coins * payment.amountRefunded) / payment.amount));
}
