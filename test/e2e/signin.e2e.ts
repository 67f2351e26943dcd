import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, signInByEmail } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in by e-mail code', () => {
  it('a visitor signs in with the code from the outbox, creates a profile and sees the signed-in header', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE_URL);
    await page
      .getByRole('link', { name: 'Sign In' })
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first()
      .click();
    await page.waitForURL(/\/login/);
    // A new account: the app-download prompt follows the sign-in (spec section 2).
    expect(await signInByEmail(page, `smoke-${Date.now()}@example.com`, 'Smoke Tester')).toBe(true);
    const avatar = page.getByRole('link', { name: 'Your profile' });
    await expect(avatar.textContent()).resolves.toContain('ST');
    // The session survives a reload (HttpOnly cookie), and the Sign In button is gone.
    await page.reload();
    await avatar.waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
