import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { EventPageObject, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 38, item 7 and the phone room's minors: a guest the host did not invite is told before submitting what
// they must give (both an e-mail and a phone only when the host asks for both), a party made in the editor lets
// guests choose one contact, and a cancelled party offers no '(change)'. At 1280 and 390 px.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-contact-shots';
const STAMP = Date.now();
const WIDTHS = [1280, 390] as const;

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
const errors: string[] = [];

async function createParty(title: string, overrides: Record<string, unknown>): Promise<string> {
  const event = partyEvent({ title, photoUrl: await galleryCover('Spring Party'), ...overrides });
  const saved = await trpcCall(host, 'events.editEventDetails', { event }, 'POST');
  return String(saved.id);
}

/** A visitor's page at `width` px (a phone: touch, 844 px tall), on the party's public link, the Accept open. */
async function visitorAccepting(eventId: string, width: 1280 | 390) {
  const phone = width === 390;
  const { context, page } = await newPage(browser, errors, {
    viewport: { width, height: phone ? 844 : 900 },
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const event = new EventPageObject(page);
  await event.open(eventId);
  const accept = phone
    ? page.getByTestId('rsvp-mobile-bar').getByRole('button', { name: 'Accept', exact: true })
    : event.button('Accept');
  await accept.click();
  return { context, page, event, dialog: event.dialog('Accept invitation') };
}

/** Whether the field's label carries the required mark (*), before anything was submitted. */
const markedRequired = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByRole('textbox', { name: label })
    .evaluate((input) => document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '')
    .then((text) => /\*\s*$/.test(text));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, `contact-host-${STAMP}@example.com`, 'Hazel Host');
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe('what an uninvited guest must give', () => {
  it('a party asking for both says so, and marks both fields, before the guest submits', async () => {
    const eventId = await createParty('Both Ways Party', { communicationPreference: 'BOTH' });
    for (const width of WIDTHS) {
      const { context, page, dialog } = await visitorAccepting(eventId, width);
      await dialog
        .getByText('Hazel Host asks every guest for both an email address and a phone number.')
        .waitFor();
      expect(await markedRequired(page, 'Your name')).toBe(true);
      expect(await markedRequired(page, 'Email')).toBe(true);
      expect(await markedRequired(page, 'Phone')).toBe(true);
      await screenshotAt(page, SHOTS, 'contact-01-both-marked', width);
      await context.close();
    }
  });

  it('a party made in the editor lets the guest choose, and one e-mail is enough', async () => {
    // The editor's defaults, as a host who creates without opening the options gets them.
    await host.goto(`${BASE_URL}/event/create`);
    await host
      .getByRole('navigation', { name: 'Party settings' })
      .getByRole('button', { name: 'Event options' })
      .click();
    const chooses = host.getByRole('radio', { name: 'Guest chooses' });
    expect(await chooses.isChecked()).toBe(true);
    // The four choices fit the 400 px panel: the last one's label is not clipped.
    const panel = (await host.getByRole('region', { name: 'Event options' }).boundingBox())!;
    const label = (await host.getByText('Guest chooses', { exact: true }).boundingBox())!;
    expect(label.x + label.width).toBeLessThanOrEqual(panel.x + panel.width);
    await screenshotAt(host, SHOTS, 'contact-02-editor-options', 1280);
    await screenshotAt(host, SHOTS, 'contact-02-editor-options', 390);

    const eventId = await createParty('Choose Your Channel', { communicationPreference: 'GUEST_CHOOSES' });
    for (const width of WIDTHS) {
      const { context, page, event, dialog } = await visitorAccepting(eventId, width);
      await dialog.getByText('How should we reach you?').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Phone' }).count()).toBe(0);
      expect(await markedRequired(page, 'Email')).toBe(true);
      await dialog.getByLabel('Your name').fill(`Cleo ${width}`);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`cleo-${width}-${STAMP}@example.com`);
      await screenshotAt(page, SHOTS, 'contact-03-guest-chooses', width);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await event.dismissAppPrompt();
      await event.waitForStatus("You RSVP'ed that you're going");
      await context.close();
    }
  });
});

describe('the editor', () => {
  it('puts the focus in a question just added, offers no past day, and starts weeks on Sunday in en-US', async () => {
    await host.goto(`${BASE_URL}/event/create`);
    await host
      .getByRole('navigation', { name: 'Party settings' })
      .getByRole('button', { name: 'Guest questions' })
      .click();
    const panel = host.getByRole('region', { name: 'Guest questions' });
    await panel.getByRole('button', { name: 'Add question' }).click();
    // Typing goes into the new question, not into the button (a space there added blank questions).
    await host.keyboard.type('Any allergies? ');
    expect(await panel.getByRole('textbox', { name: 'Question 1' }).inputValue()).toBe('Any allergies? ');
    expect(await panel.getByRole('textbox', { name: 'Question 2' }).count()).toBe(0);
    await host.locator('section[aria-label]').getByRole('button', { name: 'Done', exact: true }).click();

    await host.getByRole('button', { name: 'Start date and time' }).click();
    const calendar = host.locator('.mantine-DateTimePicker-dropdown, .mantine-Popover-dropdown').last();
    expect((await calendar.locator('thead th').first().textContent())?.trim()).toBe('Su');
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
    MONTHS.push('October', 'November', 'December');
    const dayName = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
    if (yesterday.getMonth() === today.getMonth()) {
      expect(await host.getByRole('button', { name: dayName(yesterday), exact: true }).isDisabled()).toBe(
        true,
      );
    }
    expect(await host.getByRole('button', { name: dayName(today), exact: true }).isDisabled()).toBe(false);
    await screenshotAt(host, SHOTS, 'contact-05-editor-calendar', 1280);
    await host.keyboard.press('Escape');
  });
});

describe('a cancelled party', () => {
  it("shows the guest's answer without a '(change)' to press", async () => {
    const eventId = await createParty('Called Off', { communicationPreference: 'GUEST_CHOOSES' });
    const { context, page, event, dialog } = await visitorAccepting(eventId, 1280);
    await dialog.getByLabel('Your name').fill('Gil Guest');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`gil-${STAMP}@example.com`);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await event.dismissAppPrompt();
    await event.waitForStatus("You RSVP'ed that you're going");
    expect(await event.status.getByRole('button', { name: '(change)' }).count()).toBe(1);

    await trpcCall(host, 'events.cancelEvent', { eventId }, 'POST');
    await page.reload();
    await page.getByTestId('event-cancelled').waitFor({ timeout: 15_000 });
    await event.waitForStatus("You RSVP'ed that you're going");
    expect(await event.status.getByRole('button', { name: '(change)' }).count()).toBe(0);
    for (const width of WIDTHS) await screenshotAt(page, SHOTS, 'contact-04-cancelled', width);
    await context.close();
    expect(errors).toEqual([]);
  });
});
