import type { Env } from '../../env';
import { StripePayments } from './stripe';
import { TestCheckoutPayments } from './testCheckout';
import type { PaymentProvider } from './types';

export type { NewPaymentIntent, PaymentEvent, PaymentIntentState, PaymentProvider } from './types';
export { WebhookSignatureError } from './types';
export { WEBHOOK_TOLERANCE_SECONDS } from './stripe';
export { TestCheckoutPayments, type TestCheckoutOutcome } from './testCheckout';

/**
 * What the browser must be allowed to load for Stripe Elements (script, frames, API calls), added to the
 * Content-Security-Policy only when payments are on.
 */
export const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

const providers = new WeakMap<Env, PaymentProvider | null>();

/**
 * Stripe when its keys are set; without them, the test checkout in development only (never in production,
 * where coins simply cannot be bought, nor under NODE_ENV=test, so the automated tests
 * keep the keyless default unless they ask for development);
 * else null. Created once per configuration, so a test checkout's payments live as long as its app.
 */
export function paymentsFor(env: Env): PaymentProvider | null {
  if (!providers.has(env)) {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
    let provider: PaymentProvider | null = null;
    if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
      provider = new StripePayments({
        secretKey: STRIPE_SECRET_KEY,
        publishableKey: STRIPE_PUBLISHABLE_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      });
    } else if (env.NODE_ENV === 'development') {
      provider = new TestCheckoutPayments();
    }
    providers.set(env, provider);
  }
  return providers.get(env) ?? null;
}

/** The test checkout when it is this configuration's payment provider; null otherwise (always in production). */
export function testCheckoutFor(env: Env): TestCheckoutPayments | null {
  if (env.NODE_ENV === 'production') return null;
  const payments = paymentsFor(env);
  return payments instanceof TestCheckoutPayments ? payments : null;
}
