import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  galleryCover,
  launchBrowser,
  outboxMessages,
  screenshotAt,
  waitForMail,
} from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { InvitePage } from './helpers/invitePage';
import { newPage, partyEvent } from './helpers/party';

// Issue #21's host tools: the 'Text Message Consent' question before the first invitation by text, the party
// options as a modal from the party page's toolbar menu, and the navigation-state flags the login and party
// pages read.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-host-tools-shots';
const STAMP = Date.now();
const TEXT_GUEST = { name: 'Tessa Text', phone: `+1415555${String(STAMP).slice(-4)}` };
const MAIL_GUEST = { name: 'Milo Mail', email: `milo-${STAMP}@example.com` };

let browser: Browser;
let context: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

const shot = (page: Page, name: string, width: 1280 | 390 = 1280) => screenshotAt(page, SHOTS, name, width);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, `tools-host-${STAMP}@example.com`, 'Theo Tools');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    { event: partyEvent({ title: 'Toolbox Picnic', photoUrl: await galleryCover() }) },
    'POST',
  );
  eventId = String(saved.id);
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('host tools', () => {
  it('asks for text-message consent once, before the first invitation by text', async () => {
    await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [TEXT_GUEST, MAIL_GUEST] }, 'POST');
    const invites = new InvitePage(host);
    await invites.open(eventId);
    await invites.sendButton.click();
    const consent = host.getByRole('dialog', { name: 'Text Message Consent' });
    await consent.getByText('1 guest has no e-mail address').waitFor();
    await shot(host, '01-text-consent');
    // 'Send e-mails only': Milo's e-mail goes, Tessa stays unsent.
    await consent.getByRole('button', { name: 'Send e-mails only' }).click();
    await host.getByText('1 guest(s) invited successfully.').waitFor();
    await expect
      .poll(async () => (await invites.sendButton.textContent())?.trim(), { timeout: 15_000 })
      .toBe('Send to 1 pending guest');
    expect(await outboxMessages(TEXT_GUEST.phone)).toEqual([]);
    // Asked again (nothing was agreed); agreeing sends the text and is remembered.
    await invites.sendButton.click();
    await consent.getByRole('button', { name: 'Agree and send' }).click();
    await waitForMail(TEXT_GUEST.phone);
    expect(await host.evaluate(() => localStorage.getItem('hostTextInviteConsent'))).toBe('1');
    expect(errors).toEqual([]);
  });

  it('opens the party options from the toolbar menu and saves them', async () => {
    await host.goto(`${BASE_URL}/event/${eventId}`);
    await host.getByRole('button', { name: 'More host options' }).click();
    await host.getByRole('menuitem', { name: 'Party options' }).click();
    const dialog = host.getByRole('dialog', { name: 'Party options' });
    await dialog.getByRole('switch', { name: /^Waitlist/ }).check({ force: true });
    await shot(host, '02-party-options');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Party options saved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const saved = await trpcCall(host, 'events.getEvent', { eventId });
    expect((saved.event as { hasWaitlist: boolean }).hasWaitlist).toBe(true);
    // Navigation state showGuestOptions opens them at once, once.
    await host.evaluate(() =>
      history.replaceState({ ...history.state, usr: { showGuestOptions: true } }, ''),
    );
    await host.reload();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: /^Waitlist/ }).isChecked()).toBe(true);
    await shot(host, '02-party-options', 390);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await host.reload();
    await host.getByTestId('host-toolbar').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens the code page of /login directly when navigation state carries sentTo and codeType', async () => {
    const { context: visitorContext, page: visitor } = await newPage(browser, errors);
    await visitor.goto(`${BASE_URL}/login`);
    await visitor.evaluate(() =>
      history.replaceState({ ...history.state, usr: { sentTo: 'Nova@Example.com', codeType: 'email' } }, ''),
    );
    await visitor.reload();
    await visitor.getByText('We sent a code to nova@example.com.').waitFor();
    await shot(visitor, '03-login-code-from-state', 390);
    await visitorContext.close();
    expect(errors).toEqual([]);
  });
});
