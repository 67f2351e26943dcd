import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 38, item 9: live updates go on after a cohost is added or removed. A visitor keeps the party page open
// while the host adds a cohost on the cohost page, the cohost accepts (the host's list shows it without a
// reload), the host edits the party and removes the cohost, edits again and finally cancels: the visitor's open
// page shows every edit and the cancellation as they happen. At 1280 and 390 px.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-live-cohost-shots';
const stamp = Date.now();
let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

async function pageAt(width: 1280 | 390): Promise<Page> {
  const viewport = width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const { context, page } = await newPage(browser, errors, { viewport });
  contexts.push(context);
  return page;
}

async function createParty(host: Page, title: string): Promise<Record<string, unknown>> {
  const event = partyEvent({ title, description: 'Live all night.', photoUrl: await galleryCover() });
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    { event: { ...event, openInvite: true } },
    'POST',
  );
  return { ...event, openInvite: true, id: saved.id };
}

const retitle = (host: Page, party: Record<string, unknown>, title: string) =>
  trpcCall(host, 'events.editEventDetails', { eventId: party.id, event: { ...party, title } }, 'POST');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('live updates after cohost changes (issue 38, item 9)', () => {
  for (const width of [1280, 390] as const) {
    it(`keeps an open visitor page and the host's cohost list live at ${width} px`, async () => {
      const [host, friend, visitor] = [await pageAt(width), await pageAt(width), await pageAt(width)];
      await signInByEmailApi(host, `live-cohost-host-${width}-${stamp}@example.com`, 'Hazel Host');
      const party = await createParty(host, `Lantern Night ${width}`);
      const eventId = String(party.id);

      await visitor.goto(`${BASE_URL}/event/${eventId}`);
      const title = visitor.getByTestId('event-title');
      await title.filter({ hasText: `Lantern Night ${width}` }).waitFor();

      await host.goto(`${BASE_URL}/event/cohost/${eventId}`);
      const form = host.getByRole('form', { name: 'Add a cohost' });
      const friendEmail = `live-cohost-friend-${width}-${stamp}@example.com`;
      await form.getByLabel('Name').fill('Finn Friend');
      await form.getByLabel('Email').fill(friendEmail);
      await form.getByRole('button', { name: 'Add cohost' }).click();
      const row = host.getByTestId('cohost-row').filter({ hasText: 'Finn Friend' });
      await row.getByTestId('cohost-status').filter({ hasText: 'SENT' }).waitFor();

      // The friend accepts elsewhere: the host's open list shows it without a reload.
      await signInByEmailApi(friend, friendEmail, 'Finn Friend');
      const link = await trpcCall(host, 'cohosts.getCohostLink', { eventId });
      await trpcCall(
        friend,
        'cohosts.updateCohostStatus',
        { eventId, linkUuid: link.linkUuid, status: 'accepted' },
        'POST',
      );
      await row.getByTestId('cohost-status').filter({ hasText: 'Accepted' }).waitFor({ timeout: 10_000 });
      await screenshotAt(host, SHOTS, 'cohost-accepted-live', width);

      await retitle(host, party, `Lantern Night ${width}, with friends`);
      await title.filter({ hasText: `Lantern Night ${width}, with friends` }).waitFor({ timeout: 10_000 });

      await row.getByRole('button', { name: 'Options for Finn Friend' }).click();
      await host.getByRole('menuitem', { name: 'Remove cohost' }).click();
      await host.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
      await row.waitFor({ state: 'detached' });

      await retitle(host, party, `Lantern Night ${width}, moved up`);
      await title.filter({ hasText: `Lantern Night ${width}, moved up` }).waitFor({ timeout: 10_000 });
      await trpcCall(host, 'events.cancelEvent', { eventId }, 'POST');
      await visitor.getByText('Event Canceled').first().waitFor({ timeout: 10_000 });
      await screenshotAt(visitor, SHOTS, 'visitor-canceled-live', width);
    });
  }

  it('had no page errors', () => {
    expect(errors).toEqual([]);
  });
});
