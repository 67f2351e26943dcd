import { describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_PATH, paymentReturnUrl, readPaymentReturn } from './paymentReturn';

describe('the payment return route', () => {
  it('comes back to where the buyer was, with the PaymentIntent Stripe adds', () => {
    const url = new URL(
      paymentReturnUrl('https://elk.party', { path: '/event/edit/abc', search: '?tab=cover' }, 'coins_300'),
    );
    expect(url.pathname).toBe(PAYMENT_RETURN_PATH);
    url.searchParams.set('payment_intent', 'pi_3Abc123');
    url.searchParams.set('redirect_status', 'succeeded');
    expect(readPaymentReturn(url.searchParams)).toEqual({
      target: '/event/edit/abc?tab=cover',
      paymentIntentId: 'pi_3Abc123',
      productId: 'coins_300',
      redirectStatus: 'succeeded',
    });
  });

  it('goes to / when the state is missing or points off the site', () => {
    const missing = readPaymentReturn(new URLSearchParams('payment_intent=pi_1'));
    expect(missing.target).toBe('/');
    expect(missing.problem).toBeTruthy();
    const offSite = new URL(
      paymentReturnUrl('https://elk.party', { path: '//evil.com', search: '' }, 'coins_100'),
    );
    expect(readPaymentReturn(offSite.searchParams).target).toBe('/');
  });

  it('ignores a payment reference or pack that is not one', () => {
    const read = readPaymentReturn(new URLSearchParams('payment_intent=<script>&pack=no%20way'));
    expect(read.paymentIntentId).toBeNull();
    expect(read.productId).toBeUndefined();
  });
});
