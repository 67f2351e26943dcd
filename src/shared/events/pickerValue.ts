import { TIME_STEP_SECONDS } from '../constants';
import { epochFromWallClock, type WallClock, wallClockAt } from './eventTimes';

// The editor's date-time pickers speak wall-clock strings ('YYYY-MM-DD HH:mm:ss', no zone); an event's times
// are epochs read on the event's own clock. These convert between the two, on the spec's 15-minute grid.

const STEP_MINUTES = TIME_STEP_SECONDS / 60;
const PICKER_VALUE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An epoch as the picker's wall-clock string in `timeZone`; null for no time (0). */
export function toPickerValue(epochMs: number, timeZone: string): string | null {
  if (!epochMs) return null;
  const w = wallClockAt(epochMs, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:00`;
}

/** The wall clock a picker string names; null for an empty or unreadable value. */
export function parsePickerValue(value: string | null): WallClock | null {
  const match = value ? PICKER_VALUE.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

/**
 * The picker's wall-clock string as an epoch in `timeZone`, the minutes rounded to the nearest 15; 0 for an
 * empty or unreadable value. Minutes are added to the hour's moment, so :53 rounds to the next hour.
 */
export function fromPickerValue(value: string | null, timeZone: string): number {
  const match = value ? PICKER_VALUE.exec(value) : null;
  if (!match) return 0;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const rounded = Math.round(minute / STEP_MINUTES) * STEP_MINUTES;
  return epochFromWallClock({ year, month, day, hour, minute: 0 }, timeZone) + rounded * 60_000;
}

/** The first day a picker may offer: today on the event's clock ('YYYY-MM-DD'); earlier days are past. */
export function firstPickableDay(now: number, timeZone: string): string {
  return toPickerValue(now, timeZone)!.slice(0, 10);
}

/** Where weeks start without the Intl week data (Firefox): Sunday in these regions, Monday elsewhere. */
const SUNDAY_FIRST_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'BR',
  'JP',
  'KR',
  'TW',
  'HK',
  'IL',
  'PH',
  'IN',
  'ZA',
]);

/**
 * The calendar's first weekday for a locale, as the picker counts (0 Sunday … 6 Saturday): Sunday in en-US,
 * Monday in en-GB or de-DE. A bare language ('en') reads as its likely region.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    type WeekInfo = { firstDay: number };
    const parsed = new Intl.Locale(locale).maximize() as Intl.Locale & {
      getWeekInfo?: () => WeekInfo;
      weekInfo?: WeekInfo;
    };
    const firstDay = (parsed.getWeekInfo?.() ?? parsed.weekInfo)?.firstDay;
    if (firstDay) return firstDay % 7;
    return SUNDAY_FIRST_REGIONS.has(parsed.region ?? 'US') ? 0 : 1;
  } catch {
    return 0;
  }
}
