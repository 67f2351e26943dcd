import { and, eq, sql } from 'drizzle-orm';
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
