import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, ALBUM_TEXT } from '../../src/shared/album/copy';
import { zipEntries } from '../helpers/zipEntries';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt } from './helpers/browser';
import { EditorPage } from './helpers/editor';
import { InvitePage } from './helpers/invitePage';
import { mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 18, "Done when": a guest (by invitation link, no account) adds two photos; the host sees them in the
// preview, walks the viewer with the keyboard, downloads the zip and removes one; a stranger's call for the
// album is refused. Screenshots of the preview with 0, 2 and 20 photos and of the viewer, at 1280 and 390 px.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-album-shots';
const STAMP = Date.now();
const GUEST = { name: 'Pia Photo', email: `album-guest-${STAMP}@example.com` };

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let guestContext: BrowserContext;
let guest: Page;
let eventId = '';
const errors: string[] = [];

const photo = (colour: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 41/1 0/1' } })
    .toBuffer();

const album = (page: Page) => page.getByTestId('album-section');
const tiles = (page: Page) => album(page).getByTestId('album-tile');
/** The viewer is the one dialog open; its title says which photo ("Photo 2 of 5") or "All photos (5)". */
const viewer = (page: Page) => page.getByRole('dialog');

async function shotBoth(page: Page, name: string, fullPage = false) {
  await screenshotAt(page, SHOTS, name, 1280, fullPage);
  await screenshotAt(page, SHOTS, name, 390, fullPage);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, `album-host-${STAMP}@example.com`, 'Hugo Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Summer Lanterns',
        description: 'Lanterns by the water, bring a camera.',
        photoUrl: await galleryCover(),
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
  await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [GUEST] }, 'POST');
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
  ({ context: guestContext, page: guest } = await newPage(browser, errors));
});

afterAll(async () => {
  await guestContext?.close();
  await hostContext?.close();
  await browser?.close();
  expect(errors).toEqual([]);
});

