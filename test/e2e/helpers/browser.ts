import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/**
 * Debian's Chromium headless shell where it is installed (.ci/run installs it), else Debian's chromium;
 * CHROMIUM_PATH overrides both. The shell is the same Blink and V8 without the browser's own UI layer (what
 * Playwright itself runs headless): the journeys' browsers took a quarter less CPU with it (docs/testing.md).
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Headless Chromium, with the background networking this machine refuses turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

type OutboxMessage = {
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
};

/**
 * Messages in the dev outbox to `to` (every address when absent), newest first: the API the /dev/outbox page
 * reads. Journeys run side by side, so each asks for its own addresses' messages, never the newest 50 of all.
 */
export async function outboxMessages(to?: string, baseUrl = BASE_URL): Promise<OutboxMessage[]> {
  const input = encodeURIComponent(JSON.stringify(to ? { limit: 200, to } : { limit: 200 }));
  const res = await fetch(`${baseUrl}/api/trpc/dev.outbox?input=${input}`);
  const body = (await res.json()) as { result: { data: { messages: OutboxMessage[] } } };
  return body.result.data.messages;
}

/** The URL of a built-in gallery cover for `theme` (the first one when absent), as the editor's picker offers it. */
export async function galleryCover(theme?: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/trpc/images.gallery`);
  type Gallery = { groups: { images: { theme: string; imageUrl: string }[] }[] };
  const body = (await res.json()) as { result: { data: Gallery } };
  const images = body.result.data.groups.flatMap((group) => group.images);
  const image = images.find((candidate) => !theme || candidate.theme === theme) ?? images[0];
  if (!image) throw new Error('The gallery has no cover images');
  return image.imageUrl;
}

/**
 * Waits for the newest message to `to` that `matches` (any when absent) and returns it: jobs send mail after the
 * request that set it off has returned, so a journey never reads the outbox just once. `what` names it in the
 * error when none comes within `timeoutMs`.
 */
export async function waitForMail(
  to: string,
  matches: (message: OutboxMessage) => boolean = () => true,
  { timeoutMs = 20_000, baseUrl = BASE_URL, what = 'message' } = {},
): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const message = (await outboxMessages(to, baseUrl)).find(matches);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No ${what} for ${to} in the outbox`);
}

const codeIn = (m: OutboxMessage) => /\b(\d{6})\b/.exec(`${m.subject ?? ''} ${m.text}`)?.[1];

/** Waits for the newest message to `to` that arrived after `since`, and returns the 6-digit code in it. */
export async function waitForCode(
  to: string,
  since: number,
  timeoutMs = 15_000,
  baseUrl = BASE_URL,
): Promise<string> {
  // The newest message with a code: a party's notices may reach the same address meanwhile.
  const isCode = (m: OutboxMessage) => Date.parse(m.createdAt) >= since - 1000 && codeIn(m) !== undefined;
  return codeIn(await waitForMail(to, isCode, { timeoutMs, baseUrl, what: 'code' }))!;
}

/** Types a code into the six single-digit boxes. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1', { exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/**
 * Signs in by e-mail through the login page from wherever the page is; creates the profile when asked. Answers
 * whether the after-sign-in app prompt showed (it was closed). `baseUrl`: an app a journey started itself.
 */
export async function signInByEmail(
  page: Page,
  email: string,
  name: string,
  baseUrl = BASE_URL,
): Promise<boolean> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  const since = Date.now();
  // The login page opens on the phone page (page 1); the e-mail page is one link away.
  // Waited for by the login page's own buttons: the page it came from may have an e-mail field too (the
  // landing page's newsletter form), still there while the login page's code arrives.
  const emailInput = page.locator('input[name="email"]');
  const continueWithEmail = page.getByRole('button', { name: 'Continue with Email' });
  const useEmail = page.getByRole('button', { name: 'Use Email Instead' });
  await Promise.race([continueWithEmail.waitFor({ timeout: 15_000 }), useEmail.waitFor({ timeout: 15_000 })]);
  if (await useEmail.isVisible()) await useEmail.click();
  await emailInput.fill(email);
  await continueWithEmail.click();
  const code = await waitForCode(email, since, 15_000, baseUrl);
  await enterCode(page, code);
  const nameInput = page.locator('input[name="name"]');
  const avatar = page.getByRole('link', { name: 'Your profile' });
  await Promise.race([nameInput.waitFor({ timeout: 15_000 }), avatar.waitFor({ timeout: 15_000 })]);
  if (await nameInput.isVisible()) {
    await nameInput.fill(name);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await avatar.waitFor({ timeout: 15_000 });
  return dismissSignedInAppPrompt(page);
}

/**
 * The app-download prompt that follows a sign-in ("You're signed in!"), closed with 'Not now' so the journey
 * goes on; it shows once per visit, and only when the store links have loaded, so it is waited for briefly.
 */
export async function dismissSignedInAppPrompt(page: Page): Promise<boolean> {
  const prompt = page.getByRole('dialog', { name: "You're signed in!" });
  try {
    await prompt.waitFor({ timeout: 5_000 });
  } catch {
    return false;
  }
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await prompt.waitFor({ state: 'detached' });
  return true;
}

/** Waits for the newest text message to an E.164 number sent after `since`, and returns its 6-digit code. */
export function waitForSmsCode(e164: string, since: number, timeoutMs = 15_000): Promise<string> {
  return waitForCode(e164, since, timeoutMs);
}

/**
 * Saves `page` as `${dir}/${name}-${width}.png`, at `width` px (390: a phone, 844 px tall), and puts the window
 * back as it was. `fullPage`: the whole scrolling page rather than the window.
 */
export async function screenshotAt(
  page: Page,
  dir: string,
  name: string,
  width: 1280 | 390 = 1280,
  fullPage = false,
): Promise<void> {
  const before = page.viewportSize();
  if (width !== before?.width) await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  if (before && width !== before.width) await page.setViewportSize(before);
}
