// The development server's test checkout (issue 40, item 8): without Stripe keys, the person at the buy-coins
// form pays or declines a started payment with a button. Paying settles the payment exactly as Stripe's webhook
// does (settleFromWebhook, and so settlePayment: credited once, however often), then the browser goes through
// the payment return route as it would from Stripe. Refused wherever the test checkout is not the provider:
// always in production.
import { randomBytes } from 'node:crypto';
import { COINS_COPY } from '../../../shared/coins/copy';
import type { Db } from '../../platform/db/client';
import type { Env } from '../../platform/env';
import { DomainError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { type TestCheckoutOutcome, testCheckoutFor } from '../../platform/providers/payments';
import { settleFromWebhook } from './payments';
import { purchaseOf } from './purchases';

type Deps = { env: Env; db: Db; logger: Logger };

/** Pays or declines the caller's own started test payment; someone else's answers as another account's. */
export async function settleTestCheckout(
  deps: Deps,
  userId: string,
  request: { paymentIntentId: string; outcome: TestCheckoutOutcome },
): Promise<{ status: 'paid' | 'declined' }> {
  const checkout = testCheckoutFor(deps.env);
  if (!checkout) throw new DomainError('NOT_FOUND', COINS_COPY.testCheckoutOff);
  const before = await checkout.retrievePaymentIntent(request.paymentIntentId);
  const claim = before && purchaseOf(before.metadata);
  if (!before || !claim) throw new DomainError('NOT_FOUND', COINS_COPY.paymentNotFound);
  if (claim.userId !== userId) throw new DomainError('FORBIDDEN', COINS_COPY.paymentOfAnotherAccount);
  if (request.outcome === 'decline') {
    if (before.status === 'succeeded') throw new DomainError('CONFLICT', COINS_COPY.testCheckoutAlreadyPaid);
    return { status: 'declined' };
  }
  checkout.complete(request.paymentIntentId, 'pay');
  // The event Stripe would send now, through the webhook's own settling.
  await settleFromWebhook(deps, checkout, {
    id: `evt_test${randomBytes(12).toString('hex')}`,
    type: 'payment_intent.succeeded',
    paymentIntentId: request.paymentIntentId,
  });
  return { status: 'paid' };
}
