import { mkdirSync, readFileSync } from 'node:fs';
import { parseString } from '@fast-csv/parse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { EventPageObject, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 40: song requests without Spotify. A guest without an account asks for a song by title and artist in
// the RSVP sheet, once at each width (1280 and 390 px); the host sees both requests with who asked on the
// party page and downloads them as CSV.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-typed-songs-shots';
const STAMP = Date.now();
const GUESTS = [
  {
    name: 'Wide Wanda',
    email: `wanda-${STAMP}@example.com`,
    width: 1280,
    title: 'Dancing Queen',
    artist: 'ABBA',
  },
  {
    name: 'Narrow Nico',
    email: `nico-${STAMP}@example.com`,
    width: 390,
    title: 'Take On Me',
    artist: 'a-ha',
  },
] as const;

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors, { acceptDownloads: true }));
  await signInByEmailApi(host, `songs-host-${STAMP}@example.com`, 'Hana Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Typed Tunes',
        photoUrl: await galleryCover('Spring Party'),
        openInvite: true,
        questions: [{ question: 'Request a song', questionType: 'SONG' }],
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe('song requests typed as title and artist', () => {
  for (const guest of GUESTS) {
    it(`a guest asks for a song in the RSVP sheet at ${guest.width} px`, async () => {
      const { context, page } = await newPage(browser, errors);
      await page.setViewportSize({ width: guest.width, height: guest.width === 390 ? 844 : 900 });
      const event = new EventPageObject(page);
      await event.open(eventId);
      const accept =
        guest.width === 390
          ? page.getByTestId('rsvp-mobile-bar').getByRole('button', { name: 'Accept' })
          : event.button('Accept');
      await accept.click();
      const dialog = event.dialog('Accept invitation');
      await dialog.getByLabel('Your name').fill(guest.name);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(guest.email);
      await dialog.getByRole('button', { name: 'Next' }).click();
      const song = dialog.getByTestId('typed-song');
      await song.getByRole('textbox', { name: 'Artist' }).fill(guest.artist);
      await dialog.getByText("Add the song's title.").waitFor();
      await song.getByRole('textbox', { name: 'Title' }).fill(guest.title);
      await dialog.getByText("Add the song's title.").waitFor({ state: 'detached' });
      await screenshotAt(page, SHOTS, `01-typed-song-${guest.name.split(' ')[1]}`, guest.width);
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await event.dismissAppPrompt();
      await event.waitForStatus("You RSVP'ed that you're going");
      await context.close();
    });
  }

  it('the host sees the requests with who asked and downloads them as CSV', async () => {
    await host.goto(`${BASE_URL}/event/${eventId}`);
    const list = host.getByTestId('party-songs');
    await list.getByText('Song requests (2)').waitFor({ timeout: 20_000 });
    await list.getByText('Asked by Wide Wanda').waitFor();
    await list.getByText('Asked by Narrow Nico').waitFor();
    for (const width of [1280, 390] as const) {
      await host.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await list.scrollIntoViewIfNeeded();
      await screenshotAt(host, SHOTS, '02-host-song-list', width);
    }
    await host.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      host.waitForEvent('download'),
      list.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Song requests for Typed Tunes.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const read: string[][] = [];
      parseString(text, { headers: false })
        .on('data', (row: string[]) => read.push(row))
        .on('error', reject)
        .on('end', () => resolve(read));
    });
    expect(rows).toEqual([
      ['Title', 'Artist', 'Requests', 'Requested by'],
      ['Take On Me', 'a-ha', '1', 'Narrow Nico'],
      ['Dancing Queen', 'ABBA', '1', 'Wide Wanda'],
    ]);
    expect(errors).toEqual([]);
  });
});
