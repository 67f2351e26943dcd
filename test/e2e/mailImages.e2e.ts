import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt, waitForMail } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 38, item 8: the invitation e-mail's cover shows where mail is read, which is never the app's origin (a
// webmail, a mail app's viewer). The mail's HTML, as sent, is opened in a page of its own (an opaque origin,
// like a mail viewer's frame) at 1280 and 390 px: its cover loads, as a JPEG (every mail program shows JPEG;
// Outlook for Windows shows no WebP), from the app on another origin.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-mail-image-shots';
const stamp = Date.now();
const GUEST = `mail-images-guest-${stamp}@example.com`;
let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];
let mailHtml = '';

async function pageAt(width: 1280 | 390): Promise<Page> {
  const viewport = width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const { context, page } = await newPage(browser, errors, { viewport });
  contexts.push(context);
  return page;
}

/** The invitation's HTML as the dev outbox keeps what was sent. */
async function invitationHtml(to: string): Promise<string> {
  const mail = await waitForMail(to, (m) => m.html !== null, { what: 'invitation mail' });
  return mail.html!;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const host = await pageAt(1280);
  await signInByEmailApi(host, `mail-images-host-${stamp}@example.com`, 'Hazel Host');
  const event = partyEvent({ title: 'Cover in the mail', photoUrl: await galleryCover() });
  const saved = await trpcCall(host, 'events.editEventDetails', { event }, 'POST');
  const eventId = String(saved.id);
  await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [{ name: 'Mo', email: GUEST }] }, 'POST');
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
  mailHtml = await invitationHtml(GUEST);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the invitation e-mail read outside the app (issue 38, item 8)', () => {
  for (const width of [1280, 390] as const) {
    it(`shows its cover as a JPEG loaded from another origin at ${width} px`, async () => {
      const page = await pageAt(width);
      const cover = page.waitForResponse((r) => r.url().includes('/mail-images/cover.jpg'));
      await page.setContent(mailHtml, { waitUntil: 'load' });
      const response = await cover;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const image = page.getByRole('img', { name: 'Cover in the mail' });
      expect(await page.evaluate(() => window.origin)).not.toBe(BASE_URL);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await screenshotAt(page, SHOTS, 'invitation-mail', width, true);
    });
  }

  it('had no page errors', () => {
    expect(errors).toEqual([]);
  });
});
