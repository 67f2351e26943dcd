import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../src/shared/coins/paymentReturn';
import { startServer } from '../helpers/serverProcess';
import {
  DECLINED_CARD,
  STAND_IN_KEYS,
  startStripeStandIn,
  type StripeStandIn,
} from '../helpers/stripeStandIn';
import { launchBrowser, screenshotAt, signInByEmail } from './helpers/browser';
import { EditorPage } from './helpers/editor';
import { routeStripeToStandIns } from './helpers/stripeJsStandIn';

// Issue #17's journey: a visitor spends free coins on a generated cover, signs up and keeps the balance, then
// buys a pack with a card. This journey starts its own app with Stripe keys pointing at a local Stripe API stand-in, and serves a
// stand-in Stripe.js (the machine has no internet). After the card is confirmed the stand-in delivers Stripe's
// signed webhook (twice, as Stripe's retries would) while the browser comes back through the payment return
// route: the balance rises once. A second app without Stripe keys (development) sells the same packs through its
// clearly marked test checkout (issue 40, item 8), at both widths: declined, then paid, credited once.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-coins-shots';
/** The 60 free coins less one cover generation (10). */
const VISITOR_BALANCE = 50;

let stripe: StripeStandIn;
let server: ReturnType<typeof startServer>;
let baseUrl: string;
let browser: Browser;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elk-coins-e2e-'));
/** Every webhook delivery the stand-in made, with the app's answer. */
const deliveries: Promise<number>[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  stripe = await startStripeStandIn();
  server = startServer(dataDir, {
    STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  baseUrl = (await server.url()).replace(/\/$/, '');
  // As Stripe does once a payment succeeds: signed events to the webhook, the same one delivered twice at once.
  stripe.onPaid((intent) => {
    const deliver = (type: string) => {
      const event = stripe.signedEvent(type, intent.id);
      return fetch(`${baseUrl}${STRIPE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header },
        body: event.payload,
      }).then((reply) => reply.status);
    };
    deliveries.push(
      deliver('payment_intent.succeeded'),
      deliver('payment_intent.succeeded'),
      deliver('charge.succeeded'),
    );
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function openBuyCoins(page: Page) {
  await page.getByRole('button', { name: 'Buy coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy coins' });
  await dialog.getByRole('radio', { name: '300 coins for $4.99' }).waitFor();
  return dialog;
}

describe('coins', () => {
  it('keeps a visitor’s balance through sign-up, then buys a pack credited once', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await routeStripeToStandIns(page, stripe);

    // A visitor generates a cover with the built-in painter (10 of the 60 free coins), then signs up.
    await page.goto(`${baseUrl}/event/create`);
    const editor = new EditorPage(page);
    await editor.title.fill('Coin party');
    const panel = await editor.openTab('Cover image');
    await panel.getByLabel('Describe your cover').fill('gold coins raining on a dance floor');
    await panel.getByRole('button', { name: 'Generate', exact: true }).click();
    await panel.getByTestId('generated-images').locator('img').first().waitFor({ timeout: 60_000 });
    await panel.getByText(`${VISITOR_BALANCE} coins`).waitFor();
    await signInByEmail(page, `coin-buyer-${Date.now()}@example.com`, 'Coin Buyer', baseUrl);
    await page.goto(`${baseUrl}/profile/edit`);
    await page.getByText(`${VISITOR_BALANCE} coins`, { exact: true }).waitFor();

    // A declined card says so and charges nothing.
    let dialog = await openBuyCoins(page);
    await screenshotAt(page, SHOTS, 'buy-coins-packs', 1280);
    await screenshotAt(page, SHOTS, 'buy-coins-packs', 390);
    await dialog.getByRole('radio', { name: '300 coins for $4.99' }).click();
    await dialog.getByRole('button', { name: 'Continue to payment · $4.99' }).click();
    await dialog.getByLabel('Card number').fill(DECLINED_CARD);
    await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
    await dialog.getByText('Your card was declined.').waitFor();
    expect(deliveries).toHaveLength(0);

    // A good card: Stripe's webhook and the return route both arrive.
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiration').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await screenshotAt(page, SHOTS, 'buy-coins-card', 1280);
    await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
    await page.getByText('300 coins added. Your balance is 350 coins.').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${baseUrl}/profile/edit`);
    expect(visited).toContain('/payment/stripe/return');
    await page.getByText('350 coins', { exact: true }).waitFor();

    // However the deliveries and the return route interleaved, the pack counts once.
    expect(await Promise.all(deliveries)).toEqual([200, 200, 200]);
    await page.reload();
    await page.getByText('350 coins', { exact: true }).waitFor();
    await screenshotAt(page, SHOTS, 'profile-coins', 1280, true);
    await screenshotAt(page, SHOTS, 'profile-coins', 390, true);
    const balance = await page.evaluate(async () => {
      const reply = await fetch('/api/trpc/coins.fetchCoinBalance');
      return ((await reply.json()) as { result: { data: { balance: number } } }).result.data.balance;
    });
    expect(balance).toBe(350);
    dialog = await openBuyCoins(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  });

  it('shows the return route’s refusal of someone else’s payment, then goes on', async () => {
    const page = await browser.newPage();
    await signInByEmail(page, `coin-return-${Date.now()}@example.com`, 'Return Tester', baseUrl);
    const unpaid = stripe.addIntent({
      amount: 199,
      metadata: {
        elk_purpose: 'coins',
        elk_user_id: 'someone-else',
        elk_price_id: 'coins_100',
        elk_coins: '100',
      },
    });
    await page.goto(`${baseUrl}/payment/stripe/return?payment_intent=${unpaid.id}&redirect_status=failed`);
    await page.getByRole('heading', { name: 'No coins were added' }).waitFor();
    await page.getByText('This payment belongs to another account.').waitFor();
    await screenshotAt(page, SHOTS, 'payment-return-refused', 390);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/payment/stripe/return');
  });
});

describe('coins without Stripe keys: the test checkout', () => {
  let devServer: ReturnType<typeof startServer>;
  let devUrl: string;
  const devDataDir = mkdtempSync(path.join(os.tmpdir(), 'elk-coins-test-checkout-e2e-'));

  beforeAll(async () => {
    devServer = startServer(devDataDir);
    devUrl = (await devServer.url()).replace(/\/$/, '');
  }, 120_000);

  afterAll(async () => {
    if (devServer && devServer.child.exitCode === null) {
      devServer.child.kill('SIGTERM');
      await devServer.exited;
    }
    rmSync(devDataDir, { recursive: true, force: true });
  }, 60_000);

  for (const width of [1280, 390] as const) {
    it(`walks a purchase through the test checkout at ${width} px: declined, then paid once`, async () => {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      const stripeRequests: string[] = [];
      page.on('request', (sent) => {
        if (/stripe\.com/.test(sent.url())) stripeRequests.push(sent.url());
      });
      await signInByEmail(page, `test-checkout-${width}-${Date.now()}@example.com`, 'Test Buyer', devUrl);
      await page.goto(`${devUrl}/profile/edit`);
      await page.getByText('60 coins', { exact: true }).waitFor();

      const dialog = await openBuyCoins(page);
      await dialog.getByRole('radio', { name: '300 coins for $4.99' }).click();
      await dialog.getByRole('button', { name: 'Continue to payment · $4.99' }).click();
      await dialog.getByText('Test checkout — no real payment').waitFor();
      await dialog.getByText('nothing is charged here').waitFor();
      await screenshotAt(page, SHOTS, 'test-checkout', width);

      // Declined: said plainly, nothing added.
      await dialog.getByRole('button', { name: 'Decline (test)' }).click();
      await dialog.getByText('The test payment was declined, so no coins were added.').waitFor();
      await screenshotAt(page, SHOTS, 'test-checkout-declined', width);
      await page.getByText('60 coins', { exact: true }).waitFor();

      // Paid: through the payment return route, back to the profile, the pack counted once.
      await dialog.getByRole('button', { name: 'Pay $4.99 (test)' }).click();
      await page.getByText('300 coins added. Your balance is 360 coins.').waitFor({ timeout: 30_000 });
      await page.waitForURL(`${devUrl}/profile/edit`);
      expect(visited).toContain('/payment/stripe/return');
      await page.getByText('360 coins', { exact: true }).waitFor();
      await page.reload();
      await page.getByText('360 coins', { exact: true }).waitFor();
      const balance = await page.evaluate(async () => {
        const reply = await fetch('/api/trpc/coins.fetchCoinBalance');
        return ((await reply.json()) as { result: { data: { balance: number } } }).result.data.balance;
      });
      expect(balance).toBe(360);
      expect(stripeRequests).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
