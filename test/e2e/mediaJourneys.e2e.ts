import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '../../src/shared/images/copy';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { EditorPage } from './helpers/editor';
import { EventPageObject, mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue #12: a host uploads covers from a phone and a desktop (a too-large PNG and a text file named .jpg are
// refused with clear words before any crop dialog; a WebP goes through the crop), and a guest answers from the
// buttons of the invitation card, which the dev outbox shows as it will look.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-media-shots';
const STAMP = Date.now();
const GUS = { name: 'Gus Guest', email: `gus-${STAMP}@example.com` };

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

function shot(page: Page, name: string, width: 1280 | 390 = 1280) {
  return screenshotAt(page, SHOTS, name, width, true);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, `media-host-${STAMP}@example.com`, 'Mona Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Rooftop Supper',
        description: 'Bring a jumper.',
        photoUrl: await galleryCover(),
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
  expect(errors).toEqual([]);
});

describe('a host uploads a cover', () => {
  it('is told the size limit for a 10.8 MB PNG and why a text file named .jpg is refused, then uploads a WebP', async () => {
    const editor = new EditorPage(host);
    await host.goto(`${BASE_URL}/event/edit/${eventId}`);
    const panel = await editor.openTab('Cover image');
    const input = panel.locator('input[type="file"]');
    const cropDialog = host.getByRole('dialog', { name: 'Crop your image' });

    const width = 1900;
    const big = await sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10_800_000);
    await input.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: big });
    await host.getByText(IMAGE_UPLOAD_MESSAGES.tooLarge).waitFor({ timeout: 10_000 });
    expect(await cropDialog.count()).toBe(0);

    await input.setInputFiles({
      name: 'party.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Shopping list: eggs, milk, bread\n'.repeat(40)),
    });
    await host.getByText(IMAGE_UPLOAD_MESSAGES.notAnImage).waitFor({ timeout: 10_000 });
    await shot(host, 'cover-refused');
    expect(await cropDialog.count()).toBe(0);

    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f9e8f' } })
      .webp()
      .toBuffer();
    await input.setInputFiles({ name: 'phone-photo.webp', mimeType: 'image/webp', buffer: webp });
    await cropDialog.waitFor({ timeout: 10_000 });
    await cropDialog.getByRole('button', { name: 'Use this image' }).click();
    await cropDialog.waitFor({ state: 'detached', timeout: 20_000 });
    const current = panel.getByRole('img', { name: 'Current cover' });
    await expect
      .poll(async () => current.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/\/uploads\/events\/user_images\/.+\/phone-photo-\d+\.webp$/);
  });
});

describe('a guest answers from the invitation card', () => {
  it('sees the card in the dev outbox, and its Accept button opens their page with Accept chosen', async () => {
    await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [GUS] }, 'POST');
    await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
    const accept = await mailedLink(GUS.email, 'Accept');

    // The outbox shows the HTML as the guest's mail program will, with the same buttons.
    // Opened at Gus's messages: other journeys mail the same outbox meanwhile.
    await host.goto(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(GUS.email)}`);
    await expect(host.getByLabel('Only messages to').inputValue()).resolves.toBe(GUS.email);
    const card = host.frameLocator('[data-testid="outbox-html"]').first();
    await card.getByRole('heading', { name: 'Rooftop Supper' }).waitFor({ timeout: 15_000 });
    await card
      .getByText('Hi Gus Guest, you’re invited!')
      .or(card.getByText("Hi Gus Guest, you're invited!"))
      .waitFor();
    const href = await card.getByRole('link', { name: 'Accept', exact: true }).getAttribute('href');
    expect(new URL(href!).search).toBe(new URL(accept).search);
    await shot(host, 'outbox-card');
    await shot(host, 'outbox-card', 390);

    const { context, page } = await newPage(browser, errors, { timezoneId: 'Europe/Paris' });
    const event = new EventPageObject(page);
    await page.goto(accept);
    await event.panel.waitFor({ timeout: 20_000 });
    const dialog = event.dialog('Accept invitation');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await event.dismissAppPrompt();
    await event.waitForStatus("You RSVP'ed that you're going");
    await context.close();
  });
});
