import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent } from './helpers/party';

// Issue #12, the host's guest list: a pasted list adds its good addresses and names the bad ones (bug 7);
// the event page and the guest table use one word and one count per state (bug 8); adding a person keeps the
// table, and each guest's message, +N and answers show in it, on a phone too (rough edge "Manage invites").

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-guest-journey-shots';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let invites: InvitePage;
let eventId = '';
let questionUuid = '';
const errors: string[] = [];
const stamp = Date.now();
const WALK_IN = { name: 'Walt Walkin', email: `walt-${stamp}@example.com` };

const trpc = (path: string, input: unknown, method: 'GET' | 'POST' = 'GET') =>
  trpcCall(page, path, input, method);

function shot(name: string, width: 1280 | 390 = 1280) {
  return screenshotAt(page, SHOTS, name, width, width === 390);
}

type Row = { inviteeId: string; name: string; email: string | null };
async function guestRows(): Promise<Row[]> {
  return ((await trpc('guests.fetchGuestList', { eventId })) as { guests: Row[] }).guests;
}

/** The event page's guest sections as 'title' → count (the host's section has no count). */
async function eventPageSections(): Promise<Record<string, number | null>> {
  await page.goto(`${BASE_URL}/event/${eventId}`);
  const list = page.getByTestId('guest-list');
  await list.getByText(WALK_IN.name).waitFor({ timeout: 20_000 });
  return list.locator('[data-testid^="guest-section-"]').evaluateAll((sections) =>
    Object.fromEntries(
      sections.map((section) => {
        const title = section.querySelector('[data-testid="section-title"]')?.textContent ?? '';
        const count = section.querySelector('[data-testid="section-count"]')?.textContent;
        return [title, count == null ? null : Number(count)];
      }),
    ),
  );
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, errors, { timezoneId: 'America/New_York' }));
  invites = new InvitePage(page);
  await signInByEmailApi(page, `guests-host-${stamp}@example.com`, 'Gwen Host');
  const saved = await trpc(
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Counting Stars Picnic',
        description: 'Blankets and lemonade.',
        photoUrl: await galleryCover('Fall Gathering'),
        openInvite: true,
        questions: [{ question: 'Any allergies?' }],
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
  const event = (await trpc('events.getEvent', { eventId })).event as {
    questions: { questionUuid: string }[];
  };
  questionUuid = event.questions[0]!.questionUuid;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the host builds the guest list', () => {
  it('pastes an Outlook-style list: the good addresses go in, the bad ones are named and kept', async () => {
    await invites.open(eventId);
    await invites.toolbarButton('Paste list').click();
    const paste = invites.dialog('Add e-mail addresses');
    const box = paste.getByRole('textbox', { name: 'E-mail addresses' });
    await box.fill(
      `Ann Apple <ann-${stamp}@example.com>; bo-${stamp}@example.com, not-an-email\ncy-${stamp}@example.com; dee@`,
    );
    await paste.getByRole('button', { name: 'Add' }).click();
    await paste.getByText('Please enter valid email addresses: not-an-email, dee@').waitFor();
    // Added to the list, not sent: the dialog says so (issue 38) rather than a toast saying 'invited'.
    await paste
      .getByTestId('paste-added')
      .getByText('3 guests added to the list (invitations not sent yet).', { exact: false })
      .waitFor();
    expect(await box.inputValue()).toBe('not-an-email\ndee@');
    await shot('01-paste-partly-added');
    await paste.getByRole('button', { name: 'Done' }).click();
    await page.getByText('3 total invited').waitFor();
    // Three guests and the organizer's row.
    await expect.poll(() => invites.rows.count()).toBe(4);
  });

  it('typing someone new to add them keeps the table; the list has its own search box', async () => {
    await invites.search.fill('Dora Date');
    await page.getByRole('option', { name: 'Add guest "Dora Date"' }).waitFor();
    expect(await page.getByText('No guests match these filters.').count()).toBe(0);
    expect(await invites.rows.count()).toBe(4);
    await page.getByRole('option', { name: 'Add guest "Dora Date"' }).click();
    const form = page.getByRole('form', { name: 'Add a guest' });
    await form.getByLabel('Email').fill(`dora-${stamp}@example.com`);
    await form.getByRole('button', { name: 'Add' }).click();
    await invites.waitForToast('Dora Date added.');
    await expect.poll(() => invites.rows.count()).toBe(5);

    const listSearch = page.getByRole('textbox', { name: 'Search the list' });
    await listSearch.fill('bo-');
    await expect.poll(() => invites.rows.count()).toBe(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => invites.rows.count()).toBe(5);
  });
});

