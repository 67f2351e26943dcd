import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// /events as a guest and as the host, at 1280 and 390 px (issue 38): a guest whose yes waits for the host or
// was denied is not told "You are going", and neither list has a serious or critical axe finding, with every
// kind of card on it (going, can't make it, waiting, not on the list, canceled; hosting, unsent).

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-events-cards-shots';
const STAMP = Date.now();
const WIDTHS = [1280, 390] as const;
const GUEST = { name: 'Gia Guest', email: `cards-guest-${STAMP}@example.com` };

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let guestContext: BrowserContext;
let guest: Page;
const errors: string[] = [];

async function party(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const event = partyEvent({ title, photoUrl: await galleryCover(), ...overrides });
  return String((await trpcCall(host, 'events.editEventDetails', { event }, 'POST')).id);
}

/** The guest answers on the party's public link, signed in (with a waitlist, a yes asks to join). */
async function answer(eventId: string, rsvpStatus: 'YES' | 'NO'): Promise<string> {
  const input = { eventId, invitee: { name: GUEST.name, rsvpStatus } };
  return String((await trpcCall(guest, 'rsvp.updateAttendance', input, 'POST')).inviteeId);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors, { timezoneId: 'America/New_York' }));
  ({ context: guestContext, page: guest } = await newPage(browser, errors, {
    timezoneId: 'America/New_York',
  }));
  await signInByEmailApi(host, `cards-host-${STAMP}@example.com`, 'Hal Host');
  await signInByEmailApi(guest, GUEST.email, GUEST.name);

  await answer(await party('Going Picnic'), 'YES');
  await answer(await party('Skipped Supper'), 'NO');
  await answer(await party('Waiting Gallery', { hasWaitlist: true }), 'YES');
  const loft = await party('Denied Loft', { hasWaitlist: true });
  const inviteeUuid = await answer(loft, 'YES');
  await trpcCall(
    host,
    'guests.reviewAttendee',
    { eventId: loft, inviteeUuid, waitlistStatus: 'DENIED' },
    'POST',
  );
  const brunch = await party('Canceled Brunch');
  await answer(brunch, 'YES');
  await trpcCall(host, 'events.cancelEvent', { eventId: brunch }, 'POST');
  // The host's own list also has a party whose invitations are not sent yet.
  const unsent = await party('Unsent Soiree');
  await trpcCall(
    host,
    'guests.queueInvites',
    { eventId: unsent, invitees: [{ name: 'Una', email: `cards-una-${STAMP}@example.com` }] },
    'POST',
  );
}, 150_000);

afterAll(async () => {
  await guestContext?.close();
  await hostContext?.close();
  await browser?.close();
  expect(errors).toEqual([]);
});

/** The status label of the card titled `title`. */
const labelOf = (page: Page, title: string) =>
  page.getByTestId('event-card').filter({ hasText: title }).locator('.mantine-Badge-root').innerText();

/** Opens /events at each width, waits for the card titled `ready`, and returns the axe findings per width. */
async function auditEvents(page: Page, who: string, ready: string): Promise<string> {
  const report: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${BASE_URL}/events`);
    await page.getByTestId('event-card').filter({ hasText: ready }).first().waitFor();
    const findings = await seriousViolations(page);
    if (findings.length) report.push(`/events as ${who} at ${width} px:\n${describeFindings(findings)}`);
    await screenshotAt(page, SHOTS, `events-${who}`, width, true);
  }
  return report.join('\n');
}

describe('/events', () => {
  it('tells a guest their request is waiting or was denied, not that they are going', async () => {
    await guest.goto(`${BASE_URL}/events`);
    await guest.getByTestId('event-card').filter({ hasText: 'Denied Loft' }).waitFor();
    expect(await labelOf(guest, 'Waiting Gallery')).toMatch(/^You requested to join$/i);
    expect(await labelOf(guest, 'Denied Loft')).toMatch(/^You are not on the list$/i);
    expect(await labelOf(guest, 'Going Picnic')).toMatch(/^You are going$/i);
  });

  it('has no serious or critical axe finding, as a guest and as the host, at both widths', async () => {
    const asGuest = await auditEvents(guest, 'guest', 'Denied Loft');
    const asHost = await auditEvents(host, 'host', 'Unsent Soiree');
    const report = [asGuest, asHost].filter(Boolean).join('\n');
    expect(report, report).toBe('');
  });
});
