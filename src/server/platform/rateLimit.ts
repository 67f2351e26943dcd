import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../shared/common/copy';
import type { Db, Tx } from './db/client';
import { rateLimitHits } from './db/schema';
import { DomainError } from './errors';

/**
 * Counts one hit for `key` in the current fixed window and says whether it is still within `max`.
 * Counters live in PostgreSQL so every app instance shares them.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return (row?.count ?? 1) <= max;
}

/**
 * Takes `amount` from the budget of `key` in the current fixed window, all or nothing. Answers `{ taken: true,
 * left }` or, when `amount` does not fit, `{ taken: false, left }` having taken nothing. Run inside the caller's
 * transaction, an action that fails afterwards gives its share back.
 */
export async function takeFromRateLimit(
  db: Db | Tx,
  key: string,
  amount: number,
  max: number,
  windowMs: number,
): Promise<{ taken: boolean; left: number }> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const thisWindow = and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart));
  const budgetLeft = async () => {
    const [used] = await db.select({ count: rateLimitHits.count }).from(rateLimitHits).where(thisWindow);
    return Math.max(0, max - (used?.count ?? 0));
  };
  if (amount <= 0) return { taken: true, left: await budgetLeft() };
  if (amount > max) return { taken: false, left: await budgetLeft() };
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + ${amount}` },
      // Only when it fits: a refused request leaves the counter as it was.
      setWhere: sql`${rateLimitHits.count} + ${amount} <= ${max}`,
    })
    .returning({ count: rateLimitHits.count });
  if (row) return { taken: true, left: max - row.count };
  return { taken: false, left: await budgetLeft() };
}

/** The start of the fixed window of `windowMs` that `now` falls in. */
export const windowStartOf = (windowMs: number, now: number) =>
  new Date(Math.floor(now / windowMs) * windowMs);

/**
 * An upsert counting one hit for each of `keys` (distinct, in a fixed order so concurrent callers lock the
 * counter rows in the same order) in the current window, returning each row's `count`: meant as a CTE, so the
 * count rides along with the statement that needs it instead of costing a round trip of its own.
 */
export function countHitsSql(keys: readonly string[], windowMs: number, now = Date.now()): SQL {
  const windowStart = windowStartOf(windowMs, now);
  const rows = sql.join(
    keys.map((key) => sql`(${key}, ${windowStart}, 1)`),
    sql`, `,
  );
  return sql`insert into ${rateLimitHits} (key, window_start, count) values ${rows}
    on conflict (key, window_start) do update set count = ${rateLimitHits}.count + 1
    returning count`;
}

export async function enforceRateLimit(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await hitRateLimit(db, key, max, windowMs))) {
    throw new DomainError('TOO_MANY_REQUESTS', MSG.rateLimited);
  }
}

/** Old windows are useless; dropping them now and then keeps the table small. */
export async function pruneRateLimits(db: Db, olderThanMs = 24 * 3600_000): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(sql`${rateLimitHits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}

/**
 * Token buckets held in this process's memory: `take(key)` answers whether one more call fits. Each key starts
 * with `burst` tokens and regains `perMinute` a minute. No database round trip and no shared row, so a ceiling
 * costs nothing on a hot write path; the price is that each app instance counts on its own (N instances let
 * N times through), which suits ceilings meant to stop floods rather than to count exactly.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;
  private lastSweep = 0;

  constructor(
    private readonly burst: number,
    perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Keys seen so far and not yet full again (what the map holds). */
  get size(): number {
    return this.buckets.size;
  }

  /** A full bucket is the same as no bucket: dropping those now and then keeps memory bounded by the traffic. */
  private sweep(now: number) {
    const fullAfterMs = this.burst / this.perMs;
    if (now - this.lastSweep < Math.min(60_000, fullAfterMs)) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= fullAfterMs) this.buckets.delete(key);
    }
  }
}
