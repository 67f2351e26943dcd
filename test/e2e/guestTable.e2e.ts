import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { BASE_URL, galleryCover, launchBrowser } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent } from './helpers/party';

// Issue 38, the host's guest table with a waitlist: a guest who asks to join is Waitlisted (then Denied), never
// a green Going; All counts them and a Waitlist chip lists them; an unsent invitation is an 'Unsent' badge with
// a labelled 'Send invite' action (no label mismatch for axe); and a contact the host has not invited yet is on
// no list a visitor sees, while the host's own page names an e-mail-only guest by address. At 1280 and 390 px.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let invites: InvitePage;
let eventId = '';
const errors: string[] = [];

/** A visitor asks to join through the public link (as the event page's form does), by the wire API. */
async function askToJoin(name: string, email: string): Promise<string> {
  const reply = await fetch(`${BASE_URL}/json/EventService`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'updateAttendance',
      params: {
        header: { deviceId: `WEB-e2e-${email}`, timestamp: Math.floor(Date.now() / 1000) },
        eventId,
        invitee: { name, email, rsvpStatus: 'YES' },
      },
    }),
  });
  const body = (await reply.json()) as { result?: { waitlistStatus: string } };
  return body.result?.waitlistStatus ?? JSON.stringify(body);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, errors));
  invites = new InvitePage(page);
  await signInByEmailApi(page, `table-host-${Date.now()}@example.com`, 'Tess Table');
  const saved = await trpcCall(
    page,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Rooftop Waitlist',
        photoUrl: await galleryCover('Fall Gathering'),
        hasWaitlist: true,
        publicGuestList: true,
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

describe('the host’s guest table with a waitlist', () => {
  for (const width of [1280, 390] as const) {
    it(`shows an unsent invitation as Unsent with a labelled Send invite action (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await invites.open(eventId);
      if (width === 1280) {
        await invites.search.fill('Quintessa Quill <quintessa@example.com>');
        await invites.search.press('Enter');
        await invites.waitForToast('Quintessa Quill added.');
      }
      const row = invites.row('Quintessa Quill');
      await row
        .getByTestId('guest-status')
        .filter({ hasText: /^Unsent$/ })
        .waitFor();
      const send = row.getByRole('button', { name: 'Send invite to Quintessa Quill' });
      expect(await send.textContent()).toBe('Send invite');
      expect(await send.isVisible()).toBe(true);
      const findings = await seriousViolations(page, '[data-testid="guest-row"]');
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }

  it('badges, counts and filters a guest who asks to join as Waitlisted, never Going', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await askToJoin('Wanda Waitlist', 'wanda-table@example.com')).toBe('PENDING_APPROVAL');
    await invites.open(eventId);
    const wanda = invites.row('Wanda Waitlist');
    await wanda
      .getByTestId('guest-status')
      .filter({ hasText: /^Waitlisted$/ })
      .waitFor();
    expect(await wanda.getByText('Going', { exact: true }).count()).toBe(0);
    // All counts everyone on the table: Quintessa and Wanda (not the host).
    expect(await invites.chipCount('All')).toBe(2);
    expect(await invites.chipCount('Waitlist')).toBe(1);
    expect(await invites.chipCount('Going')).toBe(0);
    await invites.chip('Waitlist').click();
    await expect.poll(() => invites.names()).toEqual(['Wanda Waitlist']);
    await invites.chip('All').click();
    await expect.poll(() => invites.rows.count()).toBe(3);
  });

  for (const width of [1280, 390] as const) {
    it(`keeps a denied guest Denied, in Waitlist and out of Going (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const wanda = invites.row('Wanda Waitlist');
      if (width === 1280) {
        await page.getByLabel('Waitlist status of Wanda Waitlist').click();
        await page.getByRole('option', { name: 'Denied' }).click();
      }
      await wanda
        .getByTestId('guest-status')
        .filter({ hasText: /^Denied$/ })
        .waitFor();
      expect(await invites.chipCount('Waitlist')).toBe(1);
      expect(await invites.chipCount('Going')).toBe(0);
      expect(await invites.chipCount('All')).toBe(2);
      expect(await wanda.getByTestId('guest-status').isVisible()).toBe(true);
    });
  }

  for (const width of [1280, 390] as const) {
    it(`never shows a visitor the contact the host has not invited yet (${width} px)`, async () => {
      const visitor = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        locale: 'en-US',
      });
      const visit = await visitor.newPage();
      visit.on('pageerror', (e) => errors.push(e.message));
      await visit.goto(`${BASE_URL}/event/${eventId}`);
      await visit.getByTestId('rsvp-panel').waitFor({ timeout: 20_000 });
      // The organizer is listed, so the guest list is on the page.
      await visit.getByText('Tess', { exact: false }).first().waitFor();
      const text = (await visit.locator('body').textContent()) ?? '';
      expect(text).not.toContain('Quintessa');
      expect(text).not.toContain('Wanda');
      await visitor.close();
    });
  }

  it('shows the host, on their own event page, the address of a guest invited by e-mail alone', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // As a pasted bare address is stored: the address as its name until the host edits it.
    const olive = { name: 'olive-bare@example.com', email: 'olive-bare@example.com' };
    await trpcCall(page, 'guests.queueInvites', { eventId, invitees: [olive] }, 'POST');
    await page.goto(`${BASE_URL}/event/${eventId}`);
    const unsent = page.getByTestId('guest-section-unsent');
    await unsent.getByText('olive-bare@example.com').waitFor();
    expect(await unsent.getByText('Guest', { exact: true }).count()).toBe(0);
  });

  it('shows a cancelled party on /events with a Canceled badge axe finds readable', async () => {
    await trpcCall(page, 'events.cancelEvent', { eventId }, 'POST');
    for (const width of [1280, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${BASE_URL}/events`);
      const card = page.getByTestId('event-card').filter({ hasText: 'Rooftop Waitlist' });
      await card.getByText('Canceled', { exact: true }).waitFor();
      const findings = await seriousViolations(page, '[data-testid="event-card"]');
      expect(findings, describeFindings(findings)).toEqual([]);
    }
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
