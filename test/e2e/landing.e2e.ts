import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATEGORIES } from '../../src/shared/themes/themeCategories';
import { themeColors } from '../../src/shared/themes/themeColors';
import { findTheme, THEMES } from '../../src/shared/themes/themes';
import { BASE_URL, launchBrowser } from './helpers/browser';
import { EditorPage } from './helpers/editor';
import { mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage } from './helpers/party';

// The landing page of issue 20 in a real browser: its carousel advances by itself (and by keyboard), every
// theme tile shows its picture, a picked theme opens the editor with its title, cover and colours and becomes a
// party, the newsletter signup is confirmed through the e-mailed link, and the company host's variant shows at /.

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Example invitations' });
const currentSlide = (page: Page) =>
  carouselOf(page).locator('.lp-dot[aria-current="true"]').getAttribute('aria-label');

/** The landing page, once the server's first paint has given way to the app. */
async function openLanding(page: Page, path = '/welcome'): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#elk-first-paint').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Scrolls every tile of the open category into view and waits until each one's picture is drawn. */
async function tilesWithPictures(page: Page): Promise<string[]> {
  const tiles = page.getByTestId('theme-tile');
  const count = await tiles.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    await tile.scrollIntoViewIfNeeded();
    await tile.locator('img').evaluate(
      (img: HTMLImageElement) =>
        new Promise<void>((resolve, reject) => {
          if (img.complete) return img.naturalWidth > 0 ? resolve() : reject(new Error(`broken: ${img.src}`));
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => reject(new Error(`broken: ${img.src}`)), { once: true });
        }),
    );
    names.push((await tile.textContent()) ?? '');
  }
  return names;
}

describe('the landing page (issue 20)', () => {
  it('advances its carousel, shows every theme with its picture, and a picked theme becomes a party', async () => {
    const { context, page } = await newPage(browser, errors, { timezoneId: 'America/New_York' });
    await signInByEmailApi(page, `landing-${Date.now()}@example.com`, 'Lena Landing');
    await openLanding(page);

    // The carousel moves on by itself (5 s a slide on the party variant) while nothing rests on it.
    await page.mouse.move(1, 1);
    expect(await currentSlide(page)).toBe('Show slide 1');
    await expect.poll(() => currentSlide(page), { timeout: 15_000, interval: 250 }).toBe('Show slide 2');

    // No theme tile lacks its picture, in any category.
    const shown: string[] = [];
    for (const category of THEME_CATEGORIES) {
      await page.getByRole('tab', { name: category }).click();
      shown.push(...(await tilesWithPictures(page)));
    }
    expect(shown.sort()).toEqual(THEMES.map((theme) => theme.title).sort());

    // A theme opens the editor with its title, cover and colours; the party is created from it.
    await page.getByRole('tab', { name: 'Parties' }).click();
    await page.getByRole('link', { name: 'Start a party: Halloween' }).click();
    await page.waitForURL((url) => url.pathname === '/instant');
    const editor = new EditorPage(page);
    await expect.poll(() => editor.title.inputValue()).toBe('Halloween');
    expect(await page.getByAltText('Party cover').getAttribute('src')).toMatch(/\/gallery\/halloween-/);
    await editor.chooseAddress('40 Oak Ave, Springfield, IL 62704');
    await editor.createButton.click();
    await page.waitForURL(/\/event\/invite\/[0-9a-f-]{36}$/);
    const eventId = new URL(page.url()).pathname.split('/').pop()!;
    const { event } = (await trpcCall(page, 'events.getEvent', { eventId })) as {
      event: { title: string; photoUrl: string; colors: unknown; inspirationId: string };
    };
    const halloween = findTheme('halloween')!;
    expect(event.title).toBe('Halloween');
    expect(event.photoUrl).toMatch(/\/gallery\/halloween-/);
    expect(event.colors).toEqual(themeColors(halloween));
    expect(event.inspirationId).toBe(String(halloween.id));
    await context.close();
  });

  it('steps by keyboard, holds still while focused, and waits for a play for reduced motion', async () => {
    const { context, page } = await newPage(browser, errors, { reducedMotion: 'reduce' });
    await openLanding(page);
    const carousel = carouselOf(page);
    await expect.poll(() => carousel.getByRole('button', { name: 'Play the slideshow' }).count()).toBe(1);
    await carousel.getByRole('button', { name: 'Next invitation' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentSlide(page)).toBe('Show slide 2');
    await page.keyboard.press('ArrowRight');
    expect(await currentSlide(page)).toBe('Show slide 3');
    await carousel.getByRole('button', { name: 'Show slide 10' }).click();
    // The last slide is the app promo, with the store badges the site is configured with.
    await expect.poll(() => carousel.getByRole('link', { name: /App Store/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('signs a visitor up for the newsletter, confirmed through the e-mailed link', async () => {
    const { context, page } = await newPage(browser, errors, { viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openLanding(page);
    // Issue 14: a visitor's first visit fetches the landing page's code, not the party page's.
    expect(scripts.some((file) => /\/Welcome\.page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /\/(EventView\.page|event-page)-[\w-]+\.js$/.test(file))).toEqual([]);
    const email = `news-${Date.now()}@example.com`;
    const field = page.getByLabel('E-mail address');
    await field.scrollIntoViewIfNeeded();
    await field.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }).waitFor();
    await field.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Almost there! Check your inbox and confirm your subscription.' })
      .first()
      .waitFor();

    await page.goto(await mailedLink(email, 'Confirm'));
    await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
    await page.getByText('You’re subscribed. See you at the next party!').waitFor();
    await context.close();
  });

  it('shows the company variant at / on the marketing host (here by the development switch)', async () => {
    const { context, page } = await newPage(browser, errors);
    await openLanding(page, '/?landing=marketing');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'We make getting together effortless.' }).waitFor();
    await page.getByRole('heading', { name: 'Why hosts choose Elk' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).waitFor();
    // Nothing invented (issues 38, 40): this server configures no press names, social links or company site,
    // so the footer shows no press strip, no social links and no company pages.
    expect(await page.getByRole('group', { name: 'As seen in' }).count()).toBe(0);
    expect(await page.getByText('Hosting Weekly').count()).toBe(0);
    for (const name of ['Support', 'Privacy', 'Terms']) {
      expect(await page.locator('footer').getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    for (const name of ['About', 'Career', 'Blog', 'Instagram']) {
      expect(await page.locator('footer').getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    await context.close();
  });
});