describe('one word and one count per state', () => {
  beforeAll(async () => {
    const rows = await guestRows();
    const id = (prefix: string) => rows.find((r) => r.email?.startsWith(prefix))!.inviteeId;
    const edit = (prefix: string, name: string, rsvpStatus: 'YES' | 'NO', additionalGuestCount: number) =>
      trpc(
        'guests.editInvitee',
        {
          eventId,
          invitee: {
            inviteeId: id(prefix),
            name,
            email: rows.find((r) => r.email?.startsWith(prefix))!.email,
            rsvpStatus,
            additionalGuestCount,
          },
        },
        'POST',
      );
    await edit('ann-', 'Ann Apple', 'YES', 2);
    await edit('bo-', 'Bo Berry', 'NO', 0);
    await trpc('guests.sendInvites', { eventId, inviteeIds: [id('cy-')] }, 'POST');
    // A walk-in: answers through the shared link without an invitation, bringing one more.
    const reply = await fetch(`${BASE_URL}/json/EventService`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'updateAttendance',
        params: {
          header: { deviceId: `WEB-e2e-walkin-${stamp}`, timestamp: Math.floor(Date.now() / 1000) },
          eventId,
          invitee: {
            ...WALK_IN,
            rsvpStatus: 'YES',
            additionalGuestCount: 1,
            rsvpMessage: 'Bringing my sister!',
            answers: [{ questionUuid, text: 'Peanuts' }],
          },
        },
      }),
    });
    const body = (await reply.json()) as { error?: unknown };
    expect(body.error, JSON.stringify(body.error)).toBeUndefined();
  });

  it('the event page and the guest table agree on who is going, and how many', async () => {
    await invites.open(eventId);
    // Cy's invitation goes out through the job queue.
    await expect.poll(() => invites.chipCount('Awaiting'), { timeout: 60_000 }).toBe(1);
    const chips = {
      Going: await invites.chipCount('Going'),
      "Can't make it": await invites.chipCount("Can't make it"),
      Awaiting: await invites.chipCount('Awaiting'),
      Unsent: await invites.chipCount('Unsent'),
    };
    // Ann and her two, Walt and his one; the host is no guest.
    expect(chips).toEqual({ Going: 5, "Can't make it": 1, Awaiting: 1, Unsent: 1 });
    // Invited by the host: Ann, Bo, Cy, Dora. Not the host, not the walk-in.
    expect(await invites.totalInvited()).toBe(4);
    await page.getByTestId('walk-ins').getByText('+ 1 guest joined through the link').waitFor();
    expect(await invites.row('Ann Apple').getByText('Going', { exact: true }).count()).toBe(1);
    expect(await invites.row('Bo Berry').getByText("Can't make it", { exact: true }).count()).toBe(1);
    await shot('02-table-counts');

    const sections = await eventPageSections();
    expect(sections).toEqual({ Host: null, ...chips });
    await page.getByTestId('guest-list').scrollIntoViewIfNeeded();
    await shot('03-event-page-guests');
    await shot('03-event-page-guests', 390);
  });

  it("shows each guest's message, +N and answers in the table, on a phone too", async () => {
    await invites.open(eventId);
    const walt = invites.row(WALK_IN.name);
    await walt.getByTestId('extra-guests').getByText('+1').waitFor();
    await walt.getByText('“Bringing my sister!”').waitFor();
    await walt.getByRole('button', { name: `Show details of ${WALK_IN.name}` }).click();
    const details = page.getByRole('region', { name: `Details of ${WALK_IN.name}` });
    await details.getByText('Bringing 1 more person').waitFor();
    await details.getByText('“Bringing my sister!”', { exact: false }).waitFor();
    await details.getByText('Any allergies?').waitFor();
    await details.getByText('Peanuts', { exact: false }).waitFor();
    await shot('04-details');

    await page.setViewportSize({ width: 390, height: 844 });
    // The preview button says what it does on a phone, not just an eye.
    const preview = page.getByTestId('send-preview');
    expect((await preview.innerText()).trim()).toBe('Preview');
    expect(await page.getByRole('button', { name: 'Preview', exact: true }).isVisible()).toBe(true);
    await details.getByText('Peanuts', { exact: false }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/05-details-390.png`, fullPage: true });
    await walt.getByRole('button', { name: `Hide details of ${WALK_IN.name}` }).click();
    await details.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });
});
