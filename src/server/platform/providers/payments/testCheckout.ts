import { randomBytes } from 'node:crypto';
import {
  type NewPaymentIntent,
  type PaymentEvent,
  type PaymentIntentState,
  type PaymentProvider,
  WebhookSignatureError,
} from './types';

// The development stand-in for Stripe (issue 40, item 8): PaymentIntents kept in this process's memory, paid or
// declined by the person at the clearly marked test checkout instead of by a card. Chosen only without Stripe
// keys and only in development (see paymentsFor), so no payment anybody relies on can ever be one of these.
// Its PaymentIntents are read back by the same settling code as Stripe's; a restart forgets the unpaid ones.

/** The outcome of the test checkout's buttons: a paid intent is paid for good, a declined one may be paid later. */
export type TestCheckoutOutcome = 'pay' | 'decline';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export class TestCheckoutPayments implements PaymentProvider {
  readonly name = 'testCheckout';
  /** No browser script is loaded for the test checkout. */
  readonly publishableKey = '';
  private readonly intents = new Map<string, PaymentIntentState>();

  createPaymentIntent(request: NewPaymentIntent): Promise<{ id: string; clientSecret: string }> {
    // Shaped as Stripe's ids are, so the return route reads them as it reads Stripe's.
    const id = `pi_test${token(12)}`;
    this.intents.set(id, {
      id,
      status: 'requires_payment_method',
      amount: request.amount,
      amountReceived: 0,
      currency: request.currency,
      metadata: { ...request.metadata },
      amountRefunded: 0,
      fullyRefunded: false,
    });
    return Promise.resolve({ id, clientSecret: `${id}_secret_${token(12)}` });
  }

  retrievePaymentIntent(id: string): Promise<PaymentIntentState | null> {
    const intent = this.intents.get(id);
    return Promise.resolve(intent ? { ...intent, metadata: { ...intent.metadata } } : null);
  }

  /**
   * What the person at the test checkout chose: 'pay' marks the intent paid in full (again, harmlessly, when
   * it is already paid); 'decline' leaves it unpaid. Returns the intent's new state, or null for an unknown id.
   */
  complete(id: string, outcome: TestCheckoutOutcome): PaymentIntentState | null {
    const intent = this.intents.get(id);
    if (!intent) return null;
    if (outcome === 'pay') {
      intent.status = 'succeeded';
      intent.amountReceived = intent.amount;
    }
    return { ...intent, metadata: { ...intent.metadata } };
  }

  verifyWebhook(): PaymentEvent {
    throw new WebhookSignatureError('The test checkout receives no webhooks.');
  }
}
