import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// Stripe.js is fetched from js.stripe.com (as Stripe requires) only when the card form first opens; the `pure`
// entry does not load it on import.

const loading = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for `publishableKey`, loaded once; a failed load is forgotten so the next try loads again. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      loading.delete(publishableKey);
      throw error;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}