describe('the party album', () => {
  it('lets a guest with only the invitation link add two photos, each with its own progress bar', async () => {
    await guest.goto(await mailedLink(GUEST.email, 'View the invitation'));
    await album(guest).getByTestId('album-empty').waitFor({ timeout: 20_000 });
    await album(guest).scrollIntoViewIfNeeded();
    await shotBoth(guest, 'preview-0-photos', true);

    await album(guest).getByRole('button', { name: ALBUM_TEXT.addPhotos }).click();
    const uploader = guest.getByRole('dialog', { name: ALBUM_TEXT.addPhotos });
    await uploader.waitFor();
    // Manual mode (the default): the picked files wait for the guest to add them; a text file named .jpg is
    // refused at once, by its bytes.
    await uploader.locator('input[type="file"]').setInputFiles([
      { name: 'lanterns.jpg', mimeType: 'image/jpeg', buffer: await photo('#f4a340') },
      { name: 'boats.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a6fdb', 800, 1200) },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all\n'.repeat(30)) },
    ]);
    await uploader.getByText(ALBUM_MESSAGES.wrongType).waitFor();
    expect(await uploader.getByRole('progressbar').count()).toBe(2);
    await uploader.getByRole('button', { name: 'Remove notes.jpg' }).click();
    await shotBoth(guest, 'uploader-manual');
    await uploader.getByTestId('upload-selected').click();
    await guest.getByText(ALBUM_TEXT.added(2)).waitFor({ timeout: 30_000 });
    expect(await uploader.getByText('Added', { exact: true }).count()).toBe(2);
    await uploader.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => tiles(guest).count(), { timeout: 15_000 }).toBe(2);
  });

  it('shows the host both photos in the preview and the viewer, walked with the arrow keys and Escape', async () => {
    await host.goto(`${BASE_URL}/event/${eventId}`);
    await expect.poll(() => tiles(host).count(), { timeout: 20_000 }).toBe(2);
    await shotBoth(host, 'preview-2-photos', true);

    await tiles(host).first().click();
    const shown = viewer(host).getByTestId('viewer-photo');
    await shown.waitFor();
    const first = await shown.getAttribute('data-photo-id');
    const portrait = () =>
      shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > img.naturalWidth);
    await viewer(host).getByText('Photo 1 of 2').waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const firstPortrait = await portrait();
    await host.keyboard.press('ArrowRight');
    await viewer(host).getByText('Photo 2 of 2').waitFor();
    const second = await shown.getAttribute('data-photo-id');
    expect(second).not.toBe(first);
    // One landscape and one portrait photo, full size and upright, whichever arrived first.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect([firstPortrait, await portrait()].sort()).toEqual([false, true]);
    await shotBoth(host, 'viewer-photo');
    await host.keyboard.press('ArrowRight');
    await viewer(host).getByText('Photo 1 of 2').waitFor();
    await host.keyboard.press('ArrowLeft');
    await viewer(host).getByText('Photo 2 of 2').waitFor();
    await host.keyboard.press('Escape');
    await viewer(host).getByRole('list', { name: 'All photos' }).waitFor();
    await shotBoth(host, 'viewer-grid');
    await host.keyboard.press('Escape');
    await viewer(host).waitFor({ state: 'detached' });
  });

  it('downloads the whole album as a zip of both photos', async () => {
    const [download] = await Promise.all([
      host.waitForEvent('download'),
      album(host).getByTestId('album-download-all').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Summer-Lanterns-photos.zip');
    const entries = zipEntries(readFileSync((await download.path())!));
    expect(entries.map((e) => e.name)).toEqual(['Summer-Lanterns-001.jpg', 'Summer-Lanterns-002.jpg']);
    for (const entry of entries) {
      const meta = await sharp(entry.data).metadata();
      expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
    }
  });

  it('lets the host remove one photo', async () => {
    await tiles(host).nth(1).click();
    await viewer(host).getByText('Photo 2 of 2').waitFor();
    await viewer(host).getByRole('button', { name: ALBUM_TEXT.remove }).click();
    await host.getByText(ALBUM_TEXT.removed).waitFor();
    await viewer(host).getByText('Photo 1 of 1').waitFor();
    await host.keyboard.press('Escape');
    await host.keyboard.press('Escape');
    await expect.poll(() => tiles(host).count()).toBe(1);
  });

  it("refuses a stranger's call for the album", async () => {
    const stranger = await newPage(browser, errors);
    const res = await stranger.page.request.get(
      `${BASE_URL}/api/trpc/album.getAlbumDetails?input=${encodeURIComponent(JSON.stringify({ eventId }))}`,
    );
    expect(res.status()).toBe(403);
    expect(JSON.stringify(await res.json())).toContain(ALBUM_MESSAGES.onlyMembers);
    await stranger.page.goto(`${BASE_URL}/event/${eventId}`);
    await stranger.page.getByTestId('event-title').waitFor();
    expect(await album(stranger.page).count()).toBe(0);
    await stranger.context.close();
  });

  it('previews 18 of 20 photos in rows of 9 on a desktop and 3 with +N on a phone', async () => {
    for (let i = 0; i < 19; i++) {
      const res = await host.request.post(`${BASE_URL}/api/album/${eventId}/photos`, {
        headers: { 'X-Elk-Upload': '1' },
        multipart: {
          file: {
            name: `p${i}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await photo(`hsl(${i * 19}, 70%, 55%)`, 600, 600),
          },
        },
      });
      expect(res.status()).toBe(201);
    }
    await host.reload();
    await expect.poll(() => tiles(host).count(), { timeout: 20_000 }).toBe(17);
    expect(await album(host).getByTestId('album-more').innerText()).toBe('+3');
    await screenshotAt(host, SHOTS, 'preview-20-photos', 1280, true);
    await host.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => tiles(host).count()).toBe(2);
    expect(await album(host).getByTestId('album-more').innerText()).toBe('+18');
    await screenshotAt(host, SHOTS, 'preview-20-photos', 390, true);
    await album(host).getByTestId('album-more').click();
    await viewer(host).getByRole('list', { name: 'All photos' }).waitFor();
    await screenshotAt(host, SHOTS, 'viewer-grid-20', 390);
    await host.setViewportSize({ width: 1280, height: 900 });
    await screenshotAt(host, SHOTS, 'viewer-grid-20', 1280);
    await host.keyboard.press('Escape');
  });

  it('gives the hosts the album link and its QR code, which opens the album to anyone without an account', async () => {
    await new InvitePage(host).open(eventId, { fromCreate: true });
    const created = host.getByRole('dialog', { name: 'Your party is live!' });
    const share = created.getByTestId('album-share');
    await share.getByTestId('album-qr').waitFor({ timeout: 15_000 });
    const qr = share.getByTestId('album-qr');
    expect(await qr.evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')])).toEqual([
      '100',
      '100',
    ]);
    const albumUrl = await share.getByRole('textbox', { name: ALBUM_TEXT.albumLink }).inputValue();
    expect(albumUrl).toMatch(/\/album\/[a-z2-9]{10}$/);
    await screenshotAt(host, SHOTS, 'party-created-album-qr', 1280);
    await screenshotAt(host, SHOTS, 'party-created-album-qr', 390);
    await host.keyboard.press('Escape');

    await host.goto(`${BASE_URL}/event/edit/${eventId}`);
    const panel = await new EditorPage(host).openTab('Event options');
    const inEditor = panel.getByTestId('album-share');
    await inEditor.getByTestId('album-qr').waitFor({ timeout: 15_000 });
    expect(await inEditor.getByRole('textbox', { name: ALBUM_TEXT.albumLink }).inputValue()).toBe(albumUrl);
    await screenshotAt(host, SHOTS, 'editor-guests-tab-album', 1280);

    // Someone at the party scans the code: no account, no invitation, and they add a photo.
    const walkIn = await newPage(browser, errors, { viewport: { width: 390, height: 844 } });
    await walkIn.page.goto(`${BASE_URL}${new URL(albumUrl).pathname}`);
    await walkIn.page.getByRole('heading', { name: 'Summer Lanterns' }).waitFor({ timeout: 20_000 });
    // A phone: 3 places, the last one "+N".
    await expect.poll(() => tiles(walkIn.page).count(), { timeout: 20_000 }).toBe(2);
    await album(walkIn.page).getByRole('button', { name: ALBUM_TEXT.addPhotos }).click();
    const uploader = walkIn.page.getByRole('dialog', { name: ALBUM_TEXT.addPhotos });
    await uploader.getByText(ALBUM_TEXT.automatic, { exact: true }).click();
    await uploader.locator('input[type="file"]').setInputFiles([
      {
        name: 'walk-in.png',
        mimeType: 'image/png',
        buffer: await sharp(await photo('#10b981'))
          .png()
          .toBuffer(),
      },
    ]);
    await walkIn.page.getByText(ALBUM_TEXT.added(1)).waitFor({ timeout: 30_000 });
    await screenshotAt(walkIn.page, SHOTS, 'album-link-page', 390, true);
    await uploader.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => album(walkIn.page).getByTestId('album-more').innerText()).toBe('+19');
    await screenshotAt(walkIn.page, SHOTS, 'album-link-page', 1280, true);
    await walkIn.context.close();
  });
});
