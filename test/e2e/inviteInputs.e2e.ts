import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent } from './helpers/party';

// Issue 38, manage invites: a paste says what it did (added to the list, not sent; duplicates skipped, entries
// unreadable) and a dialog opened again starts from nothing; a CSV row with only an e-mail or a phone imports
// as a pasted address does and the result names skipped duplicates and refused rows; and at 390 px nothing
// scrolls sideways, the add-guest fields are full width and 'Send to 130 pending guests' is whole.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-invite-inputs-shots';
const FIRST_GUESTS = 130;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let invites: InvitePage;
let eventId = '';
const errors: string[] = [];

const shot = (name: string, width: 1280 | 390) => screenshotAt(page, SHOTS, name, width);

/** A toolbar tool: a button on a wide screen, an item of the 'Guest list tools' menu on a phone. */
async function openTool(width: number, name: 'Paste list' | 'Import CSV') {
  if (width >= 768) return invites.toolbarButton(name).click();
  await page.getByRole('button', { name: 'Guest list tools' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Nothing on the page is wider than the window: no sideways scrolling at page level. */
async function pageScrollWidth(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The send button's label shows its whole text (not cut off by the button). */
async function sendLabelFits(): Promise<{ text: string; fits: boolean }> {
  return invites.sendButton.locator('.mantine-Button-label').evaluate((label) => ({
    text: (label.textContent ?? '').trim(),
    fits: label.scrollWidth <= label.clientWidth && label.getBoundingClientRect().right <= window.innerWidth,
  }));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, errors));
  invites = new InvitePage(page);
  await signInByEmailApi(page, `inputs-host-${Date.now()}@example.com`, 'Ina Inputs');
  const saved = await trpcCall(
    page,
    'events.editEventDetails',
    { event: partyEvent({ title: 'Garden Paste Party', photoUrl: await galleryCover('Fall Gathering') }) },
    'POST',
  );
  eventId = String(saved.id);
  const guests = Array.from({ length: FIRST_GUESTS }, (_, i) => ({
    name: `Guest ${String(i + 1).padStart(3, '0')}`,
    email: `guest${i + 1}@example.com`,
  }));
  await trpcCall(page, 'guests.queueInvites', { eventId, invitees: guests }, 'POST');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('manage invites: paste, CSV and the phone layout', () => {
  for (const width of [1280, 390] as const) {
    it(`says what a paste and a CSV import did, and fits a ${width} px window`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await invites.open(eventId);
      await invites.rows.first().waitFor();
      const pendingBefore = width === 1280 ? FIRST_GUESTS : FIRST_GUESTS + 5;
      expect(await sendLabelFits()).toEqual({ text: `Send to ${pendingBefore} pending guests`, fits: true });
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await shot('01-list', width);

      // A paste with new, already-listed (guest129 is past the table's first page) and unreadable entries.
      await openTool(width, 'Paste list');
      const paste = invites.dialog('Add e-mail addresses');
      const box = paste.getByRole('textbox', { name: 'E-mail addresses' });
      await box.fill(
        `new-${width}-a@example.com, Nia New <new-${width}-b@example.com>; guest129@example.com\nnot-an-email`,
      );
      await paste.getByRole('button', { name: 'Add' }).click();
      await paste.getByText('Please enter valid email addresses: not-an-email').waitFor();
      await expect
        .poll(() => paste.getByTestId('paste-added').textContent())
        .toBe(
          '2 guests added to the list (invitations not sent yet). 1 duplicate skipped. ' +
            '1 entry could not be read. Fix the entries left below, or close this window.',
        );
      expect(await box.inputValue()).toBe('not-an-email');
      const inPaste = await seriousViolations(page, '[role="dialog"]');
      expect(inPaste, describeFindings(inPaste)).toEqual([]);
      await shot('02-paste-partly-added', width);
      expect(await page.getByText(/invited successfully/).count()).toBe(0);
      await paste.getByRole('button', { name: 'Done' }).click();
      await paste.waitFor({ state: 'detached' });

      // Opened again, the dialog starts empty: no count left from the last paste.
      await openTool(width, 'Paste list');
      await box.waitFor();
      expect(await paste.getByTestId('paste-added').count()).toBe(0);
      expect(await box.inputValue()).toBe('');
      await box.fill(`new-${width}-c@example.com`);
      await paste.getByRole('button', { name: 'Add' }).click();
      await invites.waitForToast('1 guest added to the list (invitations not sent yet).');
      await paste.waitFor({ state: 'detached' });

      // A CSV with an e-mail-only row, a phone-only row, a row with neither and a duplicate.
      await openTool(width, 'Import CSV');
      const upload = invites.dialog('Upload invites');
      const csv = [
        'Name,Email,Phone',
        `,csv-${width}@example.com,`,
        `,,(415) 555-0${width === 1280 ? '123' : '124'}`,
        'Pat NoContact,,',
        'Guest Two Again,GUEST2@example.com,',
      ].join('\n');
      await upload
        .locator('input[type="file"]')
        .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const result = upload.getByTestId('csv-result');
      await result
        .getByText(
          '2 guests added to the list (invitations not sent yet). 1 duplicate skipped. ' +
            '1 entry could not be read.',
        )
        .waitFor();
      await result.getByText('Line 4: Please enter an email or a phone number.').waitFor();
      const inUpload = await seriousViolations(page, '[role="dialog"]');
      expect(inUpload, describeFindings(inUpload)).toEqual([]);
      await shot('03-csv-result', width);
      await upload.getByRole('button', { name: 'Done' }).click();
      await upload.waitFor({ state: 'detached' });
      await expect.poll(() => invites.totalInvited()).toBe(pendingBefore + 5);
      await expect
        .poll(async () => (await sendLabelFits()).text)
        .toBe(`Send to ${pendingBefore + 5} pending guests`);
      expect((await sendLabelFits()).fits).toBe(true);

      // The add-guest fields: each as wide as the form on a phone, and readable.
      await invites.search.fill('Manny Manual');
      await page.getByRole('option', { name: 'Add guest "Manny Manual"' }).click();
      const form = page.getByRole('form', { name: 'Add a guest' });
      const formBox = (await form.boundingBox())!;
      for (const label of ['Name', 'Email']) {
        const field = (await form.getByLabel(label).boundingBox())!;
        if (width === 390) expect(field.width).toBeGreaterThan(formBox.width - 40);
        else expect(field.width).toBeGreaterThan(300);
      }
      // An error in the form reads on white too.
      await form.getByRole('button', { name: 'Add' }).click();
      await form.getByText('Please enter a valid email.').waitFor();
      const inForm = await seriousViolations(page, 'form[aria-label="Add a guest"]');
      expect(inForm, describeFindings(inForm)).toEqual([]);
      await shot('04-add-guest', width);
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await invites.search.fill('');

      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      const findings = await seriousViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
      await shot('05-list-after', width);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
