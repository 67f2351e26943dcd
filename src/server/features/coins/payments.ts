// Buying coins: the pack table, starting a card payment, and the payment return route's check. The amount of a
// payment always comes from the server's pack table; the client only names a pack.
import { COINS_COPY } from '../../../shared/coins/copy';
import type { VerifyCoinPurchaseResult } from '../../../shared/coins/schema';
import type { Db } from '../../platform/db/client';
import type { Env } from '../../platform/env';
import { DomainError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import {
  type PaymentIntentState,
  type PaymentProvider,
  paymentsFor,
} from '../../platform/providers/payments';
import { coinBalance } from './ledger';
import { coinPacksOf } from './packTable';
import {
  type PackMismatch,
  PURCHASE_METADATA,
  purchaseMetadata,
  purchaseOf,
  settlePayment,
} from './purchases';

type PaymentDeps = { env: Env; db: Db; logger: Logger };

function requirePayments(env: Env): PaymentProvider {
  const payments = paymentsFor(env);
  if (!payments) throw new DomainError('CONFLICT', COINS_COPY.paymentsNotConfigured);
  return payments;
}

/** A failure of the payment service itself (down, refusing our key): logged, and said plainly to the caller. */
async function atProvider<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error({ err: error }, `payment provider: ${what} failed`);
    throw new DomainError('BAD_GATEWAY', COINS_COPY.paymentProviderFailed, { cause: error });
  }
}

/** initializePayment: a PaymentIntent for one pack, for `userId`; its client secret opens the card form. */
export async function startCoinPayment(deps: PaymentDeps, userId: string, priceId: string) {
  const payments = requirePayments(deps.env);
  const pack = coinPacksOf(deps.env).find((candidate) => candidate.priceId === priceId);
  if (!pack) throw new DomainError('BAD_REQUEST', COINS_COPY.unknownPack);
  const intent = await atProvider(deps.logger, 'creating a PaymentIntent', () =>
    payments.createPaymentIntent({
      amount: pack.amount,
      currency: pack.currency,
      metadata: purchaseMetadata({ userId, priceId: pack.priceId, coins: pack.coins }),
      description: `Elk: ${pack.coins} coins`,
    }),
  );
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

async function retrieve(deps: PaymentDeps, payments: PaymentProvider, id: string) {
  return atProvider(deps.logger, 'reading a PaymentIntent', () => payments.retrievePaymentIntent(id));
}

/**
 * verifyCoinPurchase, for the payment return route: the caller's own paid PaymentIntent is credited (once,
 * whether or not the webhook came first) with its pack's coins. Someone else's, an unpaid, a refunded one, or
 * one not priced as its pack is refused.
 */
export async function verifyCoinPurchase(
  deps: PaymentDeps,
  userId: string,
  request: { paymentIntentId: string; productId?: string; taskId: string },
): Promise<VerifyCoinPurchaseResult> {
  const payments = requirePayments(deps.env);
  const payment = await retrieve(deps, payments, request.paymentIntentId);
  const claim = payment && purchaseOf(payment.metadata);
  if (!payment || !claim) throw new DomainError('NOT_FOUND', COINS_COPY.paymentNotFound);
  if (claim.userId !== userId) throw new DomainError('FORBIDDEN', COINS_COPY.paymentOfAnotherAccount);
  if (request.productId && request.productId !== claim.priceId) {
    throw new DomainError('BAD_REQUEST', COINS_COPY.paymentForAnotherPack);
  }
  const settled = await settlePayment(deps.db, payment, coinPacksOf(deps.env), { taskId: request.taskId });
  switch (settled.kind) {
    case 'credited':
    case 'processing': {
      const balance = await coinBalance(deps.db, userId);
      return { status: settled.kind, coins: settled.purchase.coins, balance };
    }
    case 'packMismatch':
      warnOfMismatch(deps.logger, payment, settled.mismatch, { via: 'return route' });
      throw new DomainError('CONFLICT', COINS_COPY.paymentDoesNotMatchPack);
    case 'refundedBeforeCredit':
      throw new DomainError('CONFLICT', COINS_COPY.paymentRefunded);
    case 'notPaid':
      throw new DomainError('CONFLICT', COINS_COPY.paymentNotCompleted);
    case 'notOurs':
    case 'accountGone':
      throw new DomainError('NOT_FOUND', COINS_COPY.paymentNotFound);
  }
}

/** A payment priced otherwise than its pack is forged or from a changed pack table: someone should look. */
function warnOfMismatch(
  logger: Logger,
  payment: PaymentIntentState,
  mismatch: PackMismatch,
  context: Record<string, string>,
) {
  logger.warn(
    {
      ...context,
      paymentIntent: payment.id,
      mismatch,
      priceId: payment.metadata[PURCHASE_METADATA.priceId],
      amount: payment.amount,
      currency: payment.currency,
    },
    'coin payment does not match its pack: nothing credited',
  );
}

/** A webhook's PaymentIntent settled from its current state; the outcome is logged, never an error to Stripe. */
export async function settleFromWebhook(
  deps: PaymentDeps,
  payments: PaymentProvider,
  event: { id: string; type: string; paymentIntentId: string },
): Promise<void> {
  const payment: PaymentIntentState | null = await payments.retrievePaymentIntent(event.paymentIntentId);
  if (!payment) {
    deps.logger.warn(
      { event: event.id, paymentIntent: event.paymentIntentId },
      'webhook: unknown PaymentIntent',
    );
    return;
  }
  const settled = await settlePayment(deps.db, payment, coinPacksOf(deps.env));
  if (settled.kind === 'packMismatch') {
    // Answered 200 all the same: the payment will never match, and a 500 would have Stripe retry for days.
    warnOfMismatch(deps.logger, payment, settled.mismatch, { via: 'webhook', event: event.id });
    return;
  }
  const detail =
    settled.kind === 'credited'
      ? { newly: settled.newly, balance: settled.balance, userId: settled.ownerId }
      : {};
  deps.logger.info(
    { event: event.id, type: event.type, paymentIntent: payment.id, outcome: settled.kind, ...detail },
    'webhook: payment settled',
  );
}
