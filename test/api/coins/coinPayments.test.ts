import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../src/shared/coins/paymentReturn';
import { COINS_COPY } from '../../../src/shared/coins/copy';
import { coinBalanceResultSchema } from '../../../src/shared/coins/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../../helpers/stripeStandIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { trpcCall } from '../../helpers/trpcHttp';

// Buying coins through the real `stripe` package against a local stand-in of Stripe's API, with webhooks signed
// by the package's own test-header helper: credited exactly once whichever of the return route and the webhook
// comes first, however often Stripe delivers; never for an unpaid, refunded or someone else's payment.

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

let people = 0;
async function buyer() {
  people += 1;
  return signInByEmail(t.app, t.db, `coin-buyer-${people}@example.com`, `Buyer ${people}`);
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const query = (path: string, who: Buyer, input?: unknown) =>
  trpcCall(t.app, { path, kind: 'query' }, input, who);
const mutate = (path: string, who: Buyer, input: unknown) =>
  trpcCall(t.app, { path, kind: 'mutation' }, input, who);

async function balanceOf(who: Buyer): Promise<number> {
  const reply = await query('coins.fetchCoinBalance', who);
  return (reply.data as { balance: number }).balance;
}

async function startPayment(who: Buyer, priceId = 'coins_300'): Promise<string> {
  const reply = await mutate('coins.initializePayment', who, { priceId });
  expect(reply.error).toBeUndefined();
  return (reply.data as { paymentIntentId: string }).paymentIntentId;
}

const verify = (who: Buyer, paymentIntentId: string, productId?: string) =>
  mutate('coins.verifyCoinPurchase', who, {
    taskId: `task-${paymentIntentId}`,
    webData: { paymentIntentId, ...(productId ? { productId } : {}) },
  });

function deliver(delivery: { payload: string; header: string }) {
  return request(t.app)
    .post(STRIPE_WEBHOOK_PATH)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', delivery.header)
    .send(delivery.payload);
}

describe('the balance and the packs', () => {
  it('starts an account at the free 60 coins, on tRPC and on /json CoinService', async () => {
    const ann = await buyer();
    expect(await balanceOf(ann)).toBe(60);
    const reply = await rpc(t.app, 'CoinService', 'fetchCoinBalance', {}, ann);
    expect(coinBalanceResultSchema.parse(reply.body.result)).toEqual({ balance: 60 });
  });

  it('lists the configured packs and the publishable key', async () => {
    const reply = await trpcCall(t.app, { path: 'coins.fetchCoinPacks', kind: 'query' }, undefined);
    expect(reply.data).toEqual({
      paymentsConfigured: true,
      publishableKey: STAND_IN_KEYS.publishableKey,
      testCheckout: false,
      packs: [
        { priceId: 'coins_100', coins: 100, amount: 199, currency: 'usd' },
        { priceId: 'coins_300', coins: 300, amount: 499, currency: 'usd' },
      ],
    });
  });
});

describe('initializePayment', () => {
  it('creates a PaymentIntent priced from the server’s pack table, tagged with the buyer and the pack', async () => {
    const ann = await buyer();
    const reply = await mutate('coins.initializePayment', ann, { priceId: 'coins_300', amount: 1 });
    const { clientSecret, paymentIntentId } = reply.data as { clientSecret: string; paymentIntentId: string };
    const intent = stripe.intent(paymentIntentId);
    expect(clientSecret).toBe(intent.clientSecret);
    expect({ amount: intent.amount, currency: intent.currency }).toEqual({ amount: 499, currency: 'usd' });
    expect(intent.metadata).toMatchObject({
      elk_user_id: ann.userId,
      elk_price_id: 'coins_300',
      elk_coins: '300',
    });
  });

  it('refuses a pack that is not on sale', async () => {
    const reply = await mutate('coins.initializePayment', await buyer(), { priceId: 'coins_999' });
    expect(reply.error).toEqual({ code: 'BAD_REQUEST', message: COINS_COPY.unknownPack });
  });

  it('is for signed-in accounts only', async () => {
    const reply = await trpcCall(
      t.app,
      { path: 'coins.initializePayment', kind: 'mutation' },
      { priceId: 'coins_100' },
    );
    expect(reply.error?.code).toBe('UNAUTHORIZED');
  });
});

describe('verifyCoinPurchase (the payment return route)', () => {
  it('credits a paid pack once, however often the return route asks', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    const first = await verify(ann, id, 'coins_300');
    expect(first.data).toEqual({ status: 'credited', coins: 300, balance: 360 });
    const again = await verify(ann, id);
    expect(again.data).toEqual({ status: 'credited', coins: 300, balance: 360 });
    expect(await balanceOf(ann)).toBe(360);
  });

  it('answers the same through /json CoinService', async () => {
    const ann = await buyer();
    const id = await startPayment(ann, 'coins_100');
    stripe.pay(id);
    const reply = await rpc(
      t.app,
      'CoinService',
      'verifyCoinPurchase',
      { taskId: 'json-task', webData: { paymentIntentId: id, productId: 'coins_100' } },
      ann,
    );
    expect(reply.body.result).toEqual({ status: 'credited', coins: 100, balance: 160 });
  });

  it('refuses an unpaid or failed payment and credits nothing', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    expect((await verify(ann, id)).error).toEqual({
      code: 'CONFLICT',
      message: COINS_COPY.paymentNotCompleted,
    });
    stripe.setStatus(id, 'canceled');
    expect((await verify(ann, id)).error?.code).toBe('CONFLICT');
    expect(await balanceOf(ann)).toBe(60);
  });

  it('says a processing payment is on its way without crediting it', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.setStatus(id, 'processing');
    expect((await verify(ann, id)).data).toEqual({ status: 'processing', coins: 300, balance: 60 });
    expect(await balanceOf(ann)).toBe(60);
  });

  it('refuses someone else’s PaymentIntent, and credits neither account', async () => {
    const ann = await buyer();
    const bob = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    const reply = await verify(bob, id);
    expect(reply.error).toEqual({ code: 'FORBIDDEN', message: COINS_COPY.paymentOfAnotherAccount });
    expect(await balanceOf(bob)).toBe(60);
    expect(await balanceOf(ann)).toBe(60);
  });

  it('refuses a PaymentIntent that is not a coin purchase of ours, or that Stripe does not know', async () => {
    const ann = await buyer();
    const foreign = stripe.addIntent({ amount: 5000, metadata: { elk_user_id: ann.userId } });
    stripe.pay(foreign.id);
    expect((await verify(ann, foreign.id)).error?.code).toBe('NOT_FOUND');
    expect((await verify(ann, 'pi_unknown123')).error).toEqual({
      code: 'NOT_FOUND',
      message: COINS_COPY.paymentNotFound,
    });
    expect(await balanceOf(ann)).toBe(60);
  });

  it('refuses a payment for another pack than the one named', async () => {
    const ann = await buyer();
    const id = await startPayment(ann, 'coins_100');
    stripe.pay(id);
    expect((await verify(ann, id, 'coins_300')).error?.code).toBe('BAD_REQUEST');
    expect(await balanceOf(ann)).toBe(60);
  });

  it('refuses a payment refunded before it was credited', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    stripe.refund(id);
    expect((await verify(ann, id)).error).toEqual({ code: 'CONFLICT', message: COINS_COPY.paymentRefunded });
    expect((await deliver(stripe.signedEvent('payment_intent.succeeded', id))).status).toBe(200);
    expect(await balanceOf(ann)).toBe(60);
  });
});

