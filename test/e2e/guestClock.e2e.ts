import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt, waitForMail } from './helpers/browser';
import { EventPageObject, mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// The guest's own clock (issue 43, item 4): a party in Chicago opened by a guest whose browser is in Berlin
// says the time on both clocks ("8:00 PM in Chicago — Sun 3:00 AM your time"); the host in Chicago sees one.
// The guest's yes carries their zone, and the confirmation mail gives the time on their clock too.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-clock-shots';
const STAMP = Date.now();
const BEA = { name: 'Bea Berlin', email: `clock-bea-${STAMP}@example.com` };
const TITLE = 'Chicago Deep Dish Night';
// Saturday January 16, 2027, 8 PM in Chicago: Sunday 3 AM in Berlin.
const START = Date.UTC(2027, 0, 17, 2, 0);

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors, { timezoneId: 'America/Chicago' }));
  await signInByEmailApi(host, `clock-host-${STAMP}@example.com`, 'Carl Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: TITLE,
        photoUrl: await galleryCover(),
        startTime: START,
        timeZone: 'America/Chicago',
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
  await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [BEA] }, 'POST');
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe("the guest's own clock", () => {
  it('a guest in Berlin reads both clocks, and the host in Chicago one', async () => {
    const { context, page } = await newPage(browser, errors, { timezoneId: 'Europe/Berlin' });
    await page.goto(await mailedLink(BEA.email, 'View the invitation'));
    const time = page.getByTestId('event-when-time');
    await time.filter({ hasText: 'your time' }).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('event-when').textContent()).resolves.toBe('Sat, Jan 16, 2027');
    await expect(time.textContent()).resolves.toBe('8:00 PM in Chicago — Sun 3:00 AM your time');
    await screenshotAt(page, SHOTS, '01-guest-two-clocks', 1280);
    await screenshotAt(page, SHOTS, '01-guest-two-clocks', 390);

    // Her yes carries her zone: the confirmation says the time on her clock too.
    const event = new EventPageObject(page);
    await event.button('Accept').click();
    const dialog = event.dialog('Accept invitation');
    await dialog.waitFor();
    const next = dialog.getByRole('button', { name: 'Next' });
    if (await next.isVisible()) await next.click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    const mail = await waitForMail(BEA.email, (m) => (m.subject ?? '').startsWith("You're going to"), {
      what: 'confirmation',
    });
    expect(mail.text).toMatch(/8:00 PM CST \(Sun 3:00 AM your time\)/);
    await context.close();

    await host.goto(`${BASE_URL}/event/${eventId}`);
    const hostTime = host.getByTestId('event-when-time');
    await hostTime.waitFor({ timeout: 20_000 });
    await expect(hostTime.textContent()).resolves.toBe('8:00 PM');
    expect(errors).toEqual([]);
  });
});
