import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, outboxMessages, screenshotAt } from './helpers/browser';
import { mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent, startInDays } from './helpers/party';

// Message blasts: the host sends a message to the Going guests from the toolbar's Send Message; a guest who
// answered yes opens the link from the message e-mail in a fresh browser (no account) and reads it under
// 'MESSAGES (1)'; a guest still awaiting gets no e-mail and sees no feed; the going guest replies privately
// and the host finds the reply in the modal's history, and on the party page where the reply's e-mail lands
// (issue 38): the thread oldest first, answered in place, at 1280 and 390 px.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-messages-shots';
const STAMP = Date.now();
const GINA = { name: 'Gina Going', email: `gina-${STAMP}@example.com` };
const AVA = { name: 'Ava Awaiting', email: `ava-${STAMP}@example.com` };
const BLAST = 'Doors open at 7 — bring a lantern for the garden walk!';
const HOST_EMAIL = `msg-host-${STAMP}@example.com`;
const GUEST_REPLY = 'We will bring two lanterns!';
const HOST_ANSWER = 'Perfect, see you at 7!';

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

function shot(page: Page, name: string, width: 1280 | 390) {
  return screenshotAt(page, SHOTS, name, width);
}

const freshGuest = () => newPage(browser, errors);

/** The personal token of the invitation link mailed to `to`. */
async function invitationToken(to: string) {
  const link = new URL(await mailedLink(to, 'View the invitation'));
  return { inviteeUuid: link.searchParams.get('iu')!, token: link.searchParams.get('token')! };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, HOST_EMAIL, 'Hazel Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Lantern Garden Party',
        description: 'Lanterns, lemonade and a walk through the garden.',
        photoUrl: await galleryCover(),
        startTime: startInDays(9),
        location: {
          displayName: 'Brooklyn Botanic Garden',
          placeName: 'Brooklyn Botanic Garden',
          address: { address1: '990 Washington Ave', city: 'Brooklyn', admin1: 'NY', postalCode: '11225' },
          lat: 40.6694,
          lng: -73.9624,
        },
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
  await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [GINA, AVA] }, 'POST');
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
  // Gina answers yes through her invitation link; Ava does not answer.
  const gina = await invitationToken(GINA.email);
  // Without the host's cookies: a signed-in caller would answer as themself.
  const answered = await fetch(`${BASE_URL}/api/trpc/rsvp.updateAttendance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      eventId,
      token: gina.token,
      invitee: {
        inviteeId: gina.inviteeUuid,
        name: GINA.name,
        email: GINA.email,
        rsvpStatus: 'YES',
        additionalGuestCount: 0,
      },
    }),
  });
  if (!answered.ok) throw new Error(`updateAttendance: ${await answered.text()}`);
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe('a message blast to the going guests', () => {
  it('the host sends it from Send Message and finds it in the history', async () => {
    await host.goto(`${BASE_URL}/event/${eventId}`);
    await host.getByTestId('host-toolbar').getByRole('button', { name: 'Send Message' }).click();
    const modal = host.getByRole('dialog', { name: 'Send Message' });
    await modal.waitFor();
    // Going and Awaiting are ticked by default; this message is for the going guests only.
    await expect(modal.getByRole('checkbox', { name: 'Going' }).isChecked()).resolves.toBe(true);
    await modal.getByRole('checkbox', { name: 'Awaiting' }).uncheck();
    await modal.getByRole('checkbox', { name: 'Going' }).uncheck();
    await modal.getByRole('button', { name: 'Send' }).click();
    await modal.getByText('Please select at least one recipient group').waitFor();
    await modal.getByText('Please enter a message.').waitFor();
    await modal.getByRole('checkbox', { name: 'Going' }).check();
    await modal.getByLabel('Message', { exact: true }).fill(BLAST);
    await shot(host, '01-send-message-modal', 1280);
    await shot(host, '01-send-message-modal', 390);
    await modal.getByRole('button', { name: 'Send' }).click();
    await host.getByText('Message sent.').first().waitFor();
    const history = modal.getByTestId('blast-history');
    await history.getByText(BLAST).waitFor();
    await expect(history.getByText('Going', { exact: true }).count()).resolves.toBe(1);
    await shot(host, '02-message-history', 1280);
    await shot(host, '02-message-history', 390);
    await host.keyboard.press('Escape');
  });

  it('e-mails only the going guest, and her link shows it under MESSAGES (1) without an account', async () => {
    const link = await mailedLink(GINA.email, 'View the party');
    const toAva = (await outboxMessages(AVA.email)).filter((m) => m.text.includes(BLAST));
    expect(toAva).toEqual([]);
    const { context, page } = await freshGuest();
    await page.goto(link);
    const feed = page.getByTestId('messages-feed');
    await feed.waitFor({ timeout: 20_000 });
    await feed.getByRole('heading', { name: 'MESSAGES (1)' }).waitFor();
    await feed.getByText(BLAST).waitFor();
    await feed.getByText('Hazel Host').waitFor();
    await feed.scrollIntoViewIfNeeded();
    await shot(page, '03-guest-feed', 1280);
    await page.setViewportSize({ width: 390, height: 844 });
    await feed.scrollIntoViewIfNeeded();
    await shot(page, '03-guest-feed', 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // She answers privately; only the host gets it.
    await feed.getByRole('button', { name: 'Reply privately' }).click();
    const reply = page.getByRole('dialog', { name: 'Message Hazel Host' });
    await reply.getByLabel('Message', { exact: true }).fill(GUEST_REPLY);
    await reply.getByRole('button', { name: 'Send' }).click();
    await feed.getByTestId('private-thread').getByText(GUEST_REPLY).waitFor();
    await context.close();
  });

  it('an awaiting guest sees no feed; read-only viewers neither', async () => {
    const ava = await invitationToken(AVA.email);
    const { context, page } = await freshGuest();
    await page.goto(`${BASE_URL}/event/${eventId}?iu=${ava.inviteeUuid}&token=${ava.token}`);
    await page.getByTestId('guest-list').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('messages-feed').count()).toBe(0);
    await page.goto(`${BASE_URL}/event/${eventId}/ro`);
    await page.getByTestId('guest-list').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('messages-feed').count()).toBe(0);
    await context.close();
  });

  it('the host finds the reply in the history and sees the feed on the party page', async () => {
    await host.reload();
    await host.getByTestId('messages-feed').getByText(BLAST).waitFor();
    await host.getByTestId('host-toolbar').getByRole('button', { name: 'Send Message' }).click();
    const modal = host.getByRole('dialog', { name: 'Send Message' });
    await modal.getByRole('tab', { name: /Message history/ }).click();
    const thread = modal.getByTestId('private-thread');
    await thread.getByText(GUEST_REPLY).waitFor();
    await thread.getByText(GINA.name).first().waitFor();
    await shot(host, '04-history-with-reply', 1280);
    expect(errors).toEqual([]);
  });

  it("the reply's e-mail opens the host's party page at the thread, oldest first, answered in place", async () => {
    const link = await mailedLink(HOST_EMAIL, 'View the party');
    expect(new URL(link).hash).toBe('#private-messages');
    for (const width of [1280, 390] as const) {
      await host.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // Opened from the mail: a fresh page load (a hash alone would not leave the page the host is on).
      await host.goto('about:blank');
      await host.goto(link);
      const threads = host.getByTestId('host-private-messages');
      await threads.getByRole('heading', { name: 'Private messages (1)' }).waitFor({ timeout: 20_000 });
      await threads.getByText(GUEST_REPLY).waitFor();
      // The page opened at the thread, not at the poster above it, and stays there while the rest loads.
      const topOfThreads = () => threads.evaluate((element) => element.getBoundingClientRect().top);
      await expect.poll(topOfThreads, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
      await expect.poll(topOfThreads, { timeout: 5000 }).toBeLessThan(200);
      await host.waitForTimeout(1000);
      const settled = await topOfThreads();
      expect(settled).toBeGreaterThanOrEqual(0);
      expect(settled).toBeLessThan(200);
      await shot(host, '05-host-thread', width);
    }
    await host.setViewportSize({ width: 1280, height: 900 });
    const threads = host.getByTestId('host-private-messages');
    await threads.getByRole('button', { name: `Reply privately to ${GINA.name}` }).click();
    const reply = host.getByRole('dialog', { name: `Reply to ${GINA.name}` });
    await reply.getByLabel('Message', { exact: true }).fill(HOST_ANSWER);
    await reply.getByRole('button', { name: 'Send' }).click();
    const items = threads.getByTestId('private-thread-messages').getByTestId('message-item');
    await items.nth(1).getByText(HOST_ANSWER).waitFor();
    await expect(items.nth(0).textContent()).resolves.toContain(GUEST_REPLY);
    await shot(host, '06-host-answered', 1280);
    await shot(host, '06-host-answered', 390);

    // Gina's e-mail of the answer opens her page at the same thread, in the same order.
    const { context, page } = await freshGuest();
    await page.setViewportSize({ width: 390, height: 844 });
    const herLink = await mailedLink(GINA.email, 'View the party', HOST_ANSWER);
    expect(herLink).toMatch(/#private-messages$/);
    await page.goto(herLink);
    const mine = page.getByTestId('private-thread').getByTestId('message-item');
    await mine.nth(1).getByText(HOST_ANSWER).waitFor({ timeout: 20_000 });
    await expect(mine.nth(0).textContent()).resolves.toContain(GUEST_REPLY);
    await shot(page, '07-guest-thread', 390);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("the editor shows the party's messages while editing", async () => {
    await host.goto(`${BASE_URL}/event/edit/${eventId}`);
    await host.getByTestId('messages-feed').getByText(BLAST).waitFor();
    expect(errors).toEqual([]);
  });
});
