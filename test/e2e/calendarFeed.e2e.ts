import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent, startInDays } from './helpers/party';

// Issue 44, every party in your calendar: the host finds their feed on the profile, a calendar app (a plain
// fetch, no cookie) subscribes to it, and sees the party, its new time, its cancellation; resetting the link
// on the profile ends the old one.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-calendar-feed-shots';
const STAMP = Date.now();
let browser: Browser;
let page: Page;
const errors: string[] = [];

/** The feed as a calendar app fetches it: no cookie, just the address; the party's VEVENT by its title. */
async function subscribedParty(url: string, title: string) {
  const res = await fetch(url);
  if (res.status !== 200) return { status: res.status, event: null };
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const component = calendar
    .getAllSubcomponents('vevent')
    .find((vevent) => vevent.getFirstPropertyValue('summary') === title);
  return {
    status: res.status,
    event: component
      ? {
          start: new ICAL.Event(component).startDate.toJSDate().getTime(),
          status: String(component.getFirstPropertyValue('status')),
        }
      : null,
  };
}

const feedSection = () => page.getByTestId('calendar-feed');
const feedLink = () => feedSection().getByRole('textbox', { name: 'Calendar link' }).inputValue();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, errors));
  await signInByEmailApi(page, `feed-host-${STAMP}@example.com`, 'Cal Host');
});
afterAll(() => browser?.close());

describe('the calendar feed', () => {
  it('is on the profile, and a calendar subscribed to it follows a new time and a cancellation', async () => {
    const start = startInDays(9);
    const title = `Feed Party ${STAMP}`;
    const photoUrl = await galleryCover();
    const party = await trpcCall(
      page,
      'events.editEventDetails',
      { event: partyEvent({ title, photoUrl, startTime: start }) },
      'POST',
    );

    await page.goto(`${BASE_URL}/profile/edit`);
    await feedSection().getByText('Your parties in your calendar').waitFor({ timeout: 20_000 });
    const url = await feedLink();
    // On the app's public address (PUBLIC_URL), which is what a calendar app is given.
    expect(url).toMatch(/^https?:\/\/[^/]+\/calendar\/[^/]+\.ics$/);
    const subscribe = feedSection().getByRole('link', { name: 'Subscribe in your calendar' });
    expect(await subscribe.getAttribute('href')).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(describeFindings(await seriousViolations(page, '[data-testid="calendar-feed"]'))).toBe('');
    await feedSection().scrollIntoViewIfNeeded();
    await screenshotAt(page, SHOTS, 'profile-calendar-feed');
    await screenshotAt(page, SHOTS, 'profile-calendar-feed', 390);

    expect(await subscribedParty(url, title)).toEqual({ status: 200, event: { start, status: 'CONFIRMED' } });

    const moved = start + 2 * 3_600_000;
    await trpcCall(
      page,
      'events.editEventDetails',
      { eventId: party.id, event: partyEvent({ title, photoUrl, startTime: moved }) },
      'POST',
    );
    expect((await subscribedParty(url, title)).event).toEqual({ start: moved, status: 'CONFIRMED' });

    await trpcCall(page, 'events.cancelEvent', { eventId: party.id }, 'POST');
    expect((await subscribedParty(url, title)).event).toEqual({ start: moved, status: 'CANCELLED' });
  });

  it('resets the link from the profile: the old one stops, the new one answers', async () => {
    const before = await feedLink();
    await feedSection().getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the calendar link?' });
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await page.getByText('Your calendar has a new link.', { exact: false }).waitFor();
    await expect.poll(feedLink).not.toBe(before);
    const after = await feedLink();
    expect((await fetch(before)).status).toBe(404);
    expect((await fetch(after)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
