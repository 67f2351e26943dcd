import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './helpers/axe';
import { BASE_URL, galleryCover, launchBrowser, screenshotAt, waitForMail } from './helpers/browser';
import { mailedLink, signInByEmailApi, trpcCall } from './helpers/eventPage';
import { newPage, partyEvent, startInDays } from './helpers/party';

// The guest wall (issue 44, item 2): two invited guests open their links in their own browsers, without
// accounts; one posts and the other's page shows the post live, reacts, and the reaction shows live on the
// first's; the host hides the post and it leaves the guest's page live while the host still sees it, marked;
// the host turns the wall off and on; a guest who asked to be told of new posts gets a mail for the next one.
// A visitor without an invitation sees no wall. Screens at 1280 and 390 px; axe on the wall.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/elk-wall-shots';
const STAMP = Date.now();
const GINA = { name: 'Gina Guest', email: `wall-gina-${STAMP}@example.com` };
const BO = { name: 'Bo Brown', email: `wall-bo-${STAMP}@example.com` };
const HOST_EMAIL = `wall-host-${STAMP}@example.com`;
const TITLE = 'Rooftop Dumpling Night';
const FIRST_POST = 'Who else is bringing chili oil? I have two jars, happy to share.';
const SECOND_POST = 'Leaving now, see you all at 7!';

let browser: Browser;
let hostContext: BrowserContext;
let host: Page;
let eventId = '';
const errors: string[] = [];
const links: Record<'gina' | 'bo', string> = { gina: '', bo: '' };

/** The page at `width`, scrolled to the wall, as a screenshot; the page is left at 1280 px. */
async function shot(page: Page, name: string, width: 1280 | 390) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await wallOf(page).scrollIntoViewIfNeeded();
  await screenshotAt(page, SHOTS, name, width);
  await page.setViewportSize({ width: 1280, height: 900 });
}
const wallOf = (page: Page) => page.getByTestId('wall');
const postsOf = (page: Page) => wallOf(page).getByTestId('wall-post');

/** Opens `url` and waits for its wall, which comes after the visitor's first input (a mouse move here). */
async function openWall(page: Page, url: string) {
  await page.goto(url);
  await page
    .getByTestId('rsvp-panel')
    .or(page.getByTestId('host-toolbar'))
    .first()
    .waitFor({ timeout: 20_000 });
  await page.mouse.move(20, 20);
  await wallOf(page).waitFor({ timeout: 20_000 });
}

async function openAsGuest(link: string) {
  const { context, page } = await newPage(browser, errors);
  await openWall(page, link);
  return { context, page };
}

async function expectNoSeriousFindings(page: Page) {
  const findings = await seriousViolations(page, '#wall');
  expect(findings, describeFindings(findings)).toEqual([]);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  ({ context: hostContext, page: host } = await newPage(browser, errors));
  await signInByEmailApi(host, HOST_EMAIL, 'Hana Host');
  const saved = await trpcCall(
    host,
    'events.editEventDetails',
    { event: partyEvent({ title: TITLE, photoUrl: await galleryCover(), startTime: startInDays(6) }) },
    'POST',
  );
  eventId = String(saved.id);
  await trpcCall(host, 'guests.queueInvites', { eventId, invitees: [GINA, BO] }, 'POST');
  await trpcCall(host, 'guests.sendInvites', { eventId }, 'POST');
  links.gina = await mailedLink(GINA.email, 'View the invitation');
  links.bo = await mailedLink(BO.email, 'View the invitation');
});

afterAll(async () => {
  await hostContext?.close();
  await browser?.close();
});

