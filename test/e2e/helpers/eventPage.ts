import type { Locator, Page } from 'playwright-core';
import { BASE_URL, outboxMessages } from './browser';

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
   * Closes the app-download prompt after an answer ('I already have the app'). `required`: it must show up;
   * otherwise it is closed only if it does (it shows once per visit).
   */
  async dismissAppPrompt(options: { required?: boolean } = {}): Promise<void> {
    const prompt = this.dialog("You're all set!");
    try {
      await prompt.waitFor({ timeout: options.required ? 15_000 : 4_000 });
    } catch (error) {
      if (options.required) throw error;
      return;
    }
    await prompt.getByRole('button', { name: 'I already have the app' }).click();
    await prompt.waitFor({ state: 'detached' });
  }
}

/** The path and query of the link labelled `label` ('Accept', 'Decline', 'View the invitation') mailed to `to`. */
export async function mailedLink(to: string, label: string, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  const pattern = new RegExp(`${label}: (\\S+)`);
  while (Date.now() < until) {
    const message = (await outboxMessages()).find((m) => m.to === to && pattern.test(m.text));
    const url = message && pattern.exec(message.text)?.[1];
    if (url) {
      const parsed = new URL(url);
      return `${BASE_URL}${parsed.pathname}${parsed.search}`;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No '${label}' link mailed to ${to}`);
}
