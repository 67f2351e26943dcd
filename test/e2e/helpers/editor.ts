import type { Locator, Page } from 'playwright-core';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A wall-clock moment on the browser's calendar (the event's zone is the browser's in these tests). */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * The browser's zone in the editor journeys: a new party takes the browser's zone, so its calendar is this one.
 * Not the machine's: between midnight UTC and 5 AM, "today" in New York is still yesterday in UTC terms.
 */
export const EDITOR_BROWSER_ZONE = 'America/New_York';

/** `days` from today at hour:minute, on the calendar of the browser's zone (not the machine's running the test). */
export function daysFromToday(
  days: number,
  hour: number,
  minute = 0,
  timeZone = EDITOR_BROWSER_ZONE,
): WallTime {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute };
}

type DateTimeLabel = 'Start date and time' | 'End date and time';

/** Opens a date-time picker, moves its calendar to the month of `when` and clicks its day. */
async function openPickerOnDay(page: Page, label: DateTimeLabel, when: WallTime): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  const monthControl = page.getByRole('button', { name: 'Choose the month' });
  const target = when.year * 12 + when.month - 1;
  for (let i = 0; i < 36; i++) {
    const [monthName, year] = ((await monthControl.textContent()) ?? '').trim().split(' ');
    const shown = Number(year) * 12 + MONTHS.indexOf(monthName!);
    if (shown === target) break;
    await page.getByRole('button', { name: shown < target ? 'Next month' : 'Previous month' }).click();
  }
  await page
    .getByRole('button', { name: `${when.day} ${MONTHS[when.month - 1]} ${when.year}`, exact: true })
    .click();
}

/**
 * As a person does it: opens the picker, clicks the day of `day`, then clicks Hours and types them, clicks
 * Minutes and types them, chooses AM or PM, and confirms.
 */
export async function typeTimeAfterPickingDay(
  page: Page,
  label: DateTimeLabel,
  day: WallTime,
  time: { hours: string; minutes: string; amPm: 'AM' | 'PM' },
): Promise<void> {
  await openPickerOnDay(page, label, day);
  await page.getByLabel('Hours').click();
  await page.keyboard.type(time.hours, { delay: 80 });
  await page.getByLabel('Minutes').click();
  await page.keyboard.type(time.minutes, { delay: 80 });
  await page.getByLabel('AM or PM').fill(time.amPm);
  await page.getByRole('button', { name: 'Done choosing the time' }).click();
}

/** The event editor (/event/create, /event/edit/{id}) as a person uses it. */
export class EditorPage {
  constructor(readonly page: Page) {}

  get title(): Locator {
    return this.page.getByLabel('Party title');
  }
  get address(): Locator {
    return this.page.getByLabel('Party address');
  }
  get createButton(): Locator {
    return this.page.getByRole('button', { name: 'Create party' });
  }
  get toast(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'You still need' });
  }

  /** Waits for a message of the form to be on screen. */
  async sees(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  }

  async openTab(name: 'Cover image' | 'Background' | 'Guest questions' | 'Event options'): Promise<Locator> {
    await this.page.getByRole('navigation', { name: 'Party settings' }).getByRole('button', { name }).click();
    const panel = this.page.getByRole('region', { name });
    await panel.waitFor();
    return panel;
  }

  async closePanel(button: 'Done' | 'Cancel' = 'Done'): Promise<void> {
    await this.page.locator('section[aria-label]').getByRole('button', { name: button, exact: true }).click();
  }

  /** Sets a date-time picker through its calendar and time fields. */
  async pickDateTime(label: DateTimeLabel, when: WallTime): Promise<void> {
    await openPickerOnDay(this.page, label, when);
    const hour12 = when.hour % 12 === 0 ? 12 : when.hour % 12;
    await this.page.getByLabel('Hours').fill(String(hour12).padStart(2, '0'));
    await this.page.getByLabel('Minutes').fill(String(when.minute).padStart(2, '0'));
    await this.page.getByLabel('AM or PM').fill(when.hour < 12 ? 'AM' : 'PM');
    await this.page.getByRole('button', { name: 'Done choosing the time' }).click();
  }

  /** Types an address and picks the first suggestion. */
  async chooseAddress(text: string): Promise<void> {
    await this.address.fill(text);
    await this.page.getByRole('option').first().click();
    await this.page.waitForFunction(
      (typed) =>
        (document.querySelector('[aria-label="Party address"]') as HTMLInputElement)?.value !== typed,
      text,
    );
  }
}
