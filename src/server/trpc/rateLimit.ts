import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { MSG } from '../../shared/messages';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

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

export async function enforceRateLimit(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await hitRateLimit(db, key, max, windowMs))) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MSG.rateLimited });
  }
}

/** Old windows are useless; dropping them now and then keeps the table small. */
export async function pruneRateLimits(db: Db, olderThanMs = 24 * 3600_000): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(sql`${rateLimitHits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