describe('the guest wall', () => {
  it("a guest's post reaches another guest's page live, and so does a reaction", async () => {
    const gina = await openAsGuest(links.gina);
    const bo = await openAsGuest(links.bo);
    await wallOf(bo.page).getByText('Nothing on the wall yet. Say hello!').waitFor();

    // Empty posts follow the messages' rule.
    await wallOf(gina.page).getByRole('button', { name: 'Post' }).click();
    await wallOf(gina.page).getByText('Please enter a message.').waitFor();
    await gina.page.getByTestId('wall-text').fill(FIRST_POST);
    await wallOf(gina.page).getByRole('button', { name: 'Post' }).click();
    await gina.page.getByText('Posted on the wall.').first().waitFor();
    await postsOf(gina.page).first().getByText(`${GINA.name} (you)`).waitFor();
    await expect(gina.page.getByTestId('wall-text').inputValue()).resolves.toBe('');

    // Bo's page was not reloaded: the post arrives through the page's live updates.
    await postsOf(bo.page).getByText(FIRST_POST).waitFor({ timeout: 15_000 });
    await expect(postsOf(bo.page).first().textContent()).resolves.toContain(GINA.name);
    await postsOf(bo.page).first().getByRole('button', { name: 'Add a reaction' }).click();
    await postsOf(bo.page).first().getByRole('button', { name: 'Celebrate: 0' }).click();
    const celebrated = postsOf(bo.page).first().getByRole('button', { name: 'Celebrate: 1' });
    await celebrated.waitFor();
    await expect(celebrated.getAttribute('aria-pressed')).resolves.toBe('true');
    await postsOf(gina.page)
      .first()
      .getByRole('button', { name: 'Celebrate: 1' })
      .waitFor({ timeout: 15_000 });
    await expect(
      postsOf(gina.page).first().getByRole('button', { name: 'Celebrate: 1' }).getAttribute('aria-pressed'),
    ).resolves.toBe('false');
    // A guest may delete only their own post: Bo has no Delete on Gina's, Gina has one on hers.
    await expect(postsOf(bo.page).first().getByRole('button', { name: 'Delete post' }).count()).resolves.toBe(
      0,
    );
    await expect(
      postsOf(gina.page).first().getByRole('button', { name: 'Delete post' }).count(),
    ).resolves.toBe(1);

    await shot(bo.page, '01-guest-wall', 1280);
    await shot(bo.page, '01-guest-wall', 390);
    await expectNoSeriousFindings(bo.page);
    await gina.context.close();
    await bo.context.close();
    expect(errors).toEqual([]);
  });

  it('the host hides the post: it leaves the guest page live and stays, marked, for the host', async () => {
    const bo = await openAsGuest(links.bo);
    await postsOf(bo.page).getByText(FIRST_POST).waitFor();
    await openWall(host, `${BASE_URL}/event/${eventId}`);
    await postsOf(host).getByText(FIRST_POST).waitFor({ timeout: 20_000 });
    await postsOf(host).first().getByRole('button', { name: 'Hide from guests' }).click();
    await postsOf(host).first().getByTestId('wall-post-hidden').waitFor();
    await postsOf(bo.page).getByText(FIRST_POST).waitFor({ state: 'detached', timeout: 15_000 });
    await wallOf(bo.page).getByText('Nothing on the wall yet. Say hello!').waitFor();

    await shot(host, '02-host-wall-hidden-post', 1280);
    await shot(host, '02-host-wall-hidden-post', 390);
    await expectNoSeriousFindings(host);

    // The wall off: gone from the guest's page, live; on again: back.
    await wallOf(host).getByRole('button', { name: 'Turn the wall off' }).click();
    await wallOf(host).getByTestId('wall-closed').waitFor();
    await wallOf(bo.page).waitFor({ state: 'detached', timeout: 15_000 });
    await shot(host, '03-host-wall-off', 390);
    await wallOf(host).getByRole('button', { name: 'Turn the wall on' }).click();
    await wallOf(bo.page).waitFor({ timeout: 15_000 });
    await bo.context.close();
    expect(errors).toEqual([]);
  });

  it('a guest who follows the wall is mailed the next post, with their own link', async () => {
    const bo = await openAsGuest(links.bo);
    const follow = bo.page.getByRole('switch', { name: 'Tell me about new posts' });
    await expect(follow.isChecked()).resolves.toBe(false);
    await follow.click({ force: true });
    await expect.poll(() => follow.isChecked()).toBe(true);
    // Stored: the page read again says so.
    await bo.page.reload();
    await bo.page.mouse.move(30, 30);
    await expect.poll(() => follow.isChecked(), { timeout: 20_000 }).toBe(true);
    const gina = await openAsGuest(links.gina);
    await gina.page.getByTestId('wall-text').fill(SECOND_POST);
    await wallOf(gina.page).getByRole('button', { name: 'Post' }).click();
    await postsOf(bo.page).getByText(SECOND_POST).waitFor({ timeout: 15_000 });
    const mail = await waitForMail(BO.email, (m) => (m.subject ?? '').includes('posted on the wall'), {
      what: 'wall post notice',
    });
    expect(mail.subject).toBe(`${GINA.name} posted on the wall of ${TITLE}`);
    expect(mail.text).toContain(SECOND_POST);
    const link = new URL(/See the wall: (\S+)/.exec(mail.text)![1]!);
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.hash).toBe('#wall');
    // Gina does not hear of her own post.
    await gina.page.waitForTimeout(1000);
    const toGina = await waitForMail(GINA.email, () => true);
    expect(toGina.subject ?? '').not.toContain('posted on the wall');
    await bo.context.close();
    await gina.context.close();
    expect(errors).toEqual([]);
  });

  it('a visitor without an invitation sees no wall', async () => {
    const { context, page } = await newPage(browser, errors);
    await page.goto(`${BASE_URL}/event/${eventId}`);
    await page.getByRole('heading', { name: TITLE }).first().waitFor({ timeout: 20_000 });
    // The guest list is mounted after the wall would be (the page's last stage), and the wall comes after an
    // input: both given, the wall has had its chance.
    await page.getByTestId('guest-list').waitFor({ timeout: 20_000 });
    await page.mouse.move(20, 20);
    await page.waitForTimeout(1500);
    await expect(wallOf(page).count()).resolves.toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
