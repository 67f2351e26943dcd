import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, signInByEmail } from './helpers/browser';
import { newPage } from './helpers/party';

// Issue 40: the privacy policy and the terms are pages of the app, reached from the landing footer and the app's
// footer; "Download my data" on the profile saves the account's own data as elk-data-YYYY-MM-DD.json. At the
// desktop and the phone width. The e2e server has store pages but no social links or press names configured.

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

async function openLandingFooter(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/welcome`);
  await page.locator('#elk-first-paint').waitFor({ state: 'detached', timeout: 30_000 });
  const help = page.getByRole('navigation', { name: 'Help' });
  await help.scrollIntoViewIfNeeded();
  await help.waitFor();
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('legal pages and Download my data at $width px', (viewport) => {
  it('opens the privacy policy and the terms from the footers, then downloads the data', async () => {
    const { context, page } = await newPage(browser, errors, { viewport });

    await openLandingFooter(page);
    // Nothing the operator did not configure: no social links, no press names.
    expect(await page.getByRole('navigation', { name: 'Follow Elk' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'As seen in' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL(`${BASE_URL}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    for (const section of [
      'What is stored',
      'Why',
      'How long it is kept',
      'Getting your data and deleting it',
    ]) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await page.getByTestId('legal-operator').waitFor();

    await openLandingFooter(page);
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL(`${BASE_URL}/terms-of-service`);
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();

    // The app's own footer leads back to the policy.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(`${BASE_URL}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();

    const email = `export-${viewport.width}-${Date.now()}@example.com`;
    await signInByEmail(page, email, 'Export Person');
    await page.goto(`${BASE_URL}/profile/edit`);
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^elk-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await download.path();
    const data = JSON.parse(await readFile(saved, 'utf8')) as {
      account: { name: string; emails: Array<{ email: string }> };
      hostedParties: unknown[];
      invitations: unknown[];
    };
    expect(data.account.name).toBe('Export Person');
    expect(data.account.emails.map((e) => e.email)).toEqual([email]);
    expect(data.hostedParties).toEqual([]);
    expect(data.invitations).toEqual([]);
    await context.close();
  }, 120_000);
});