describe('the webhook', () => {
  it('credits once when the same event is delivered 5 times at once', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    const delivery = stripe.signedEvent('payment_intent.succeeded', id);
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(ann)).toBe(360);
    // The return route arriving afterwards finds it credited.
    expect((await verify(ann, id)).data).toEqual({ status: 'credited', coins: 300, balance: 360 });
    expect(await balanceOf(ann)).toBe(360);
  });

  it('credits once when the webhook and the return route arrive together', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    const [hook, returned, retried] = await Promise.all([
      deliver(stripe.signedEvent('payment_intent.succeeded', id)),
      verify(ann, id),
      deliver(stripe.signedEvent('charge.succeeded', id)),
    ]);
    expect([hook.status, retried.status]).toEqual([200, 200]);
    expect(returned.data).toMatchObject({ status: 'credited', coins: 300 });
    expect(await balanceOf(ann)).toBe(360);
  });

  it('refuses a tampered body, an old timestamp and a missing signature, and credits nothing', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    const genuine = stripe.signedEvent('payment_intent.succeeded', id);
    const tampered = { ...genuine, payload: genuine.payload.replace('"livemode":false', '"livemode":true') };
    expect((await deliver(tampered)).status).toBe(400);
    const stale = stripe.signedEvent('payment_intent.succeeded', id, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(stale)).status).toBe(400);
    const unsigned = await request(t.app)
      .post(STRIPE_WEBHOOK_PATH)
      .set('Content-Type', 'application/json')
      .send(genuine.payload);
    expect(unsigned.status).toBe(400);
    expect(await balanceOf(ann)).toBe(60);
    // The genuine delivery still works: nothing above changed the payment's state.
    expect((await deliver(genuine)).status).toBe(200);
    expect(await balanceOf(ann)).toBe(360);
  });

  it('credits nothing for an unpaid payment or one that is not ours', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    expect((await deliver(stripe.signedEvent('payment_intent.succeeded', id))).status).toBe(200);
    const other = stripe.addIntent({ amount: 499, metadata: { order: '42' } });
    stripe.pay(other.id);
    expect((await deliver(stripe.signedEvent('payment_intent.succeeded', other.id))).status).toBe(200);
    expect(await balanceOf(ann)).toBe(60);
  });

  it('takes a refunded pack back once, however many refund events arrive', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    stripe.pay(id);
    await deliver(stripe.signedEvent('payment_intent.succeeded', id));
    expect(await balanceOf(ann)).toBe(360);
    stripe.refund(id);
    const refunds = [
      stripe.signedEvent('charge.refunded', id),
      stripe.signedEvent('charge.refunded', id),
      stripe.signedEvent('refund.created', id),
      stripe.signedEvent('charge.refund.updated', id),
    ];
    const replies = await Promise.all([...refunds, refunds[0]!].map(deliver));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(await balanceOf(ann)).toBe(60);
    // The return route after the refund: the coins stay taken back.
    expect((await verify(ann, id)).data).toEqual({ status: 'credited', coins: 300, balance: 60 });
  });

  it('takes back the refunded share of a partial refund, then the rest', async () => {
    const ann = await buyer();
    const id = await startPayment(ann, 'coins_100');
    stripe.pay(id);
    await verify(ann, id);
    stripe.refund(id, 100);
    await Promise.all([
      deliver(stripe.signedEvent('charge.refunded', id)),
      deliver(stripe.signedEvent('refund.created', id)),
    ]);
    expect(await balanceOf(ann)).toBe(160 - 50);
    stripe.refund(id);
    await deliver(stripe.signedEvent('charge.refunded', id));
    expect(await balanceOf(ann)).toBe(60);
  });

  it('answers events it does not act on', async () => {
    const ann = await buyer();
    const id = await startPayment(ann);
    const reply = await deliver(stripe.signedEvent('payment_intent.created', id));
    expect(reply.status).toBe(200);
    expect(await balanceOf(ann)).toBe(60);
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('says payments are not configured: no pack, no payment, no webhook', async () => {
    const ann = await signInByEmail(bare.app, bare.db, 'no-stripe@example.com', 'Ann');
    const packs = await trpcCall(bare.app, { path: 'coins.fetchCoinPacks', kind: 'query' }, undefined);
    expect(packs.data).toEqual({
      paymentsConfigured: false,
      publishableKey: null,
      packs: [],
      testCheckout: false,
    });
    const started = await trpcCall(
      bare.app,
      { path: 'coins.initializePayment', kind: 'mutation' },
      { priceId: 'coins_100' },
      ann,
    );
    expect(started.error).toEqual({ code: 'CONFLICT', message: COINS_COPY.paymentsNotConfigured });
    const hook = await request(bare.app).post(STRIPE_WEBHOOK_PATH).send('{}');
    expect(hook.status).toBe(404);
  });
});

describe('when Stripe cannot be reached', () => {
  let cut: TestApp;
  beforeAll(async () => {
    cut = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => cut?.close());

  it('says so plainly (502), and a webhook asks to be delivered again (500)', async () => {
    const ann = await signInByEmail(cut.app, cut.db, 'offline@example.com', 'Ann');
    const started = await trpcCall(
      cut.app,
      { path: 'coins.initializePayment', kind: 'mutation' },
      { priceId: 'coins_100' },
      ann,
    );
    expect(started.status).toBe(502);
    expect(started.error?.message).toBe(COINS_COPY.paymentProviderFailed);
    const id = await startPayment(await buyer());
    stripe.pay(id);
    const delivery = stripe.signedEvent('payment_intent.succeeded', id);
    const hook = await request(cut.app)
      .post(STRIPE_WEBHOOK_PATH)
      .set('Stripe-Signature', delivery.header)
      .send(delivery.payload);
    expect(hook.status).toBe(500);
  });
});
