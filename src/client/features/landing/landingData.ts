import { isoDay, parseIsoDay, type CalendarDay } from '../../../shared/themes/calendarDay';
import type { EventInspirations, LandingData } from '../../../shared/landing/schema';
import { LANDING_DATA_ID } from '../../../shared/landing/variant';

// The landing page's data block: the inspirations the server drew its first paint from, and the day it drew
// them for (src/server/features/landing/firstPaint.ts). The page starts from it, so its first render is the
// first paint's twin and needs no request.

let read = false;
let embedded: LandingData | null = null;

function isLandingData(value: unknown): value is LandingData {
  const data = value as Partial<LandingData> | null;
  return (
    typeof data?.date === 'string' &&
    parseIsoDay(data.date) !== undefined &&
    Array.isArray(data.inspirations?.inspirations) &&
    Array.isArray(data.inspirations?.rows) &&
    typeof data.inspirations?.featuredId === 'number'
  );
}

export function embeddedLandingData(): LandingData | null {
  if (!read) {
    read = true;
    try {
      const parsed: unknown = JSON.parse(document.getElementById(LANDING_DATA_ID)?.textContent ?? 'null');
      embedded = isLandingData(parsed) ? parsed : null;
    } catch {
      embedded = null;
    }
  }
  return embedded;
}

/** The visitor's today: the day the page was painted for when it came painted, else the device's own. */
export function landingToday(): CalendarDay {
  const painted = embeddedLandingData()?.date;
  const now = new Date();
  return (
    (painted ? parseIsoDay(painted) : undefined) ?? {
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      day: now.getDate(),
    }
  );
}

/** The painted inspirations, when they were painted for `day`. */
export function embeddedInspirations(day: CalendarDay): EventInspirations | undefined {
  const data = embeddedLandingData();
  return data && data.date === isoDay(day) ? data.inspirations : undefined;
}
