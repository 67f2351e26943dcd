import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { BASE_URL, galleryCover, launchBrowser } from './helpers/browser';
import { EventPageObject, mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent } from './helpers/party';

// Issue 12: zero serious or critical WCAG 2.1 A/AA violations (axe-core) on the pages a host and a guest meet
// first, at desktop and phone widths, and an RSVP that can be done with the keyboard alone.

const STAMP = Date.now();
const HOST = { name: 'Alma Host', email: `a11y-host-${STAMP}@example.com` };
const GUEST = { name: 'Gil Guest', email: `a11y-guest-${STAMP}@example.com` };
const WIDTHS = [1280, 390] as const;

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];

/** Loads `url` in `page` at each width, waits for `ready`, and returns the findings per width. */
async function auditAtWidths(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const report: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(url);
    await ready(page);
    const findings = await seriousViolations(page);
    if (findings.length)
      report.push(`${new URL(url).pathname} at ${width} px:\n${describeFindings(findings)}`);
  }
  return report.join('\n');
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, HOST.email, HOST.name);
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    {
      event: partyEvent({
        title: 'Accessible Picnic',
        description: 'Sandwiches, shade and a frisbee.',
        photoUrl: await galleryCover(),
        openInvite: true,
        questions: [{ question: 'Anything we should know?' }],
      }),
    },
    'POST',
  );
  eventId = String(saved.id);
  // One guest who said no (the declined badge) and one invited by e-mail (their link for the guest's view).
  await trpcCall(
    host,
    'guests.queueInvites',
    { eventId, invitees: [GUEST, { name: 'Dee Clined', email: `a11y-no-${STAMP}@example.com` }] },
    'POST',
  );
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
  // Dee answers no from the Decline button of the invitation, so the guest table shows a declined badge.
  const dee = await newPage(browser, errors);
  await dee.page.goto(await mailedLink(`a11y-no-${STAMP}@example.com`, 'Decline'));
  const deePage = new EventPageObject(dee.page);
  const decline = deePage.dialog('Decline invitation');
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await decline.waitFor({ state: 'detached', timeout: 15_000 });
  await deePage.waitForStatus("You RSVP'ed that you cannot attend");
  await dee.context.close();
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe('no serious or critical accessibility violations', () => {
  it('on the landing page and the login page', async () => {
    const { context, page } = await newPage(browser, errors);
    const welcome = await auditAtWidths(page, `${BASE_URL}/welcome`, (p) =>
      p.getByRole('heading').first().waitFor(),
    );
    const login = await auditAtWidths(page, `${BASE_URL}/login`, (p) => p.locator('input').first().waitFor());
    await context.close();
    const report = [welcome, login].filter(Boolean).join('\n');
    expect(report, report).toBe('');
  });

  it('on /events, the editor and manage invites, as the host', async () => {
    const events = await auditAtWidths(host, `${BASE_URL}/events`, (p) =>
      p.getByText('Accessible Picnic').first().waitFor(),
    );
    const editor = await auditAtWidths(host, `${BASE_URL}/event/edit/${eventId}`, (p) =>
      p.getByText('Accessible Picnic').first().waitFor(),
    );
    const create = await auditAtWidths(host, `${BASE_URL}/event/create`, (p) =>
      p.locator('input, textarea').first().waitFor(),
    );
    const invites = await auditAtWidths(host, `${BASE_URL}/event/invite/${eventId}`, async (p) => {
      await p.getByText(GUEST.name).first().waitFor();
      await p.getByTestId('guest-row').filter({ hasText: 'Dee Clined' }).first().waitFor();
    });
    await host.setViewportSize({ width: 1280, height: 900 });
    const report = [events, editor, create, invites].filter(Boolean).join('\n');
    expect(report, report).toBe('');
  });

  it('on the event page as the host, an invited guest and a visitor, and with the RSVP dialog open', async () => {
    const hostView = await auditAtWidths(host, `${BASE_URL}/event/${eventId}`, (p) =>
      p.getByTestId('rsvp-panel').or(p.getByText('Accessible Picnic').first()).first().waitFor(),
    );
    await host.setViewportSize({ width: 1280, height: 900 });

    const guest = await newPage(browser, errors);
    const link = await mailedLink(GUEST.email, 'View the invitation');
    const guestView = await auditAtWidths(guest.page, link, (p) => p.getByTestId('rsvp-panel').waitFor());
    await guest.context.close();

    const visitor = await newPage(browser, errors);
    const visitorView = await auditAtWidths(visitor.page, `${BASE_URL}/event/${eventId}`, (p) =>
      p.getByTestId('rsvp-panel').waitFor(),
    );
    const event = new EventPageObject(visitor.page);
    const dialogReport: string[] = [];
    for (const width of WIDTHS) {
      await visitor.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await event.open(eventId);
      const accept =
        width === 390
          ? visitor.page.getByTestId('rsvp-mobile-bar').getByRole('button', { name: 'Accept' })
          : event.button('Accept');
      await accept.click();
      const dialog = event.dialog('Accept invitation');
      await dialog.waitFor();
      const findings = await seriousViolations(visitor.page);
      if (findings.length) dialogReport.push(`RSVP dialog at ${width} px:\n${describeFindings(findings)}`);
    }
    await visitor.context.close();
    const report = [hostView, guestView, visitorView, ...dialogReport].filter(Boolean).join('\n');
    expect(report, report).toBe('');
  });
});

