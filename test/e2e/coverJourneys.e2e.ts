import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_HISTORY_COPY } from '../../src/shared/images/copy';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt, signInByEmail } from './helpers/browser';
import { EditorPage } from './helpers/editor';
import { trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue #16: a visitor generates covers with the built-in painter (two prompts, two different pictures), takes
// an earlier one back from the image history and sees the invitation re-tint to it, and turns a background on
// and off; a host saves a cover and a background and the party page shows both.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-cover-shots';
const STAMP = Date.now();

let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  expect(errors).toEqual([]);
});

async function open(options: Parameters<typeof newPage>[2] = {}) {
  const { context, page } = await newPage(browser, errors, options);
  contexts.push(context);
  return page;
}

const coverOf = (page: Page) => page.getByAltText('Party cover').getAttribute('src');
const tintOf = (page: Page) => page.getByTestId('editor-poster').getAttribute('data-tint');

/** Waits until the editor's tint is no longer `before` (the colours of a new cover arrived). */
async function tintChangedFrom(page: Page, before: string | null): Promise<string> {
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="editor-poster"]')?.getAttribute('data-tint') !== old,
    before,
    { timeout: 30_000 },
  );
  return (await tintOf(page))!;
}

async function generate(page: Page, panel: Locator, prompt: string): Promise<string[]> {
  await panel.getByLabel('Describe your cover').fill(prompt);
  await panel.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = panel.getByTestId('generated-images').getByRole('button');
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[data-testid="generated-images"] img')].some((img) =>
        img.getAttribute('alt')?.includes(text),
      ),
    prompt,
    { timeout: 60_000 },
  );
  const urls = await results
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
  return urls;
}

describe('a visitor makes a cover with the built-in painter', () => {
  it('generates two prompts into different covers, takes one back from the history, re-tints, and sets a background', async () => {
    const page = await open();
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/create`);
    await editor.title.fill(`Owl Night ${STAMP}`);
    const startTint = await tintOf(page);

    const panel = await editor.openTab('Cover image');
    await expect
      .poll(() => panel.getByTestId('generate-cover').textContent())
      .toContain('60 coinsfree to try');
    const owls = await generate(page, panel, 'a blue owl in the forest');
    expect(owls.length).toBeGreaterThanOrEqual(2);
    expect(await coverOf(page)).toBe(owls[0]);
    const owlTint = await tintChangedFrom(page, startTint);
    await expect
      .poll(() => panel.getByTestId('generate-cover').textContent())
      .toContain('50 coinsfree to try');

    const cakes = await generate(page, panel, 'birthday cake with candles');
    expect(cakes.some((url) => owls.includes(url))).toBe(false);
    expect(await coverOf(page)).toBe(cakes[0]);
    // Two prompts, two pictures: their bytes differ, not only their addresses.
    const [owlBytes, cakeBytes] = await Promise.all(
      [owls[0]!, cakes[0]!].map((url) => fetch(new URL(url, BASE_URL)).then((r) => r.arrayBuffer())),
    );
    expect(Buffer.from(owlBytes!).equals(Buffer.from(cakeBytes!))).toBe(false);
    const cakeTint = await tintChangedFrom(page, owlTint);
    await screenshotAt(page, SHOTS, 'visitor-generated', 1280, true);

    // The history: more than 6 covers now, so 'View all' opens the modal on the generated tab.
    await panel.getByRole('button', { name: IMAGE_HISTORY_COPY.viewAll }).click();
    const modal = page.getByRole('dialog', { name: 'Your images' });
    await modal.waitFor();
    await expect
      .poll(() =>
        modal.getByRole('tab', { name: IMAGE_HISTORY_COPY.generatedTab }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await screenshotAt(page, SHOTS, 'visitor-history', 1280, true);
    await modal.locator(`img[src="${owls[0]}"]`).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await coverOf(page)).toBe(owls[0]);
    // The same cover gives the same colours back.
    expect(await tintChangedFrom(page, cakeTint)).toBe(owlTint);
    await editor.closePanel();

    // A background: the season's first result plays behind the invitation; the toggle takes it away and back.
    const background = await editor.openTab('Background');
    const searchBox = background.getByLabel('Search videos');
    expect(['winter', 'spring', 'summer', 'autumn']).toContain(await searchBox.inputValue());
    await background.getByRole('button', { name: 'Search', exact: true }).click();
    const backdrop = page.getByTestId('editor-backdrop');
    await backdrop.waitFor();
    const first = await backdrop.locator('img, video').getAttribute('src');
    expect(first).toMatch(/^\/backgrounds\/.+\.svg$/);
    await background.getByRole('button', { name: 'Try another' }).click();
    await expect.poll(() => backdrop.locator('img, video').getAttribute('src')).not.toBe(first);
    const chosen = await backdrop.locator('img, video').getAttribute('src');
    await background.getByRole('button', { name: 'Copy video URL' }).click();
    await page.getByText('Copied video URL!').waitFor();
    await screenshotAt(page, SHOTS, 'visitor-background', 1280, true);

    const toggle = background.getByLabel('Turn off video background');
    await toggle.check({ force: true });
    await backdrop.waitFor({ state: 'detached' });
    await toggle.uncheck({ force: true });
    await backdrop.waitFor();
    expect(await backdrop.locator('img, video').getAttribute('src')).toBe(chosen);
  });

  it('shows no moving background to someone who asks for reduced motion', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/create`);
    const background = await editor.openTab('Background');
    await background.getByRole('button', { name: 'Search', exact: true }).click();
    await background.getByTestId('background-current').waitFor();
    expect(await page.getByTestId('editor-backdrop').count()).toBe(0);
  });
});

