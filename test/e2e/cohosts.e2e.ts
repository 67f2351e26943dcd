import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  galleryCover,
  launchBrowser,
  screenshotAt,
  signInByEmail,
  waitForMail,
} from './helpers/browser';
import { signInByEmailApi } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Cohosts (spec sections 2, 4, 6): the host opens Cohosts from the party's menu, adds a cohost by e-mail, copies
// the cohost link; a second person opens it, signs in, accepts, and then has the host's tools on the party page
// and the manage-invites page. An invalidated link is refused afterwards.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-cohost-shots';
const stamp = Date.now();
const HOST_EMAIL = `cohost-host-${stamp}@example.com`;
const FRIEND_EMAIL = `cohost-friend-${stamp}@example.com`;

let browser: Browser;
let hostContext: BrowserContext;
let friendContext: BrowserContext;
let hostPage: Page;
let friendPage: Page;
let eventId = '';
let copiedLink = '';
const errors: string[] = [];

/** The host's cohost page. */
class CohostsPage {
  constructor(readonly page: Page) {}
  rows(): Locator {
    return this.page.getByTestId('cohost-row');
  }
  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }
  linkInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Cohost link' });
  }
  async add(name: string, email: string) {
    const form = this.page.getByRole('form', { name: 'Add a cohost' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add cohost' }).click();
  }
}

function shot(page: Page, name: string, width: 1280 | 390 = 1280) {
  return screenshotAt(page, SHOTS, name, width, true);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const options = { timezoneId: 'America/New_York' };
  ({ context: hostContext, page: hostPage } = await newPage(browser, errors, options));
  await hostContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  ({ context: friendContext, page: friendPage } = await newPage(browser, errors, options));
  await signInByEmailApi(hostPage, HOST_EMAIL, 'Hazel Host');
  const response = await hostPage.request.post(`${BASE_URL}/api/trpc/events.editEventDetails`, {
    data: {
      event: partyEvent({
        title: 'Rooftop Tacos',
        description: 'Salsa bar and a view.',
        photoUrl: await galleryCover(),
      }),
    },
  });
  if (!response.ok()) throw new Error(`creating the party failed: ${await response.text()}`);
  eventId = String(((await response.json()) as { result: { data: { id: string } } }).result.data.id);
});

afterAll(async () => {
  await hostContext?.close();
  await friendContext?.close();
  await browser?.close();
});

describe('cohosts', () => {
  it('the host opens Cohosts from the party menu, adds a cohost by e-mail and copies the link', async () => {
    await hostPage.goto(`${BASE_URL}/event/${eventId}`);
    await hostPage.getByTestId('host-toolbar').waitFor();
    await hostPage.getByRole('button', { name: 'More host options' }).click();
    await hostPage.getByRole('menuitem', { name: 'Cohosts' }).click();
    await hostPage.waitForURL(`${BASE_URL}/event/cohost/${eventId}`);
    const cohosts = new CohostsPage(hostPage);
    await hostPage.getByTestId('cohosts-empty').waitFor();
    await cohosts.linkInput().waitFor();
    await shot(hostPage, '01-cohosts-empty');
    await shot(hostPage, '01-cohosts-empty', 390);

    // The form says what is wrong before anything is sent.
    await cohosts.add('Finn Friend', 'not-an-email');
    await hostPage.getByText('Please enter a valid email.').waitFor();

    await cohosts.add('Finn Friend', FRIEND_EMAIL);
    await hostPage.getByText('Finn Friend added as a cohost.').waitFor();
    const row = cohosts.row('Finn Friend');
    await row.getByTestId('cohost-status').filter({ hasText: 'SENT' }).waitFor();
    const mail = await waitForMail(FRIEND_EMAIL);
    expect(mail.subject).toBe('Hazel Host invited you to cohost Rooftop Tacos');
    expect(mail.text).toContain(`/event/cohost/add/${eventId}?link=`);

    await hostPage.getByRole('button', { name: 'Copy link' }).click();
    await hostPage.getByText('Copied link!').waitFor();
    copiedLink = await hostPage.evaluate(() => navigator.clipboard.readText());
    expect(copiedLink).toBe(await cohosts.linkInput().inputValue());
    expect(copiedLink).toMatch(new RegExp(`^${BASE_URL}/event/cohost/add/${eventId}\\?link=[0-9a-f-]{36}$`));
    await shot(hostPage, '02-cohosts-added');
    await shot(hostPage, '02-cohosts-added', 390);
  });

  it('a second person opens the link, signs in, accepts, and gets the host tools', async () => {
    await friendPage.goto(copiedLink);
    // Login required: the accept page sends them to sign in and back.
    await friendPage.waitForURL(/\/login/);
    await signInByEmail(friendPage, FRIEND_EMAIL, 'Finn Friend');
    await friendPage.waitForURL((url) => url.pathname === `/event/cohost/add/${eventId}`);
    // Still pending: the cohost page sends them back to the accept page, with their own link.
    await friendPage.goto(`${BASE_URL}/event/cohost/${eventId}`);
    await friendPage.waitForURL(
      (url) => url.pathname === `/event/cohost/add/${eventId}` && url.searchParams.has('link'),
    );
    const card = friendPage.getByTestId('cohost-accept');
    await card.getByText('Hazel Host invited you to cohost').waitFor();
    await card.getByRole('heading', { name: 'Rooftop Tacos' }).waitFor();
    await shot(friendPage, '03-accept');
    await shot(friendPage, '03-accept', 390);

    await card.getByRole('button', { name: 'Accept' }).click();
    await friendPage.waitForURL(`${BASE_URL}/event/${eventId}`);
    await friendPage.getByText("You're now a cohost of Rooftop Tacos.").waitFor();
    await friendPage.getByTestId('host-toolbar').waitFor();
    await shot(friendPage, '04-party-page-as-cohost');

    // Accepted cohosts manage invites; the cohost page is theirs to read, not to change.
    await friendPage.goto(`${BASE_URL}/event/invite/${eventId}`);
    await friendPage.getByTestId('total-invited').waitFor();
    expect(friendPage.url()).toBe(`${BASE_URL}/event/invite/${eventId}`);
    await friendPage.goto(`${BASE_URL}/event/cohost/${eventId}`);
    await friendPage.getByText('Only the host can add or remove cohosts.').waitFor();
    expect(await friendPage.getByRole('form', { name: 'Add a cohost' }).count()).toBe(0);
    await shot(friendPage, '04-cohosts-as-cohost');
    await shot(friendPage, '04-cohosts-as-cohost', 390);

    await hostPage.reload();
    await new CohostsPage(hostPage)
      .row('Finn Friend')
      .getByTestId('cohost-status')
      .filter({ hasText: 'Accepted' })
      .waitFor();
  });

  it('after the host invalidates the link, the old one is refused with a clear error', async () => {
    const cohosts = new CohostsPage(hostPage);
    await hostPage.getByRole('button', { name: 'Invalidate link' }).click();
    await hostPage.getByRole('dialog').getByRole('button', { name: 'Invalidate link' }).click();
    await hostPage.getByText('The old cohost link no longer works. Share the new one.').waitFor();
    await expect.poll(() => cohosts.linkInput().inputValue()).not.toBe(copiedLink);

    await friendPage.goto(copiedLink);
    await friendPage.getByTestId('cohost-link-invalid').waitFor();
    await friendPage.getByText('This cohost link is no longer valid. Ask the host for a new one.').waitFor();
    await shot(friendPage, '05-link-invalid', 390);
    expect(errors).toEqual([]);
  });
});