/** Whether the element that has the keyboard focus is inside the dialog named `name`. */
function focusIsIn(page: Page, name: string): Promise<boolean> {
  return page.evaluate((title) => {
    const active = document.activeElement;
    const dialog = active?.closest('[role="dialog"]');
    const labelId = dialog?.getAttribute('aria-labelledby');
    const label = labelId
      ? document.getElementById(labelId)?.textContent
      : dialog?.getAttribute('aria-label');
    return Boolean(dialog && label?.includes(title));
  }, name);
}

/** Presses Tab until the focused element matches `accessibleName` (a button or field), at most `limit` times. */
async function tabTo(page: Page, accessibleName: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-label');
      const byId = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return labelled ?? byId ?? el.textContent ?? '';
    });
    if (accessibleName.test(name.trim())) return;
  }
  throw new Error(`Tab never reached ${accessibleName}`);
}

/** Presses Tab until the focused element matches `selector` (a field whose label another control shares). */
async function tabToField(page: Page, selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('the RSVP with the keyboard alone', () => {
  it('a visitor reaches Accept, fills both steps and answers, with focus inside each dialog step', async () => {
    const { context, page } = await newPage(browser, errors);
    const event = new EventPageObject(page);
    await event.open(eventId);
    await tabTo(page, /^Accept$/);
    await page.keyboard.press('Enter');
    await event.dialog('Accept invitation').waitFor();
    await expect.poll(() => focusIsIn(page, 'Accept invitation')).toBe(true);

    await tabTo(page, /Your name/);
    await page.keyboard.type('Kay Board');
    // The party lets the guest choose how to be reached: past the choice (Email is picked) to the e-mail field.
    await tabToField(page, 'input[type="email"]');
    await page.keyboard.type(`kay-${STAMP}@example.com`);
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    // Step 2: focus is moved into the new step, not left on the removed Next button.
    await event.dialog('Accept invitation').getByRole('button', { name: 'Accept', exact: true }).waitFor();
    await expect.poll(() => focusIsIn(page, 'Accept invitation')).toBe(true);
    await tabTo(page, /^Accept$/);
    await page.keyboard.press('Enter');
    await event.dialog('Accept invitation').waitFor({ state: 'detached', timeout: 15_000 });
    await event.dismissAppPrompt();
    await event.waitForStatus("You RSVP'ed that you're going");
    await context.close();
    expect(errors).toEqual([]);
  });
});