describe('a visitor who signs up from the editor (issue 38)', () => {
  it('is told the party is saved, and keeps the unused covers and the style after signing up', async () => {
    const page = await open();
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/create`);
    await editor.title.fill(`Fox Picnic ${STAMP}`);
    let panel = await editor.openTab('Cover image');
    await panel.getByRole('combobox', { name: 'Style' }).click();
    await panel.getByRole('option', { name: 'Van Gogh' }).click();
    const foxes = await generate(page, panel, 'a red fox picnic');
    expect(foxes.length).toBeGreaterThanOrEqual(2);

    await panel.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByRole('heading', { name: 'Sign in to create your party' }).waitFor();
    await page
      .getByText('Your party is saved on this device. Sign in or sign up and it goes live.')
      .waitFor();
    await screenshotAt(page, SHOTS, 'login-from-editor', 1280);
    await screenshotAt(page, SHOTS, 'login-from-editor', 390);
    await signInByEmail(page, `fox-${STAMP}@example.com`, 'Fay Fox');
    await page.waitForURL(/\/event\/create/);

    panel = await editor.openTab('Cover image');
    expect(await panel.getByRole('combobox', { name: 'Style' }).inputValue()).toBe('Van Gogh');
    await panel
      .getByTestId('previous-covers')
      .getByRole('button', { name: /View all|Image history/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Your images' });
    await modal.waitFor();
    // The variant not taken is still there to take.
    await modal.locator(`img[src="${foxes[1]}"]`).waitFor();
    await screenshotAt(page, SHOTS, 'signed-up-history', 1280);
  });
});

describe('a host saves a cover and a background', () => {
  it('re-tints the party page to the new cover and plays the background behind it', async () => {
    const page = await open();
    await signInByEmail(page, `cover-host-${STAMP}@example.com`, 'Cora Host');
    const saved = await trpcCall(
      page,
      'events.editEventDetails',
      { event: partyEvent({ title: 'Lantern Supper', photoUrl: await galleryCover('Halloween') }) },
      'POST',
    );
    const eventId = String(saved.id);
    await page.goto(`${BASE_URL}/event/${eventId}`);
    const pageTint = () =>
      page
        .getByTestId('event-page')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--event-primary').trim());
    const before = await pageTint();

    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/edit/${eventId}`);
    const startTint = await tintOf(page);
    const panel = await editor.openTab('Cover image');
    await panel.getByRole('button', { name: 'Baby Shower', exact: false }).first().click();
    const tint = await tintChangedFrom(page, startTint);
    await editor.closePanel();
    const background = await editor.openTab('Background');
    await background.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('editor-backdrop').waitFor();
    await editor.closePanel();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${BASE_URL}/event/${eventId}`);

    await expect.poll(pageTint).toBe(tint);
    expect(tint).not.toBe(before);
    await page.getByTestId('event-backdrop-animation').waitFor();
    await screenshotAt(page, SHOTS, 'host-party-page', 1280, true);
    await screenshotAt(page, SHOTS, 'host-party-page-mobile', 390, true);
  });
});
