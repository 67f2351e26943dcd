// POST /api/payments/stripe/webhook: Stripe's events about coin payments. The body is read raw (the signature is
// over the exact bytes), so this route sits before any JSON parser; a delivery whose signature is missing, wrong
// or older than 300 s is refused with 400 and nothing is read from it. Every handled event settles its
// PaymentIntent from Stripe's current state, so the order, repetition and concurrency of deliveries do not matter:
// a purchase is credited once, a refund taken back once. A failure answers 500, and Stripe delivers again; a
// payment not priced as the pack it names is answered 200 and only logged, since no retry will ever change it.
import express, { type Request, type Response } from 'express';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import { STRIPE_WEBHOOK_PATH } from '../../../shared/coins/paymentReturn';
import type { AppDeps } from '../../platform/deps';
import { paymentsFor, WebhookSignatureError } from '../../platform/providers/payments';
import { settleFromWebhook } from './payments';

const WEBHOOK_BODY_LIMIT = '1mb';

/** Events that may change what a PaymentIntent is worth in coins: its success, and refunds of its charge. */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'charge.succeeded',
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

/** Verifies a delivery's signature and settles the PaymentIntent it names; refusals as the header says. */
function receiveWebhook(deps: Pick<AppDeps, 'env' | 'db' | 'logger'>) {
  return async (req: Request, res: Response) => {
    const payments = paymentsFor(deps.env);
    // The test checkout settles its payments itself (testCheckout.ts): there is nothing to deliver here.
    if (!payments || payments.name !== 'stripe') {
      res.status(404).json({ error: 'Card payments are not configured.' });
      return;
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = payments.verifyWebhook(body, req.get('stripe-signature'));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      deps.logger.warn({ reason: error.message }, 'webhook: signature refused');
      res.status(400).json({ error: 'Invalid signature' });
      return;
    }
    const paymentIntentId = event.paymentIntentId;
    if (!paymentIntentId || !SETTLING_EVENTS.has(event.type)) {
      res.json({ received: true });
      return;
    }
    try {
      await settleFromWebhook(deps, payments, { id: event.id, type: event.type, paymentIntentId });
    } catch (error) {
      deps.logger.error({ err: error, event: event.id, type: event.type }, 'webhook: settling failed');
      res.status(500).json({ error: 'Not processed; please deliver again.' });
      return;
    }
    res.json({ received: true });
  };
}

/** Stripe's deliveries: public, the signature over the raw body is the credential. */
export const stripeWebhookRoutes: FeatureRoutes = (deps) => [
  publicRoute(deps, { body: express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }) }).post(
    STRIPE_WEBHOOK_PATH,
    receiveWebhook(deps),
  ),
];
