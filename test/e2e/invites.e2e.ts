import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestListFileName } from '../../src/shared/guests/csvCell';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent, startInDays } from './helpers/party';

// The host's guest list (issue #6): a new party's empty list and party-created modal, 50 guests from a CSV,
// 3 pasted, one added by hand, everyone sent, filters and sorting, a waitlisted guest approved, and the list
// exported and read back.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-invite-shots';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let invites: InvitePage;
let eventId = '';
const START = startInDays(10);
const errors: string[] = [];

const trpc = (path: string, input: unknown, method: 'GET' | 'POST' = 'GET') =>
  trpcCall(page, path, input, method);

function shot(name: string, width: 1280 | 390 = 1280) {
  return screenshotAt(page, SHOTS, name, width);
}

/** A small RFC 4180 reader for the exported file: quotes, doubled quotes, commas and newlines in cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c !== ''));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, errors, {
    timezoneId: 'America/New_York',
    acceptDownloads: true,
  }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  invites = new InvitePage(page);
  await signInByEmailApi(page, `invite-host-${Date.now()}@example.com`, 'Hazel Host');
  const saved = await trpc(
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Backyard Bonfire',
        description: 'Marshmallows provided.',
        photoUrl: await galleryCover('Fall Gathering'),
        startTime: START,
        hasWaitlist: true,
        questions: [{ question: 'Any allergies?' }, { question: 'Favourite song?' }],
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('managing the guest list', () => {
  it('opens from the create flow on an empty list with the party-created modal', async () => {
    await invites.open(eventId, { fromCreate: true });
    const created = invites.dialog('Your party is live!');
    await created.waitFor();
    expect(await created.locator('svg').count()).toBeGreaterThan(0);
    expect(await created.getByRole('textbox', { name: 'Party link' }).inputValue()).toBe(
      `${BASE_URL}/event/${eventId}`,
    );
    await shot('01-party-created');
    await shot('01-party-created', 390);
    await created.getByRole('button', { name: 'Invite guests' }).click();
    await created.waitFor({ state: 'detached' });
    await invites.page.getByText('You have not invited anyone yet.').waitFor();
    await page.getByRole('link', { name: 'Skip and view invite' }).waitFor();
    // No contacts yet: the app's suggestion links to its store pages rather than ending there (issue 38).
    const hint = page.getByTestId('contacts-hint');
    await hint.getByRole('link', { name: 'App Store' }).waitFor();
    expect(await hint.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=party.elk.example',
    );
    expect(await invites.totalInvited()).toBe(0);
    await expect(invites.sendButton.textContent()).resolves.toBe('No pending invites');
    await shot('02-empty');
    await shot('02-empty', 390);
  });

  it('imports 50 guests from a CSV file', async () => {
    const lines = ['EMAIL,name'];
    for (let i = 1; i <= 50; i++) lines.push(`guest${i}@example.com,"Guest ${String(i).padStart(2, '0')}"`);
    await invites.toolbarButton('Import CSV').click();
    const upload = invites.dialog('Upload invites');
    await upload.waitFor();
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}`),
    });
    // The dialog stays on what the import did: added to the list, not sent (issue 38).
    await upload
      .getByTestId('csv-result')
      .getByText('50 guests added to the list (invitations not sent yet).', { exact: true })
      .waitFor();
    await upload.getByRole('button', { name: 'Done' }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByText('50 total invited').waitFor();
    expect(await invites.chipCount('Unsent')).toBe(50);
  });

  it('says so when the CSV is not one it can read', async () => {
    await invites.toolbarButton('Import CSV').click();
    const upload = invites.dialog('Upload invites');
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('Phone,City\n1,2\n') });
    await upload.getByText('Sorry, that CSV is not in a format we recognize.').waitFor();
    await shot('03-csv-error');
    // The footer's Close button (the dialog's × is named Close too).
    await upload.getByRole('button', { name: 'Close' }).last().click();
  });

  it('pastes a list of three, refusing input with no new address', async () => {
    await invites.toolbarButton('Paste list').click();
    const paste = invites.dialog('Add e-mail addresses');
    const box = paste.getByRole('textbox', { name: 'E-mail addresses' });
    expect(await box.getAttribute('rows')).toBe('5');
    // Bad entries are named (guestJourneys.e2e.ts checks that the good ones beside them go in).
    await box.fill('not-an-address; ann@');
    await paste.getByRole('button', { name: 'Add' }).click();
    await paste.getByText('Please enter valid email addresses: not-an-address, ann@').waitFor();
    await box.fill('guest1@example.com\nguest2@example.com');
    await paste.getByRole('button', { name: 'Add' }).click();
    await paste.getByText('No new invites found in pasted text.').waitFor();
    await box.fill('Ann Archer <ann@example.com>, bo@example.com\ncara@example.com\nbo@example.com');
    await shot('04-paste');
    await paste.getByRole('button', { name: 'Add' }).click();
    await invites.waitForToast('3 guests added to the list (invitations not sent yet). 1 duplicate skipped.');
    await page.getByText('53 total invited').waitFor();
  });

  it('adds one guest by hand through the Add guest row', async () => {
    await invites.search.fill('Manny Manual');
    await page.getByRole('option', { name: 'Add guest "Manny Manual"' }).click();
    const form = page.getByRole('form', { name: 'Add a guest' });
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('Please enter a valid email.').waitFor();
    await form.getByLabel('Email').fill('GUEST3@example.com');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('Email has already been invited.').waitFor();
    await form.getByLabel('Email').fill('manny@example.com');
    await shot('05-add-guest');
    await form.getByRole('button', { name: 'Add' }).click();
    await invites.waitForToast('Manny Manual added.');
    await page.getByText('54 total invited').waitFor();
    // Escape closes the manual fields.
    await invites.search.fill('someone@example.com');
    await page.getByRole('option', { name: 'Add guest "someone@example.com"' }).click();
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await invites.search.fill('');
    await shot('06-list-54');
    await shot('06-list-54', 390);
  });

  it('sends every pending invite and shows them sent', async () => {
    await expect(invites.sendButton.textContent()).resolves.toBe('Send to 54 pending guests');
    await invites.sendButton.click();
    await invites.waitForToast('54 guest(s) invited successfully.');
    await expect
      .poll(async () => page.getByText('Sent Successfully', { exact: true }).count(), { timeout: 60_000 })
      .toBeGreaterThan(40);
    await expect.poll(async () => invites.chipCount('Awaiting'), { timeout: 60_000 }).toBe(54);
    expect(await invites.chipCount('Unsent')).toBe(0);
    await expect(invites.sendButton.textContent()).resolves.toBe('No pending invites');
  });

  it('filters with the chips and sorts by header clicks', async () => {
    await invites.chip('Going').click();
    await page.getByText('No guests match these filters.').waitFor();
    await invites.chip('Awaiting').click();
    await expect.poll(() => invites.rows.count()).toBe(54);
    await invites.chip('Going').click();
    await invites.chip('Awaiting').click();
    // Unchecking the last filter returns to All (the organizer row comes back).
    await expect.poll(() => invites.rows.count()).toBe(55);
    expect(await invites.chipCheckbox('All').isChecked()).toBe(true);

    const header = page.getByRole('columnheader', { name: /^Name/ });
    await header.getByRole('button').click();
    const byName = (a: string, b: string) =>
      a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
    const asc = await invites.names();
    expect(asc[0]).toBe('Hazel Host');
    expect(asc.slice(1)).toEqual([...asc.slice(1)].sort(byName));
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    const desc = await invites.names();
    expect(desc[0]).toBe('Hazel Host');
    expect(desc.slice(1)).toEqual([...asc.slice(1)].reverse());
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('none');
  });

  it('approves a guest who asked to join the waitlist', async () => {
    const anonymous = await fetch(`${BASE_URL}/json/EventService`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'updateAttendance',
        params: {
          header: { deviceId: 'WEB-e2e-waitlist', timestamp: Math.floor(Date.now() / 1000) },
          eventId,
          invitee: { name: 'Wanda Waitlist', email: 'wanda@example.com', rsvpStatus: 'YES' },
        },
      }),
    });
    const reply = (await anonymous.json()) as { result?: { waitlistStatus: string }; error?: unknown };
    expect(reply.error, JSON.stringify(reply.error)).toBeUndefined();
    expect(reply.result?.waitlistStatus).toBe('PENDING_APPROVAL');

    await page.reload();
    await invites.heading.waitFor();
    const select = page.getByLabel('Waitlist status of Wanda Waitlist');
    await select.waitFor();
    expect(await select.inputValue()).toBe('Waitlisted');
    // Waiting for approval: not counted.
    expect(await invites.chipCount('Going')).toBe(0);
    await shot('07-waitlist');
    await select.click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await expect.poll(() => invites.chipCount('Going')).toBe(1);
    await expect.poll(() => select.inputValue()).toBe('Approved');
    expect(await page.getByLabel(/^Waitlist status of Hazel Host/).count()).toBe(0);
  });

  it('exports the guest list as a CSV file and reads it back', async () => {
    await invites.toolbarButton('Download list').click();
    const dialog = invites.dialog('Download CSV');
    await dialog.getByRole('checkbox', { name: 'Any allergies?' }).waitFor();
    await shot('08-download');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    // One shared rule names the file on both sides: the party's date in its own time zone.
    const fileName = guestListFileName({
      title: 'Backyard Bonfire',
      startTime: START,
      timeZone: 'America/New_York',
    });
    expect(fileName).toMatch(/^Guestlist for Backyard Bonfire - \d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.suggestedFilename()).toBe(fileName);
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    const text = rows.map((r) => r.join(',')).join('\n');
    expect(rows.length).toBeGreaterThanOrEqual(56);
    expect(text).toContain('guest17@example.com');
    expect(text).toContain('Manny Manual');
    expect(text).toContain('Wanda Waitlist');
  });

  it('turns the toolbar into a menu on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Guest list tools' }).click();
    await page.getByRole('menuitem', { name: 'Paste list' }).waitFor();
    await shot('09-mobile-menu', 390);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('asks before leaving with unsent invites', async () => {
    await invites.search.fill('Late Larry <larry@example.com>');
    await invites.search.press('Enter');
    await invites.waitForToast('Late Larry added.');
    await page.getByRole('link', { name: 'Backyard Bonfire' }).click();
    const guard = invites.dialog('You have 1 unsent invite');
    await guard.getByText('Are you sure you want to leave?').waitFor();
    await shot('10-leave-guard');
    await guard.getByRole('button', { name: 'Back to send' }).click();
    expect(new URL(page.url()).pathname).toBe(`/event/invite/${eventId}`);
    expect(errors).toEqual([]);
  });

  it("shows a cancelled party's guest list read-only", async () => {
    await trpc('events.cancelEvent', { eventId }, 'POST');
    const cancelled = new InvitePage(await context.newPage());
    await cancelled.open(eventId);
    const banner = cancelled.page.getByTestId('read-only-banner');
    await banner.getByText('Event Canceled').waitFor();
    expect(await banner.textContent()).toContain('its guest list can no longer be changed');
    // Once the list has loaded, the tools that change it must be absent (not merely not rendered yet).
    expect(await cancelled.totalInvited()).toBeGreaterThan(50);
    expect(await cancelled.search.count()).toBe(0);
    expect(await cancelled.sendButton.count()).toBe(0);
    expect(await cancelled.toolbarButton('Import CSV').count()).toBe(0);
    expect(await cancelled.toolbarButton('Paste list').count()).toBe(0);
    expect(await cancelled.toolbarButton('Download list').count()).toBe(1);
    expect(await cancelled.page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await cancelled.page.getByRole('button', { name: /^Send invite to / }).count()).toBe(0);
    await cancelled.page.screenshot({ path: `${SHOTS}/11-cancelled-1280.png` });
    await cancelled.page.close();
    expect(errors).toEqual([]);
  });
});
