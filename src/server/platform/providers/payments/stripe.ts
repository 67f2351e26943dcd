import Stripe from 'stripe';
import {
  type NewPaymentIntent,
  type PaymentEvent,
  type PaymentIntentState,
  type PaymentProvider,
  WebhookSignatureError,
} from './types';

/** Signed webhooks older than this (seconds) are refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string };

/** The id of the PaymentIntent an event's object belongs to (a PaymentIntent, a Charge or a Refund). */
function paymentIntentOf(object: {
  object?: unknown;
  id?: unknown;
  payment_intent?: unknown;
}): string | null {
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object' && typeof (intent as { id?: unknown }).id === 'string') {
    return (intent as { id: string }).id;
  }
  return null;
}

/** Stripe through its official package; STRIPE_API_BASE's scheme, host and port say where its API is. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(config.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Elk' },
    });
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
  }

  async createPaymentIntent(request: NewPaymentIntent): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create({
      amount: request.amount,
      currency: request.currency,
      metadata: request.metadata,
      description: request.description,
      automatic_payment_methods: { enabled: true },
    });
    if (!intent.client_secret) throw new Error('Stripe created a PaymentIntent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentState | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      id: intent.id,
      status: intent.status,
      amount: intent.amount,
      amountReceived: intent.amount_received,
      currency: intent.currency,
      metadata: { ...intent.metadata },
      amountRefunded: charge?.amount_refunded ?? 0,
      fullyRefunded: charge?.refunded ?? false,
    };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader ?? '',
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook signature', {
        cause: error,
      });
    }
    const object = (event.data?.object ?? {}) as Parameters<typeof paymentIntentOf>[0];
    return { id: event.id, type: event.type, paymentIntentId: paymentIntentOf(object) };
  }
}
