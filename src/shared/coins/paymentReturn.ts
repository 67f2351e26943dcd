// The payment return route (spec section 2: its path carries the provider's name). Stripe sends the buyer back
// to it with `payment_intent` (and `redirect_status`) added to the query; `state` is ours: where to go next,
// encoded as the login route's state is. Pure, so it is tested beside.
import { encodeLoginState, isSafePath, isSafeSearch, loginTarget } from '../auth/loginRedirect';
import { paymentIntentIdSchema, priceIdSchema } from './schema';

export const PAYMENT_RETURN_PATH = '/payment/stripe/return';
/** Where Stripe delivers its events (the webhook endpoint to register in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The return_url handed to Stripe: back to the return route, remembering `here` and the pack bought. */
export function paymentReturnUrl(
  origin: string,
  here: { path: string; search: string },
  priceId: string,
): string {
  const back = isSafePath(here.path) && isSafeSearch(here.search) ? here : { path: '/', search: '' };
  const query = new URLSearchParams({ state: encodeLoginState(back), pack: priceId });
  return `${origin}${PAYMENT_RETURN_PATH}?${query.toString()}`;
}

export type PaymentReturn = {
  /** Where to go afterwards: the state's place, or '/' when it is missing or unreadable (`problem` says why). */
  target: string;
  problem?: string;
  paymentIntentId: string | null;
  productId?: string;
  /** Stripe's own word on the redirect: 'succeeded', 'processing' or 'failed'. */
  redirectStatus: string | null;
};

/** Reads the return route's query. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const { target, problem } = loginTarget(search.get('state'));
  const intent = paymentIntentIdSchema.safeParse(search.get('payment_intent'));
  const pack = priceIdSchema.safeParse(search.get('pack'));
  return {
    target,
    ...(problem ? { problem } : {}),
    paymentIntentId: intent.success ? intent.data : null,
    ...(pack.success ? { productId: pack.data } : {}),
    redirectStatus: search.get('redirect_status'),
  };
}
