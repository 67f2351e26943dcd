import type { Locator, Page } from 'playwright-core';
import { BASE_URL } from './browser';

/** The filter chips' words (rules/guestStates: one word per state, as on the event page). */
export type ChipLabel = 'All' | 'Unsent' | 'Going' | "Can't make it" | 'Awaiting' | 'Waitlist';

/** The manage-invites page (/event/invite/{id}) as a host uses it. */
export class InvitePage {
  constructor(readonly page: Page) {}

  async open(eventId: string, state?: Record<string, unknown>): Promise<void> {
    await this.page.goto(`${BASE_URL}/event/invite/${eventId}`);
    if (state) {
      // React Router reads navigation state from history.state.usr when it starts: as if the editor had
      // navigated here with that state.
      await this.page.evaluate((s) => history.replaceState({ ...history.state, usr: s }, ''), state);
      await this.page.reload();
    }
    await this.heading.waitFor({ timeout: 15_000 });
  }

  get heading(): Locator {
    return this.page.getByTestId('total-invited');
  }
  get search(): Locator {
    return this.page.getByRole('textbox', { name: 'Invite guests by name or e-mail' });
  }
  get sendButton(): Locator {
    return this.page.getByTestId('send-pending');
  }
  get rows(): Locator {
    return this.page.getByTestId('guest-row');
  }
  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }
  chip(label: ChipLabel): Locator {
    return this.page
      .getByRole('group', { name: 'Filter guests' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${label} \\(\\d+\\)$`) });
  }
  chipCheckbox(label: ChipLabel): Locator {
    return this.page
      .getByRole('group', { name: 'Filter guests' })
      .getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }
  async chipCount(label: ChipLabel): Promise<number> {
    const text = (await this.chip(label).textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
  }
  toolbarButton(name: 'Import CSV' | 'Paste list' | 'Download list' | 'Copy link'): Locator {
    return this.page.getByRole('toolbar', { name: 'Guest list tools' }).getByRole('button', { name });
  }
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
  async totalInvited(): Promise<number> {
    // The heading is a skeleton until the list arrives: read it once it says its number.
    await this.heading.filter({ hasText: /^\d+ total invited/ }).waitFor({ timeout: 15_000 });
    const text = (await this.heading.textContent()) ?? '';
    return Number(/^(\d+) total invited/.exec(text)?.[1] ?? NaN);
  }
  /** Names in the table, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('td:nth-child(2) p')?.textContent ?? '').trim()),
    );
  }
  async waitForToast(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  }
}
