import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, galleryCover, launchBrowser, signInByEmail } from './helpers/browser';
import { daysFromToday, EDITOR_BROWSER_ZONE, EditorPage, typeTimeAfterPickingDay } from './helpers/editor';
import { signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// The editor journeys of issue #12: a quick-created invitation survives signing up, a typed start time is the
// one shown, an edit says its saved changes are not live yet, a clone with its address is ready to create
// (without asking the server for the removed draft), and the editor's layout on desktop and phone.

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in host's page (New York time, like the parties of partyEvent). */
async function hostPage(name: string, options: Parameters<typeof newPage>[2] = {}): Promise<Page> {
  const { page } = await newPage(browser, errors, { timezoneId: EDITOR_BROWSER_ZONE, ...options });
  await signInByEmailApi(page, `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.com`, name);
  return page;
}

/** A party of the signed-in host, created through the API; its id. */
async function createParty(page: Page, title: string): Promise<string> {
  const saved = await trpcCall(
    page,
    'events.editEventDetails',
    { event: partyEvent({ title, photoUrl: await galleryCover() }) },
    'POST',
  );
  return saved.id as string;
}

describe('the editor journeys of issue #12', () => {
  it('keeps a quick-created invitation through sign-up (bug 1)', async () => {
    const { context, page } = await newPage(browser, errors, { timezoneId: EDITOR_BROWSER_ZONE });
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/welcome`);
    await page
      .getByRole('link', { name: /^Start a party: .+$/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/instant');
    await editor.title.fill('Rooftop tacos with the whole crew');
    await editor.chooseAddress('40 Oak Ave, Springfield, IL 62704');
    const address = await editor.address.inputValue();
    await editor.createButton.click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInByEmail(page, `newhost-${Date.now()}@example.com`, 'Nora Newhost');
    await page.waitForURL((url) => url.pathname === '/instant');
    await expect(editor.title.inputValue()).resolves.toBe('Rooftop tacos with the whole crew');
    await expect(editor.address.inputValue()).resolves.toBe(address);
    await editor.createButton.click();
    await page.waitForURL(/\/event\/invite\/[0-9a-f-]{36}$/);
    await context.close();
  });

  it('gives the start time typed after picking a day (bug 2)', async () => {
    const { context, page } = await newPage(browser, errors, { timezoneId: EDITOR_BROWSER_ZONE });
    const start = page.getByRole('button', { name: 'Start date and time' });
    await page.goto(`${BASE_URL}/event/create`);
    await new EditorPage(page).title.waitFor();
    for (const amPm of ['PM', 'AM'] as const) {
      const day = daysFromToday(amPm === 'PM' ? 5 : 6, 0);
      await typeTimeAfterPickingDay(page, 'Start date and time', day, { hours: '8', minutes: '15', amPm });
      await expect(start.textContent()).resolves.toMatch(
        new RegExp(` ${day.day}, ${day.year} at 8:15 ${amPm}$`),
      );
    }
    await context.close();
  });

  it("says an edit's saved changes are unpublished until saved (bug 5)", async () => {
    const page = await hostPage('Edna Editor');
    const editor = new EditorPage(page);
    const eventId = await createParty(page, 'Harvest supper');
    await page.goto(`${BASE_URL}/event/edit/${eventId}`);
    await editor.title.waitFor();
    const savedAt = page.getByTestId('editor-saved-at');
    await expect(savedAt.textContent()).resolves.not.toContain('unpublished');
    await editor.title.fill('Harvest supper, moved indoors');
    await page
      .getByTestId('editor-saved-at')
      .filter({ hasText: /^Saved at .+, unpublished until you save changes$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${BASE_URL}/event/${eventId}`);
    await page.context().close();
  });

  it('creates a clone whose address is filled, without asking for the removed draft (bug 6)', async () => {
    const page = await hostPage('Cleo Cloner');
    const editor = new EditorPage(page);
    const eventId = await createParty(page, 'Board game night');
    await page.goto(`${BASE_URL}/event/edit/${eventId}`);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Clone party' }).click();
    await page.waitForURL(/\/event\/draft\/edit\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Your cloned party' }).waitFor();
    await expect(editor.address.inputValue()).resolves.not.toBe('');
    expect(await editor.toast.count()).toBe(0);
    expect(await page.getByText("to confirm your party's location").count()).toBe(0);
    expect(await editor.createButton.getAttribute('aria-disabled')).toBe('false');

    const draftLookups: string[] = [];
    const watch = (response: Response) => {
      if (response.url().includes('drafts.fetchDraft') && !response.url().includes('fetchDrafts')) {
        draftLookups.push(`${response.status()} ${response.url()}`);
      }
    };
    page.on('response', watch);
    await editor.createButton.click();
    await page.waitForURL(/\/event\/invite\/[0-9a-f-]{36}$/);
    await page.getByRole('heading').first().waitFor();
    await page.waitForTimeout(1_500);
    page.off('response', watch);
    expect(draftLookups).toEqual([]);
    await page.context().close();
  });
});

describe('the editor layout (bug 11)', () => {
  it('shows no title error on a first Tab, and Escape closes the side panel', async () => {
    const { context, page } = await newPage(browser, errors);
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/create`);
    await editor.title.click();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(await page.getByText('Enter a valid title', { exact: true }).count()).toBe(0);
    // Typing and clearing the title is a real attempt: then the rule shows.
    await editor.title.fill('x');
    await editor.title.fill('');
    await page.keyboard.press('Tab');
    await editor.sees('Enter a valid title');

    const panel = await editor.openTab('Background');
    await page.getByRole('region', { name: 'Background' }).getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached', timeout: 5_000 });

    await editor.openTab('Background');
    // A copy the browser refuses says so instead of passing in silence.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('Clipboard blocked')) },
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Copy hex code' }).click();
    await page.getByText('Could not copy: the browser did not allow it.').waitFor();
    expect(await page.getByText('Copied hex code!').count()).toBe(0);
    await context.close();
  });

  it('opens at the top from the landing page, and keeps the side nav under the header', async () => {
    const { context, page } = await newPage(browser, errors);
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/welcome`);
    await page.mouse.wheel(0, 1_200);
    await page.waitForTimeout(300);
    await page
      .getByRole('link', { name: /^Start a party: .+$/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/instant');
    await editor.title.waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const titleBox = await editor.title.boundingBox();
    expect(titleBox!.y).toBeGreaterThanOrEqual(0);

    // Scrolled down, the side nav passes beneath the header instead of sliding over it.
    await page.mouse.move(800, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    const nav = (await page.getByRole('navigation', { name: 'Party settings' }).boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(nav.y).toBeLessThan(header.y + header.height);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header, nav')?.tagName,
      [60, header.y + header.height / 2],
    );
    expect(onTop).toBe('HEADER');
    await context.close();
  });

  it('keeps the phone layout clear: a compact dismissible toast, the date picker above the tab bar, More in view', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const page = await hostPage('Pia Phone', phone);
    const editor = new EditorPage(page);
    await page.goto(`${BASE_URL}/event/create`);
    await editor.title.waitFor();
    const tabBar = (await page.getByRole('navigation', { name: 'Party settings' }).boundingBox())!;

    // The reminder and the tab bar together take less than a fifth of the screen; the reminder can be hidden.
    const toastBox = (await editor.toast.boundingBox())!;
    expect(844 - toastBox.y).toBeLessThan(844 / 5);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(tabBar.y + 1);
    await editor.toast.getByRole('button', { name: 'Hide this reminder' }).click();
    await editor.toast.waitFor({ state: 'detached' });

    const start = page.getByRole('button', { name: 'Start date and time' });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    for (const control of [
      page.getByLabel('Hours'),
      page.getByRole('button', { name: 'Done choosing the time' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
    }
    await page.getByRole('button', { name: 'Done choosing the time' }).click();

    // Editing a party: the More menu is fully on screen next to Save changes.
    const eventId = await createParty(page, 'Picnic on the pier');
    await page.goto(`${BASE_URL}/event/edit/${eventId}`);
    const more = page.getByRole('button', { name: 'More' });
    await more.waitFor();
    const moreBox = (await more.boundingBox())!;
    expect(moreBox.x).toBeGreaterThanOrEqual(0);
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(390);
    const save = (await page.getByRole('button', { name: 'Save changes' }).boundingBox())!;
    expect(save.x + save.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/editor-scratch/e2e-phone-edit.png' });
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
