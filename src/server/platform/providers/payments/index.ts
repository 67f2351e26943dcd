import type { Env } from '../../env';
import { StripePayments } from './stripe';
import type { PaymentProvider } from './types';

export type { NewPaymentIntent, PaymentEvent, PaymentIntentState, PaymentProvider } from './types';
export { WebhookSignatureError } from './types';
export { WEBHOOK_TOLERANCE_SECONDS } from './stripe';

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

/** Stripe when its keys are set, created once per configuration; null when card payments are off. */
export function paymentsFor(env: Env): PaymentProvider | null {
  if (!providers.has(env)) {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
    providers.set(
      env,
      STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET
        ? new StripePayments({
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          })
        : null,
    );
  }
  return providers.get(env) ?? null;
}
