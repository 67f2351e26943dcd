import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS_COPY } from '../../../src/shared/coins/copy';
import { STRIPE_WEBHOOK_PATH } from '../../../src/shared/coins/paymentReturn';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { trpcCall } from '../../helpers/trpcHttp';

// Issue 40, item 8: without Stripe keys, a development server sells coins through its test checkout, settling a
// paid test payment through the webhook's own settling; production keeps payments off and refuses the checkout.

const PACKS = 'coins_100:100:199,coins_300:300:499';

let dev: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ env: { NODE_ENV: 'development', STRIPE_COIN_PACKS: PACKS } });
}, 60_000);
afterAll(() => dev?.close());

let people = 0;
async function buyerOf(app: TestApp) {
  people += 1;
  return signInByEmail(app.app, app.db, `test-checkout-${people}@example.com`, `Buyer ${people}`);
}
type Buyer = Awaited<ReturnType<typeof buyerOf>>;

const call = (app: TestApp, path: string, who: Buyer | undefined, input?: unknown) =>
  trpcCall(app.app, { path, kind: path === 'coins.fetchCoinBalance' ? 'query' : 'mutation' }, input, who);

async function balanceOf(who: Buyer): Promise<number> {
  return ((await call(dev, 'coins.fetchCoinBalance', who)).data as { balance: number }).balance;
}

async function startPayment(who: Buyer, priceId = 'coins_300'): Promise<string> {
  const reply = await call(dev, 'coins.initializePayment', who, { priceId });
  expect(reply.error).toBeUndefined();
  return (reply.data as { paymentIntentId: string }).paymentIntentId;
}

const settle = (who: Buyer, paymentIntentId: string, outcome: 'pay' | 'decline', app = dev) =>
  call(app, 'coins.settleTestCheckout', who, { paymentIntentId, outcome });

const verify = (who: Buyer, paymentIntentId: string, productId = 'coins_300') =>
  call(dev, 'coins.verifyCoinPurchase', who, {
    taskId: `task-${paymentIntentId}`,
    webData: { paymentIntentId, productId },
  });

describe('the test checkout in development', () => {
  it('offers the packs through the test checkout, with no Stripe key', async () => {
    const packs = await trpcCall(dev.app, { path: 'coins.fetchCoinPacks', kind: 'query' }, undefined);
    expect(packs.data).toEqual({
      paymentsConfigured: true,
      publishableKey: null,
      testCheckout: true,
      packs: [
        { priceId: 'coins_100', coins: 100, amount: 199, currency: 'usd' },
        { priceId: 'coins_300', coins: 300, amount: 499, currency: 'usd' },
      ],
    });
  });

  it('credits a paid test purchase exactly once: paid twice, then confirmed by the return route', async () => {
    const ann = await buyerOf(dev);
    const id = await startPayment(ann);
    expect(id).toMatch(/^pi_test/);
    // Nothing yet: the return route refuses an unpaid payment.
    expect((await verify(ann, id)).error?.message).toBe(COINS_COPY.paymentNotCompleted);
    const [first, second] = await Promise.all([settle(ann, id, 'pay'), settle(ann, id, 'pay')]);
    expect(first.data).toEqual({ status: 'paid' });
    expect(second.data).toEqual({ status: 'paid' });
    expect(await balanceOf(ann)).toBe(360);
    expect((await settle(ann, id, 'pay')).data).toEqual({ status: 'paid' });
    const confirmed = await verify(ann, id);
    expect(confirmed.data).toEqual({ status: 'credited', coins: 300, balance: 360 });
    expect(await balanceOf(ann)).toBe(360);
    // A paid payment cannot be declined afterwards.
    const late = await settle(ann, id, 'decline');
    expect(late.error).toEqual({ code: 'CONFLICT', message: COINS_COPY.testCheckoutAlreadyPaid });
    expect(await balanceOf(ann)).toBe(360);
  });

  it('leaves the balance as it was when declined, and may still be paid after', async () => {
    const bob = await buyerOf(dev);
    const id = await startPayment(bob, 'coins_100');
    expect((await settle(bob, id, 'decline')).data).toEqual({ status: 'declined' });
    expect(await balanceOf(bob)).toBe(60);
    expect((await verify(bob, id, 'coins_100')).error?.message).toBe(COINS_COPY.paymentNotCompleted);
    expect((await settle(bob, id, 'pay')).data).toEqual({ status: 'paid' });
    expect(await balanceOf(bob)).toBe(160);
  });

  it('refuses to settle someone else’s purchase, and an unknown one', async () => {
    const owner = await buyerOf(dev);
    const thief = await buyerOf(dev);
    const id = await startPayment(owner);
    for (const outcome of ['pay', 'decline'] as const) {
      const reply = await settle(thief, id, outcome);
      expect(reply.error).toEqual({ code: 'FORBIDDEN', message: COINS_COPY.paymentOfAnotherAccount });
    }
    expect(await balanceOf(owner)).toBe(60);
    expect(await balanceOf(thief)).toBe(60);
    const unknown = await settle(owner, 'pi_test000000000000000000', 'pay');
    expect(unknown.error).toEqual({ code: 'NOT_FOUND', message: COINS_COPY.paymentNotFound });
    const anonymous = await call(dev, 'coins.settleTestCheckout', undefined, {
      paymentIntentId: id,
      outcome: 'pay',
    });
    expect(anonymous.error?.code).toBe('UNAUTHORIZED');
    expect(await balanceOf(owner)).toBe(60);
  });

  it('refuses a bad outcome or reference with a clear 400', async () => {
    const ann = await buyerOf(dev);
    const id = await startPayment(ann);
    const bad = await call(dev, 'coins.settleTestCheckout', ann, { paymentIntentId: id, outcome: 'refund' });
    expect(bad.status).toBe(400);
    const badId = await settle(ann, 'not-a-payment', 'pay');
    expect(badId.status).toBe(400);
  });

  it('takes no webhooks: the Stripe webhook route is not there', async () => {
    const hook = await request(dev.app).post(STRIPE_WEBHOOK_PATH).send('{}');
    expect(hook.status).toBe(404);
  });
});

describe('in production without Stripe keys', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production', STRIPE_COIN_PACKS: PACKS } });
  }, 60_000);
  afterAll(() => prod?.close());

  it('keeps payments off and refuses the test checkout', async () => {
    const packs = await trpcCall(prod.app, { path: 'coins.fetchCoinPacks', kind: 'query' }, undefined);
    expect(packs.data).toEqual({
      paymentsConfigured: false,
      publishableKey: null,
      packs: [],
      testCheckout: false,
    });
    const ann = await buyerOf(prod);
    const started = await call(prod, 'coins.initializePayment', ann, { priceId: 'coins_300' });
    expect(started.error).toEqual({ code: 'CONFLICT', message: COINS_COPY.paymentsNotConfigured });
    for (const outcome of ['pay', 'decline'] as const) {
      const reply = await settle(ann, 'pi_test000000000000000000', outcome, prod);
      expect(reply.error).toEqual({ code: 'NOT_FOUND', message: COINS_COPY.testCheckoutOff });
    }
    const balance = await trpcCall(
      prod.app,
      { path: 'coins.fetchCoinBalance', kind: 'query' },
      undefined,
      ann,
    );
    expect(balance.data).toEqual({ balance: 60 });
  });
});
