// Card payments: the little of a payment provider the coin feature needs. Stripe, or in development only the
// test checkout (testCheckout.ts): a payment that nobody charged must never look paid where it matters, so in
// production without keys payments are simply off.

/** A PaymentIntent as the coin feature reads it (the provider's current state, never the client's word). */
export type PaymentIntentState = {
  id: string;
  /** Stripe's status: succeeded, processing, requires_payment_method, requires_action, canceled… */
  status: string;
  /** In the currency's minor unit. */
  amount: number;
  amountReceived: number;
  currency: string;
  metadata: Record<string, string>;
  /** What the payment's charge has had refunded so far (minor units), and whether that is all of it. */
  amountRefunded: number;
  fullyRefunded: boolean;
};

/** A verified webhook event: its type and the PaymentIntent it is about, when it is about one. */
export type PaymentEvent = { id: string; type: string; paymentIntentId: string | null };

export type NewPaymentIntent = {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string;
};

export interface PaymentProvider {
  readonly name: 'stripe' | 'testCheckout';
  /** The key the browser's payment form (Stripe.js) is created with. */
  readonly publishableKey: string;
  createPaymentIntent(request: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
  /** The PaymentIntent as the provider has it now, or null when it does not know that id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentState | null>;
  /** Checks the signature of a webhook delivery (raw body as sent) and reads it; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** A webhook whose signature is missing, wrong, or too old: it is answered 400 and nothing is read from it. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
