// The coin ledger: a balance is the sum of a user's rows; grants, purchases and spends are rows, never an
// updated total. A spend takes a per-user transaction lock so two spends racing on the last coins cannot
// both pass the balance check.
import { eq, sql } from 'drizzle-orm';
import { COINS_COPY } from '../../../shared/coins/copy';
import type { DbOrTx } from '../../platform/db/client';
import { coinLedger } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';

export type CoinSpendReason = 'image_generation';

/** The user's balance: the sum of their ledger rows (0 for a user with none). */
export async function coinBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${coinLedger.delta}), 0)` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Serialises ledger changes of one user until the surrounding transaction ends. */
export async function lockCoinsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coins:' || ${userId}))`);
}

/**
 * Debits `amount` coins for `reason`, or throws 'not enough coins' and writes nothing. Runs in its own
 * transaction (or the caller's) under the user's lock, so concurrent spends see each other's rows.
 * Returns the balance after the spend.
 */
export async function spendCoins(
  db: DbOrTx,
  userId: string,
  amount: number,
  details: { reason: CoinSpendReason; taskId?: string },
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spendCoins: bad amount ${amount}`);
  return db.transaction(async (tx) => {
    await lockCoinsOf(tx, userId);
    const balance = await coinBalance(tx, userId);
    if (balance < amount) throw new DomainError('BAD_REQUEST', COINS_COPY.notEnoughCoins);
    await tx
      .insert(coinLedger)
      .values({ userId, delta: -amount, reason: details.reason, taskId: details.taskId ?? null });
    return balance - amount;
  });
}
