import {
  coinBalanceResultSchema,
  coinPacksResultSchema,
  initializePaymentInput,
  initializePaymentResultSchema,
  settleTestCheckoutInput,
  settleTestCheckoutResultSchema,
  verifyCoinPurchaseInput,
  verifyCoinPurchaseResultSchema,
} from '../../../shared/coins/schema';
import { paymentsFor } from '../../platform/providers/payments';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { authedProcedure, publicProcedure } from '../../platform/trpc/procedures';
import { coinBalance } from './ledger';
import { startCoinPayment, verifyCoinPurchase } from './payments';
import { coinPacksOf } from './packTable';
import { settleTestCheckout } from './testCheckout';

// The coin service (spec section 7): the balance of an account, and buying coins by card. A visitor's free
// coins are held in their browser, so every call here is for signed-in accounts, except the pack list.

export const coinsRouter = router({
  /** The signed-in account's balance: the sum of its ledger rows. */
  fetchCoinBalance: authedProcedure
    .output(coinBalanceResultSchema)
    .query(async ({ ctx }) => ({ balance: await coinBalance(ctx.db, ctx.user.id) })),

  /**
   * What is on sale and whether card payments work here: by Stripe, by the test checkout (development without
   * Stripe keys), or not at all (production without Stripe keys).
   */
  fetchCoinPacks: publicProcedure.output(coinPacksResultSchema).query(({ ctx }) => {
    const payments = paymentsFor(ctx.env);
    return {
      paymentsConfigured: payments !== null,
      publishableKey: payments?.name === 'stripe' ? payments.publishableKey : null,
      packs: payments ? coinPacksOf(ctx.env) : [],
      testCheckout: payments?.name === 'testCheckout',
    };
  }),

  /** A card payment for one pack: the PaymentIntent's client secret, for Stripe Elements. */
  initializePayment: authedProcedure
    .use(rateLimit('initializePayment', 20, 10 * 60_000))
    .input(initializePaymentInput)
    .output(initializePaymentResultSchema)
    .mutation(({ ctx, input }) => startCoinPayment(ctx, ctx.user.id, input.priceId)),

  /** The payment return route's check: credits the caller's own paid PaymentIntent, once. */
  verifyCoinPurchase: authedProcedure
    .use(rateLimit('verifyCoinPurchase', 60, 10 * 60_000))
    .input(verifyCoinPurchaseInput)
    .output(verifyCoinPurchaseResultSchema)
    .mutation(({ ctx, input }) =>
      verifyCoinPurchase(ctx, ctx.user.id, {
        paymentIntentId: input.webData.paymentIntentId,
        productId: input.webData.productId,
        taskId: input.taskId,
      }),
    ),

  /** The test checkout's Pay and Decline buttons (development only; NOT_FOUND wherever it is off). */
  settleTestCheckout: authedProcedure
    .use(rateLimit('settleTestCheckout', 60, 10 * 60_000))
    .input(settleTestCheckoutInput)
    .output(settleTestCheckoutResultSchema)
    .mutation(({ ctx, input }) => settleTestCheckout(ctx, ctx.user.id, input)),
});
