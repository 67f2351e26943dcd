// Crediting a coin purchase exactly once. Both the payment return route (verifyCoinPurchase) and Stripe's webhook
// end here with the PaymentIntent as Stripe has it now (never the client's word, never an old event's copy):
// under the buyer's ledger lock, the purchase row is written only if none exists for that PaymentIntent (and a
// unique index refuses a second one even so), and refunds are reconciled to what the charge has had refunded.
import { and, eq, sql } from 'drizzle-orm';
import { coinsToReverse } from '../../../shared/coins/packs';
import type { Db, Tx } from '../../platform/db/client';
import { coinLedger, users } from '../../platform/db/schema';
import type { PaymentIntentState } from '../../platform/providers/payments';
import { coinBalance, lockCoinsOf } from './ledger';

/** Metadata keys written on every PaymentIntent this app creates; a PaymentIntent without them is not ours. */
export const PURCHASE_METADATA = {
  purpose: 'elk_purpose',
  userId: 'elk_user_id',
  priceId: 'elk_price_id',
  coins: 'elk_coins',
} as const;
const PURPOSE_COINS = 'coins';

export type Purchase = { userId: string; priceId: string; coins: number };

/** The metadata to create a PaymentIntent with for `purchase`. */
export function purchaseMetadata(purchase: Purchase): Record<string, string> {
  return {
    [PURCHASE_METADATA.purpose]: PURPOSE_COINS,
    [PURCHASE_METADATA.userId]: purchase.userId,
    [PURCHASE_METADATA.priceId]: purchase.priceId,
    [PURCHASE_METADATA.coins]: String(purchase.coins),
  };
}

/** What a PaymentIntent's metadata says was bought and by whom; null when it is no coin purchase of ours. */
export function purchaseOf(metadata: Record<string, string>): Purchase | null {
  if (metadata[PURCHASE_METADATA.purpose] !== PURPOSE_COINS) return null;
  const userId = metadata[PURCHASE_METADATA.userId];
  const priceId = metadata[PURCHASE_METADATA.priceId];
  const coins = Number(metadata[PURCHASE_METADATA.coins]);
  if (!userId || !priceId || !Number.isSafeInteger(coins) || coins <= 0) return null;
  return { userId, priceId, coins };
}

export type Settlement =
  /** The coins are in the ledger: `newly` when this call wrote them. */
  | { kind: 'credited'; purchase: Purchase; newly: boolean; ownerId: string; balance: number }
  /** Paid but not yet settled (e.g. a bank debit): the succeeded webhook will credit it. */
  | { kind: 'processing'; purchase: Purchase }
  | { kind: 'notOurs' }
  | { kind: 'notPaid'; purchase: Purchase }
  /** Refunded in full before anything was credited: nothing to credit, nothing to take back. */
  | { kind: 'refundedBeforeCredit'; purchase: Purchase }
  /** The buyer's account no longer exists. */
  | { kind: 'accountGone'; purchase: Purchase };

async function purchaseRowOf(tx: Tx, paymentIntentId: string) {
  const [row] = await tx
    .select({ userId: coinLedger.userId })
    .from(coinLedger)
    .where(and(eq(coinLedger.paymentIntentId, paymentIntentId), eq(coinLedger.reason, 'purchase')));
  return row ?? null;
}

/**
 * Brings the refund rows of a credited PaymentIntent to what its charge has had refunded: one row for the
 * difference, if any (a failed refund gives coins back the same way). Run under the owner's lock, so it is
 * idempotent however often refund events arrive.
 */
async function reconcileRefunds(tx: Tx, ownerId: string, coins: number, payment: PaymentIntentState) {
  const [row] = await tx
    .select({ reversed: sql<string>`coalesce(-sum(${coinLedger.delta}), 0)` })
    .from(coinLedger)
    .where(and(eq(coinLedger.paymentIntentId, payment.id), eq(coinLedger.reason, 'refund')));
  const change = Number(row?.reversed ?? 0) - coinsToReverse(coins, payment);
  if (change !== 0) {
    await tx
      .insert(coinLedger)
      .values({ userId: ownerId, delta: change, reason: 'refund', paymentIntentId: payment.id });
  }
}

/** Credits `payment` once if it is a paid coin purchase of ours, and applies its refunds. */
export async function settlePayment(
  db: Db,
  payment: PaymentIntentState,
  options: { taskId?: string } = {},
): Promise<Settlement> {
  const purchase = purchaseOf(payment.metadata);
  if (!purchase) return { kind: 'notOurs' };
  if (payment.status === 'processing') return { kind: 'processing', purchase };
  if (payment.status !== 'succeeded' || payment.amountReceived < payment.amount) {
    return { kind: 'notPaid', purchase };
  }
  return db.transaction(async (tx): Promise<Settlement> => {
    await lockCoinsOf(tx, purchase.userId);
    // The row may have moved to another account since (an account merge moves coins): its holder owns it.
    const existing = await purchaseRowOf(tx, payment.id);
    let ownerId = existing?.userId ?? purchase.userId;
    let newly = false;
    if (!existing) {
      const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, purchase.userId));
      if (!buyer) return { kind: 'accountGone', purchase };
      if (payment.fullyRefunded) return { kind: 'refundedBeforeCredit', purchase };
      const inserted = await tx
        .insert(coinLedger)
        .values({
          userId: purchase.userId,
          delta: purchase.coins,
          reason: 'purchase',
          paymentIntentId: payment.id,
          taskId: options.taskId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: coinLedger.id });
      newly = inserted.length > 0;
      if (!newly) ownerId = (await purchaseRowOf(tx, payment.id))?.userId ?? ownerId;
    }
    if (ownerId !== purchase.userId) await lockCoinsOf(tx, ownerId);
    await reconcileRefunds(tx, ownerId, purchase.coins, payment);
    return { kind: 'credited', purchase, newly, ownerId, balance: await coinBalance(tx, ownerId) };
  });
}
