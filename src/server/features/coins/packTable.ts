// The coin packs on sale: the env's STRIPE_COIN_PACKS and STRIPE_CURRENCY (raw strings; the platform's env only
// reads them), else the default table. Read once per settings object, and once at start-up (src/server/index.ts)
// so a malformed table stops the server before it listens rather than on the first purchase.
import {
  type CoinPack,
  DEFAULT_COIN_PACKS,
  DEFAULT_PAYMENT_CURRENCY,
  parseCoinPacks,
} from '../../../shared/coins/packs';
import type { Env } from '../../platform/env';

type PackSettings = Pick<Env, 'STRIPE_COIN_PACKS' | 'STRIPE_CURRENCY'>;

const packTables = new WeakMap<PackSettings, CoinPack[]>();

/** The packs on sale; a malformed table throws, naming the setting and what is wrong with it. */
export function coinPacksOf(env: PackSettings): CoinPack[] {
  let packs = packTables.get(env);
  if (!packs) {
    const table = env.STRIPE_COIN_PACKS ?? DEFAULT_COIN_PACKS;
    const parsed = parseCoinPacks(table, env.STRIPE_CURRENCY ?? DEFAULT_PAYMENT_CURRENCY);
    if (!parsed.ok) throw new Error(`Invalid configuration:\n  STRIPE_COIN_PACKS: ${parsed.problem}`);
    packs = parsed.packs;
    packTables.set(env, packs);
  }
  return packs;
}
