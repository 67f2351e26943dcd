// A day on the calendar, with no clock and no time zone: holidays fall on days, wherever one lives. Arithmetic
// goes through UTC midnights, where every day is exactly 24 hours long.

/** month is 1–12. */
export type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const toUtc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const calendarDay = (year: number, month: number, day: number): CalendarDay =>
  fromUtc(Date.UTC(year, month - 1, day));

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(toUtc(day) + days * DAY_MS);

/** Negative when a is before b, 0 on the same day, positive after. */
export const compareDays = (a: CalendarDay, b: CalendarDay): number => (toUtc(a) - toUtc(b)) / DAY_MS;

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: CalendarDay): number => new Date(toUtc(day)).getUTCDay();

/** 'YYYY-MM-DD'. */
export const isoDay = ({ year, month, day }: CalendarDay): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A 'YYYY-MM-DD' that names a real day, else undefined. */
export function parseIsoDay(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = calendarDay(year, month, day);
  return parsed.year === year && parsed.month === month && parsed.day === day ? parsed : undefined;
}

/** The day a moment falls on in `timeZone`. */
export function dayIn(epochMs: number, timeZone: string): CalendarDay {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/**
 * The n-th `weekday` (0 = Sunday) of a month: n = 1 is the first, n = -1 the last. Thanksgiving is
 * nthWeekdayOfMonth(year, 11, 4, 4).
 */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): CalendarDay {
  if (n > 0) {
    const first = calendarDay(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = calendarDay(year, month + 1, 0);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7) + (n + 1) * 7);
}

/** The first `weekday` on or after `day`. */
export const weekdayOnOrAfter = (day: CalendarDay, weekday: number): CalendarDay =>
  addDays(day, (weekday - weekdayOf(day) + 7) % 7);
