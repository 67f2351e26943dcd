import type { Locator, Page } from 'playwright-core';
import { BASE_URL, waitForCode, waitForMail, waitForSmsCode } from './browser';

/** The event page as a guest answers on it: the RSVP panel, its modals and the prompts after an answer. */
export class EventPageObject {
  constructor(readonly page: Page) {}

  async open(eventId: string, search = ''): Promise<void> {
    await this.page.goto(`${BASE_URL}/event/${eventId}${search}`);
    await this.panel.waitFor({ timeout: 20_000 });
  }

  get panel(): Locator {
    return this.page.getByTestId('rsvp-panel');
  }
  get status(): Locator {
    return this.panel.getByTestId('rsvp-status');
  }
  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Waits for the status line to read `text` (without the '(change)' link). */
  async waitForStatus(text: string): Promise<void> {
    await this.status.filter({ hasText: text }).waitFor({ timeout: 15_000 });
  }

  /**
   * Closes the invitation shown after a yes ("You're going!", with the confetti), which comes before any other
   * prompt. `required`: it must show up; otherwise it is closed only if it does.
   */
  async closeInvitation(options: { required?: boolean } = {}): Promise<void> {
    const invitation = this.dialog("You're going!");
    try {
      await invitation.waitFor({ timeout: options.required ? 15_000 : 3_000 });
    } catch (error) {
      if (options.required) throw error;
      return;
    }
    await invitation.getByRole('button', { name: 'Done', exact: true }).click();
    await invitation.waitFor({ state: 'detached' });
  }

  /**
   * Closes the app-download prompt after an answer ('I already have the app'). `required`: it must show up;
   * otherwise it is closed only if it does (it shows once per visit).
   */
  async dismissAppPrompt(options: { required?: boolean } = {}): Promise<void> {
    await this.closeInvitation();
    const prompt = this.dialog("You're all set!");
    try {
      await prompt.waitFor({ timeout: options.required ? 15_000 : 4_000 });
    } catch (error) {
      if (options.required) throw error;
      return;
    }
    if (options.required) {
      // The badges are links to the store pages the site is configured with (scripts/e2e.mjs sets them).
      const appStore = prompt.getByRole('link', { name: /App Store/ });
      const playStore = prompt.getByRole('link', { name: /Google Play/ });
      if (!(await appStore.getAttribute('href'))?.startsWith('https://apps.apple.com/')) {
        throw new Error('The App Store badge does not link to the App Store page');
      }
      if (!(await playStore.getAttribute('href'))?.startsWith('https://play.google.com/')) {
        throw new Error('The Google Play badge does not link to the Play Store page');
      }
    }
    await prompt.getByRole('button', { name: 'I already have the app' }).click();
    await prompt.waitFor({ state: 'detached' });
  }
}

/**
 * The link labelled `label` ('Accept', 'Decline', 'View the invitation') mailed to `to`, waiting for the
 * mail (jobs send it after the request returns). `containing` picks the mail whose text includes it.
 */
export async function mailedLink(
  to: string,
  label: string,
  containing = '',
  timeoutMs = 20_000,
): Promise<string> {
  const pattern = new RegExp(`${label}: (\\S+)`);
  const message = await waitForMail(to, (m) => m.text.includes(containing) && pattern.test(m.text), {
    timeoutMs,
    what: `'${label}' link`,
  });
  const parsed = new URL(pattern.exec(message.text)![1]!);
  return `${BASE_URL}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A tRPC call from the page's browser context (its cookies: the signed-in person, or nobody). */
export async function trpcCall(page: Page, path: string, input: unknown, method: 'GET' | 'POST' = 'GET') {
  const response =
    method === 'GET'
      ? await page.request.get(
          `${BASE_URL}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        )
      : await page.request.post(`${BASE_URL}/api/trpc/${path}`, { data: input });
  const body = (await response.json()) as { result?: { data: unknown }; error?: unknown };
  if (!response.ok()) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
  return body.result?.data as Record<string, unknown>;
}

/**
 * Finishes an API sign-in (the code already checked): the session, then the profile named `name`, without the
 * login pages, so the test starts on the party page already signed in.
 */
async function authenticateAndName(
  page: Page,
  proof: { verifiedPhoneNumber: string } | { verifiedEmailAddress: string },
  token: unknown,
  name: string,
): Promise<void> {
  await trpcCall(
    page,
    'auth.authenticate',
    { deviceId: 'WEB-e2e-api', ...proof, firebaseIDToken: token, product: 'ELK', platform: 'WEB' },
    'POST',
  );
  await trpcCall(page, 'accounts.createElkUser', { elkUser: { name }, coinsSpent: 0 }, 'POST');
}

/** Signs the page's browser context in by phone through the API (code from the outbox) and names the profile. */
export async function signInByPhoneApi(page: Page, digits10: string, name: string): Promise<void> {
  const since = Date.now();
  await trpcCall(page, 'auth.sendPhoneSignInCode', { phoneNumber: digits10 }, 'POST');
  const code = await waitForSmsCode(`+1${digits10}`, since);
  const signIn = await trpcCall(page, 'auth.signInWithPhoneAndCode', { phoneNumber: digits10, code }, 'POST');
  await authenticateAndName(page, { verifiedPhoneNumber: digits10 }, signIn.firebaseCustomToken, name);
}

/** Signs the page's browser context in by e-mail through the API (code from the outbox) and names the profile. */
export async function signInByEmailApi(page: Page, email: string, name: string): Promise<void> {
  const since = Date.now();
  await trpcCall(page, 'auth.sendEmailSignInCode', { emailAddress: email }, 'POST');
  const code = await waitForCode(email, since);
  const signIn = await trpcCall(page, 'auth.signInWithEmailAndCode', { emailAddress: email, code }, 'POST');
  await authenticateAndName(page, { verifiedEmailAddress: email }, signIn.firebaseCustomToken, name);
}

type Attendee = { name: string; rsvpStatus: string; additionalGuestCount?: number };

/** The host's view of one guest on the event (getEvent's attendees), or undefined. */
export async function attendeeAsHost(
  host: Page,
  eventId: string,
  name: string,
): Promise<Attendee | undefined> {
  const page = await trpcCall(host, 'events.getEvent', { eventId });
  return (page.event as { attendees: Attendee[] }).attendees.find((a) => a.name === name);
}
