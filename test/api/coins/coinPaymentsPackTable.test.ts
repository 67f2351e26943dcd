import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../src/shared/coins/paymentReturn';
import { COINS_COPY } from '../../../src/shared/coins/copy';
import { signInByEmail } from '../../helpers/rpc';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../../helpers/stripeStandIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { trpcCall } from '../../helpers/trpcHttp';

// Issue 37, item 9: a PaymentIntent's metadata is written by us but read back from Stripe, and anyone with the
// publishable key's reach (or a leaked secret key) can make one that says whatever it likes. What a payment is
// worth comes from the server's pack table, by the price id; a payment whose amount or currency is not that
// pack's is credited nothing, by the return route or the webhook. Through the real `stripe` package against the
// stand-in, with webhooks signed as Stripe signs them.

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_COIN_PACKS: 'coins_100:100:199,coins_300:300:499',
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
afterEach(() => vi.restoreAllMocks());

let people = 0;
async function buyer() {
  people += 1;
  return signInByEmail(t.app, t.db, `pack-buyer-${people}@example.com`, `Buyer ${people}`);
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function balanceOf(who: Buyer): Promise<number> {
  const reply = await trpcCall(t.app, { path: 'coins.fetchCoinBalance', kind: 'query' }, undefined, who);
  return (reply.data as { balance: number }).balance;
}

const verify = (who: Buyer, paymentIntentId: string) =>
  trpcCall(
    t.app,
    { path: 'coins.verifyCoinPurchase', kind: 'mutation' },
    { taskId: `task-${paymentIntentId}`, webData: { paymentIntentId } },
    who,
  );

function deliver(type: string, paymentIntentId: string) {
  const delivery = stripe.signedEvent(type, paymentIntentId);
  return request(t.app)
    .post(STRIPE_WEBHOOK_PATH)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', delivery.header)
    .send(delivery.payload);
}

/** A paid PaymentIntent made outside the app, with our metadata saying `coins` of `priceId` for `who`. */
function paidIntent(
  who: Buyer,
  fields: { priceId: string; coins: number; amount: number; currency?: string },
) {
  const made = stripe.addIntent({
    amount: fields.amount,
    currency: fields.currency ?? 'usd',
    metadata: {
      elk_purpose: 'coins',
      elk_user_id: who.userId,
      elk_price_id: fields.priceId,
      elk_coins: String(fields.coins),
    },
  });
  stripe.pay(made.id);
  return made.id;
}

const MISMATCHES = [
  { name: 'a 1-cent payment labelled 1,000,000 coins', priceId: 'coins_300', coins: 1_000_000, amount: 1 },
  {
    name: 'the right amount in another currency',
    priceId: 'coins_300',
    coins: 300,
    amount: 499,
    currency: 'eur',
  },
  { name: 'a price id not on sale', priceId: 'coins_999', coins: 999, amount: 499 },
];

describe('a payment that does not match its pack', () => {
  it.each(MISMATCHES)('credits nothing on the return route: $name', async (fields) => {
    const ann = await buyer();
    const id = paidIntent(ann, fields);
    const reply = await verify(ann, id);
    expect(reply.error).toEqual({ code: 'CONFLICT', message: COINS_COPY.paymentDoesNotMatchPack });
    expect(await balanceOf(ann)).toBe(60);
  });

  it.each(MISMATCHES)(
    'is answered 200 by the webhook, warned of, and credits nothing: $name',
    async (fields) => {
      const ann = await buyer();
      const id = paidIntent(ann, fields);
      const warn = vi.spyOn(t.deps.logger, 'warn');
      // 200, not 500: the payment will never match, so Stripe must not deliver it again and again.
      expect((await deliver('payment_intent.succeeded', id)).status).toBe(200);
      expect((await deliver('charge.succeeded', id)).status).toBe(200);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ paymentIntent: id }),
        expect.stringContaining('does not match'),
      );
      expect(await balanceOf(ann)).toBe(60);
      // Nor does the return route credit it afterwards.
      expect((await verify(ann, id)).error?.code).toBe('CONFLICT');
      expect(await balanceOf(ann)).toBe(60);
    },
  );
});

describe('a payment that matches its pack', () => {
  it('credits the pack’s coins, whatever the metadata says, and a refund takes back exactly those', async () => {
    const ann = await buyer();
    const id = paidIntent(ann, { priceId: 'coins_300', coins: 1_000_000, amount: 499 });
    expect((await verify(ann, id)).data).toEqual({ status: 'credited', coins: 300, balance: 360 });
    expect((await deliver('payment_intent.succeeded', id)).status).toBe(200);
    expect(await balanceOf(ann)).toBe(360);
    stripe.refund(id);
    expect((await deliver('charge.refunded', id)).status).toBe(200);
    expect(await balanceOf(ann)).toBe(60);
  });

  it('credits a pack bought through the app by the webhook, exactly its coins', async () => {
    const ann = await buyer();
    const started = await trpcCall(
      t.app,
      { path: 'coins.initializePayment', kind: 'mutation' },
      { priceId: 'coins_100' },
      ann,
    );
    const id = (started.data as { paymentIntentId: string }).paymentIntentId;
    stripe.pay(id);
    expect((await deliver('payment_intent.succeeded', id)).status).toBe(200);
    expect(await balanceOf(ann)).toBe(160);
    expect((await verify(ann, id)).data).toEqual({ status: 'credited', coins: 100, balance: 160 });
  });
});
