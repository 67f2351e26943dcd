import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers/serverProcess';
import { type SpotifyStandIn, startSpotifyStandIn } from '../helpers/spotifyStandIn';
import { launchBrowser, screenshotAt } from './helpers/browser';
import { EventPageObject } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 19's journey against a local stand-in of Spotify: the host connects (authorization code with PKCE),
// the playlist is created and a song question added; a guest without an account searches and picks two songs,
// which land in the playlist; the host's token expires and is refreshed on the way without the host noticing.
// The app runs in its own process here, pointed at the stand-in.

let spotify: SpotifyStandIn;
let server: ReturnType<typeof startServer>;
let baseUrl: string;
let dataDir: string;
let browser: Browser;
const errors: string[] = [];
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-songs-shots';
const shot = (page: Page, name: string, width: 1280 | 390 = 1280) => screenshotAt(page, SHOTS, name, width);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  spotify = await startSpotifyStandIn({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
  // Tokens that live 30 s are past the app's one-minute refresh margin: every use of the host's token after the
  // first refreshes it, as an hour-old token would.
  spotify.settings.userTokenLifetime = 30;
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'elk-e2e-songs-'));
  server = startServer(dataDir, {
    ...spotify.env(),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  baseUrl = (await server.url()).replace(/\/$/, '').replace('localhost', '127.0.0.1');
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  server?.child.kill('SIGTERM');
  await server?.exited;
  await spotify?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(page: Page, procedure: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response =
    method === 'GET'
      ? await page.request.get(`${baseUrl}/api/trpc/${procedure}${query}`)
      : await page.request.post(`${baseUrl}/api/trpc/${procedure}`, { data: input });
  const body = (await response.json()) as { result?: { data: unknown }; error?: unknown };
  if (!response.ok()) throw new Error(`${procedure}: ${JSON.stringify(body.error)}`);
  return body.result?.data as Record<string, unknown>;
}

/** Signs the page's context in by e-mail through the API, reading the code from this app's dev outbox. */
async function signIn(page: Page, email: string, name: string) {
  await api(page, 'auth.sendEmailSignInCode', { emailAddress: email });
  let code: string | undefined;
  for (let i = 0; i < 60 && !code; i++) {
    const outbox = await api(page, 'dev.outbox', undefined, 'GET');
    const mail = (outbox.messages as { to: string; text: string }[]).find((m) => m.to === email);
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  const checked = await api(page, 'auth.signInWithEmailAndCode', { emailAddress: email, code });
  await api(page, 'auth.authenticate', {
    deviceId: 'WEB-e2e-songs',
    verifiedEmailAddress: email,
    firebaseIDToken: checked.firebaseCustomToken,
    product: 'ELK',
    platform: 'WEB',
  });
  await api(page, 'accounts.createElkUser', { elkUser: { name }, coinsSpent: 0 });
}

describe('song requests into the party playlist', () => {
  let eventId: string;
  let host: Page;

  it('the host connects Spotify, gets the playlist and adds a song question', async () => {
    ({ page: host } = await newPage(browser, errors));
    await signIn(host, 'dj-host@example.com', 'Dana Host');
    const gallery = await api(host, 'images.gallery', undefined, 'GET');
    const cover = (gallery.groups as { images: { imageUrl: string }[] }[])[0]!.images[0]!.imageUrl;
    const created = await api(host, 'events.editEventDetails', {
      event: partyEvent({ title: 'Disco Night', photoUrl: cover }),
    });
    eventId = created.id as string;

    await host.goto(`${baseUrl}/event/edit/${eventId}`);
    await host
      .getByRole('navigation', { name: 'Party settings' })
      .getByRole('button', { name: 'Guest questions' })
      .click();
    const block = host.getByTestId('music-block');
    await block.getByRole('button', { name: 'Connect Spotify' }).click();
    // To the stand-in's consent and back through /oauth/spotify to the editor, which opens the questions again
    // and creates the playlist there.
    await block.getByText('Song requests are on').waitFor({ timeout: 20_000 });
    expect(host.url()).toContain(`/event/edit/${eventId}`);
    const [playlist] = [...spotify.playlists.values()];
    expect(playlist).toMatchObject({ name: 'Disco Night', collaborative: true, owner: 'host-spotify-id' });
    await shot(host, 'songs-01-editor-connected');

    const panel = host.getByRole('region', { name: 'Guest questions' });
    await panel.getByRole('button', { name: 'Add song request' }).click();
    await panel.getByRole('textbox', { name: 'Question 1' }).fill('Request a song');
    await panel.getByRole('button', { name: 'Add song request' }).click();
    await panel.getByRole('textbox', { name: 'Question 2' }).fill('One more for the dance floor?');
    await host.locator('section[aria-label]').getByRole('button', { name: 'Done', exact: true }).click();
    await host.getByRole('button', { name: 'Save changes' }).click();
    await host.waitForURL(new RegExp(`/event/${eventId}$`), { timeout: 20_000 });
  });

  it('a guest without an account searches, picks two songs, and they reach the playlist', async () => {
    const { page: guestPage } = await newPage(browser, errors);
    const event = new EventPageObject(guestPage);
    await guestPage.goto(`${baseUrl}/event/${eventId}`);
    await event.panel.waitFor({ timeout: 20_000 });
    await event.button('Accept').click();
    const dialog = event.dialog('Accept invitation');
    await dialog.getByLabel('Your name').fill('Gus Guest');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('gus@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();

    const first = dialog.getByRole('textbox', { name: 'Request a song' });
    await first.fill('abba');
    await guestPage.getByRole('option', { name: /Dancing Queen/ }).click();
    const second = dialog.getByRole('textbox', { name: 'One more for the dance floor?' });
    await second.fill('queen');
    await guestPage.getByRole('option', { name: /Bohemian Rhapsody/ }).click();
    await expect(dialog.getByTestId('picked-song').count()).resolves.toBe(2);
    await shot(guestPage, 'songs-02-guest-picked');
    await shot(guestPage, 'songs-02-guest-picked', 390);
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await event.dismissAppPrompt();

    const [playlist] = [...spotify.playlists.values()];
    const until = Date.now() + 20_000;
    while (playlist!.uris.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(playlist!.uris).toHaveLength(2);
    // The host's short-lived token was refreshed for the sync: nobody was asked to connect again.
    expect(spotify.counters.refreshes).toBeGreaterThan(0);

    const songs = guestPage.getByTestId('party-songs');
    await songs.getByText('Dancing Queen').waitFor({ timeout: 15_000 });
    await songs.getByText('Bohemian Rhapsody').waitFor();
    await shot(guestPage, 'songs-03-party-playlist');
    await shot(guestPage, 'songs-03-party-playlist', 390);
  });

  it('on a phone, a long result wraps inside the sheet, which keeps its width, and the pick confirms', async () => {
    const { page: phone } = await newPage(browser, errors, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const logLines: string[] = [];
    phone.on('request', (request) => {
      if (request.url().endsWith('/api/log')) logLines.push(...(request.postData() ?? '').split('\n'));
    });
    const event = new EventPageObject(phone);
    await phone.goto(`${baseUrl}/event/${eventId}`);
    await event.panel.waitFor({ timeout: 20_000 });
    await phone.getByTestId('rsvp-mobile-bar').getByRole('button', { name: 'Accept', exact: true }).tap();
    const dialog = event.dialog('Accept invitation');
    await dialog.getByLabel('Your name').fill('Phoebe Phone');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('phoebe@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('textbox', { name: 'Request a song' }).fill('symphony');
    const option = phone.getByRole('option', { name: /Symphony No. 9/ });
    await option.waitFor({ timeout: 15_000 });
    // Sixty frames of the sheet's and the option's widths: once the results are in, nothing moves.
    const widths = await phone.evaluate(async () => {
      const seen = new Set<string>();
      for (let frame = 0; frame < 60; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const sheet = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
        const result = document.querySelector('[role="option"]')!.getBoundingClientRect();
        seen.add(`${Math.round(sheet.width)}/${Math.round(result.right)}`);
      }
      return [...seen];
    });
    expect(widths).toHaveLength(1);
    const [sheetWidth, resultRight] = widths[0]!.split('/').map(Number);
    expect(sheetWidth).toBeLessThanOrEqual(390);
    expect(resultRight).toBeLessThanOrEqual(390);
    // The long title wraps over lines instead of running out of the screen.
    const titleBox = await option.getByText(/Symphony No. 9/).boundingBox();
    expect(titleBox!.height).toBeGreaterThan(30);
    await shot(phone, 'songs-04-phone-long-result', 390);

    await option.tap();
    await dialog
      .getByTestId('picked-song')
      .getByText(/Symphony No. 9/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click({ timeout: 5_000 });
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    // "You're going!" offers the calendar, as Luma and Partiful do after a yes, with this guest's .ics link.
    const going = event.dialog("You're going!");
    await going.getByRole('button', { name: 'Add to calendar' }).tap({ timeout: 15_000 });
    const ics = phone.getByRole('menuitem', { name: 'Download .ics (Apple, Outlook)' });
    expect(await ics.getAttribute('href')).toMatch(new RegExp(`/event/${eventId}/calendar\\.ics\\?`));
    await shot(phone, 'songs-05-phone-going-calendar', 390);
    await phone.keyboard.press('Escape');
    // The log is flushed every 2 s: whatever the sheet logged has been sent by now.
    await phone.waitForTimeout(2_500);
    expect(logLines.filter((line) => /ResizeObserver/.test(line))).toEqual([]);
  });

  it('the host sees the requests on the party page', async () => {
    await host.goto(`${baseUrl}/event/${eventId}`);
    await host.getByTestId('party-songs').getByText('Dancing Queen').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
