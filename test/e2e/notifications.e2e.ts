import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { EventPageObject, mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent } from './helpers/party';

// Issue #15 in a browser: the RSVP confirmation's link opens the guest's own answer on a device that never
// answered; the unsubscribe page stops everything from Elk (and undoes it), and the host's guest table then
// says why the next message did not reach that guest; the profile's switch for messages about parties.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-notifications-shots';
const STAMP = Date.now();
const ROSA = { name: 'Rosa Reply', email: `rosa-${STAMP}@example.com` };
const QUINN = { name: 'Quinn Quiet', email: `quinn-${STAMP}@example.com` };
const TITLE = 'Lantern Night';

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];
const contexts: BrowserContext[] = [];

const shot = (page: Page, name: string, width: 1280 | 390 = 1280) => screenshotAt(page, SHOTS, name, width);

async function freshGuest(): Promise<Page> {
  const { context, page } = await newPage(browser, errors);
  contexts.push(context);
  return page;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, `lantern-host-${STAMP}@example.com`, 'Lena Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    { event: partyEvent({ title: TITLE, photoUrl: await galleryCover() }) },
    'POST',
  );
  eventId = String(saved.id);
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await hostContext?.close();
  await browser?.close();
});

describe('the RSVP confirmation', () => {
  it("opens the guest's own answer from the e-mail's link, on a device that never answered", async () => {
    // Rosa answers without an account (from another device: this browser holds nothing of hers).
    const answered = await fetch(`${BASE_URL}/api/trpc/rsvp.updateAttendance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId,
        invitee: { ...ROSA, rsvpStatus: 'YES', additionalGuestCount: 1 },
      }),
    });
    expect(answered.ok).toBe(true);
    const link = await mailedLink(ROSA.email, 'Change your answer');
    const page = await freshGuest();
    const event = new EventPageObject(page);
    await page.goto(link);
    await event.panel.waitFor({ timeout: 20_000 });
    await event.waitForStatus("You RSVP'ed that you're going");
    await shot(page, '01-confirmation-link');
  });
});

describe('unsubscribing', () => {
  it('stops everything from Elk from the page behind the link, and the host sees why the next message did not go', async () => {
    await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [QUINN] }, 'POST');
    await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
    const link = await mailedLink(QUINN.email, 'Stop getting e-mails about this party');
    expect(link).toMatch(/\/unsubscribe\//);

    const page = await freshGuest();
    await page.goto(link);
    const status = page.getByTestId('unsubscribe-status');
    await status.filter({ hasText: `Stop e-mails and texts about ${TITLE}?` }).waitFor({ timeout: 15_000 });
    await shot(page, '02-unsubscribe-ask');
    await shot(page, '02-unsubscribe-ask', 390);
    await page.getByRole('button', { name: 'Stop all e-mails from Elk' }).click();
    await status.filter({ hasText: "You won't get e-mails or texts from Elk here any more" }).waitFor();
    await shot(page, '03-unsubscribed-all');

    await trpcCall(
      host,
      'messages.sendEventComment',
      { eventId, isTextBlast: true, sendToStatuses: ['ALL'], message: 'Lanterns are at the gate.' },
      'POST',
    );
    const invites = new InvitePage(host);
    const reason = 'Message not delivered: The guest asked for no more messages from Elk.';
    await expect
      .poll(
        async () => {
          await invites.open(eventId);
          const row = host.getByTestId('guest-row').filter({ hasText: QUINN.name });
          return (
            await row
              .getByTestId('send-error')
              .textContent({ timeout: 5_000 })
              .catch(() => null)
          )?.trim();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(reason);
    await shot(host, '04-guest-table-reason');
    await shot(host, '04-guest-table-reason', 390);

    // Undo: the guest gets messages again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await status.filter({ hasText: `Stop e-mails and texts about ${TITLE}?` }).waitFor();
  });
});

describe('the profile', () => {
  it('turns messages about parties off and on, and the choice stays after a reload', async () => {
    await host.goto(`${BASE_URL}/profile/edit`);
    const toggle = host.getByRole('switch', {
      name: 'Send me reminders, updates and messages about parties',
    });
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await host.getByText('Saved.').first().waitFor();
    await host.reload();
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.isChecked()).toBe(false);
    await shot(host, '05-profile-messages-off');
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
