// The coin service's wire shapes (spec section 7: fetchCoinBalance, initializePayment, verifyCoinPurchase).
import { z } from 'zod';
import { PRICE_ID_PATTERN } from './packs';

/** A pack's id as the client names it (the spec's priceId / productId). */
export const priceIdSchema = z.string().regex(PRICE_ID_PATTERN, { error: 'Unknown coin pack.' });
/** A Stripe PaymentIntent id, as the payment return route reads it from its query (`payment_intent`). */
export const paymentIntentIdSchema = z
  .string()
  .regex(/^pi_[A-Za-z0-9_]{1,250}$/, { error: 'That is not a payment reference we know.' });

export const coinBalanceResultSchema = z.object({ balance: z.number().int() });

export const coinPackSchema = z.object({
  priceId: z.string(),
  coins: z.number().int(),
  /** In the currency's minor unit (cents). */
  amount: z.number().int(),
  currency: z.string(),
});

/**
 * What the buy-coins modal needs: whether card payments work here, Stripe's publishable key, the packs, and
 * whether payments go through the development server's test checkout (no Stripe keys) instead of Stripe.
 */
export const coinPacksResultSchema = z.object({
  paymentsConfigured: z.boolean(),
  publishableKey: z.string().nullable(),
  packs: z.array(coinPackSchema),
  testCheckout: z.boolean(),
});

export const initializePaymentInput = z.object({ priceId: priceIdSchema });
export const initializePaymentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});

export const verifyCoinPurchaseInput = z.object({
  /** The client's id for this check (one per visit of the return route), kept on the ledger row it credits. */
  taskId: z.string().min(1).max(100),
  webData: z.object({
    paymentIntentId: paymentIntentIdSchema,
    /** The pack the buyer chose, when the client knows it; it must be the pack the payment was for. */
    productId: priceIdSchema.optional(),
  }),
});

/**
 * credited: the pack's coins are in the ledger (now or by an earlier call or webhook); processing: the payment
 * has not completed yet, and its webhook will credit it.
 */
export const verifyCoinPurchaseResultSchema = z.object({
  status: z.enum(['credited', 'processing']),
  coins: z.number().int(),
  balance: z.number().int(),
});

/** The test checkout's buttons (development only): pay the started payment, or have it declined. */
export const settleTestCheckoutInput = z.object({
  paymentIntentId: paymentIntentIdSchema,
  outcome: z.enum(['pay', 'decline']),
});
/** paid: settled as Stripe's webhook settles a payment (the return route then confirms it); declined: unpaid. */
export const settleTestCheckoutResultSchema = z.object({ status: z.enum(['paid', 'declined']) });

export type CoinPackWire = z.infer<typeof coinPackSchema>;
export type VerifyCoinPurchaseResult = z.infer<typeof verifyCoinPurchaseResultSchema>;
