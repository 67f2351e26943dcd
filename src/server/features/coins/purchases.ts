// Crediting a coin purchase exactly once. Both the payment return route (verifyCoinPurchase) and Stripe's webhook
// end here with the PaymentIntent as Stripe has it now (never the client's word, never an old event's copy):
// under the buyer's ledger lock, the purchase row is written only if none exists for that PaymentIntent (and a
// unique index refuses a second one even so), and refunds are reconciled to what the charge has had refunded.
// What a payment is worth comes from the server's pack table, by the price id in its metadata, never from the
// metadata's coin count: anyone holding a key can create a PaymentIntent saying anything (issue 37, item 9), so
// its amount and currency must be exactly the pack's or nothing is credited.
import { and, eq, sql } from 'drizzle-orm';
import { type CoinPack, coinsToReverse } from '../../../shared/coins/packs';
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

/** What a PaymentIntent's metadata says: who bought which pack. Its coins come from the pack table. */
export type PurchaseClaim = { userId: string; priceId: string };
/** A claim checked against the pack table: `coins` are the pack's. */
export type Purchase = PurchaseClaim & { coins: number };

/** The metadata to create a PaymentIntent with for `purchase`. */
export function purchaseMetadata(purchase: Purchase): Record<string, string> {
  return {
    [PURCHASE_METADATA.purpose]: PURPOSE_COINS,
    [PURCHASE_METADATA.userId]: purchase.userId,
    [PURCHASE_METADATA.priceId]: purchase.priceId,
    [PURCHASE_METADATA.coins]: String(purchase.coins),
  };
}

/**
 * What a PaymentIntent's metadata says was bought and by whom; null when it is no coin purchase of ours. The
 * metadata's coin count is only a note for people reading Stripe's dashboard: it is never read back.
 */
export function purchaseOf(metadata: Record<string, string>): PurchaseClaim | null {
  if (metadata[PURCHASE_METADATA.purpose] !== PURPOSE_COINS) return null;
  const userId = metadata[PURCHASE_METADATA.userId];
  const priceId = metadata[PURCHASE_METADATA.priceId];
  if (!userId || !priceId) return null;
  return { userId, priceId };
}

/** Why a payment is not worth its pack: no such pack on sale, or not the pack's price. */
export type PackMismatch = 'unknownPack' | 'amount' | 'currency';

/** The purchase a payment makes by the pack table, or why it makes none. */
export function purchaseByPack(
  claim: PurchaseClaim,
  payment: Pick<PaymentIntentState, 'amount' | 'currency'>,
  packs: readonly CoinPack[],
): { ok: true; purchase: Purchase } | { ok: false; mismatch: PackMismatch } {
  const pack = packs.find((candidate) => candidate.priceId === claim.priceId);
  if (!pack) return { ok: false, mismatch: 'unknownPack' };
  // Stripe gives currencies in lower case; the table's are checked lower case at start-up.
  if (payment.currency.toLowerCase() !== pack.currency) return { ok: false, mismatch: 'currency' };
  if (payment.amount !== pack.amount) return { ok: false, mismatch: 'amount' };
  return { ok: true, purchase: { ...claim, coins: pack.coins } };
}

export type Settlement =
  /** The coins are in the ledger: `newly` when this call wrote them. */
  | { kind: 'credited'; purchase: Purchase; newly: boolean; ownerId: string; balance: number }
  /** Paid but not yet settled (e.g. a bank debit): the succeeded webhook will credit it. */
  | { kind: 'processing'; purchase: Purchase }
  | { kind: 'notOurs' }
  /** Ours, but not priced as the pack it names (or no pack on sale has its id): never credited. */
  | { kind: 'packMismatch'; claim: PurchaseClaim; mismatch: PackMismatch }
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

/**
 * Credits `payment` once if it is a paid coin purchase of ours priced as its pack in `packs`, and applies its
 * refunds in that pack's coins.
 */
export async function settlePayment(
  db: Db,
  payment: PaymentIntentState,
  packs: readonly CoinPack[],
  options: { taskId?: string } = {},
): Promise<Settlement> {
  const claim = purchaseOf(payment.metadata);
  if (!claim) return { kind: 'notOurs' };
  // Checked before its status, so not even 'processing' promises coins a mismatched payment will never bring.
  const priced = purchaseByPack(claim, payment, packs);
  if (!priced.ok) return { kind: 'packMismatch', claim, mismatch: priced.mismatch };
  const purchase = priced.purchase;
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
