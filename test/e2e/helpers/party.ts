import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DOLORES_PARK } from '../../helpers/places';

// The party every browser test starts from, and the browser window each person in a test gets.

export const DAY = 24 * 3_600_000;
/** The editor's time step (spec: 900 s): a start time off it is refused. */
export const QUARTER_HOUR = 900_000;

export const onQuarterHour = (ms: number) => Math.ceil(ms / QUARTER_HOUR) * QUARTER_HOUR;

/** A start `days` from now, on the 15-minute step. */
export const startInDays = (days: number) => onQuarterHour(Date.now() + days * DAY);

/**
 * The `event` of events.editEventDetails for a valid party: in 12 days (on the 15-minute step), New York time,
 * at Dolores Park, no questions; `overrides` sets the title, description, cover and anything else.
 */
export function partyEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    startTime: startInDays(12),
    timeZone: 'America/New_York',
    location: DOLORES_PARK,
    questions: [],
    // The guest picks e-mail, phone or both (the journeys' anonymous guests give an e-mail).
    communicationPreference: 'GUEST_CHOOSES',
    ...overrides,
  };
}

/**
 * A new browser context (1280×900, en-US, plus `options`) and a page in it whose script errors are collected in
 * `errors`, which each test file checks at the end.
 */
export async function newPage(
  browser: Browser,
  errors: string[],
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    // A copy button's write, as a browser with a window allows it after a click; the headless shell asks first.
    permissions: ['clipboard-write'],
    ...options,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page };
}
