import { TZDate } from '@date-fns/tz';
import { addHours, startOfDay, startOfHour } from 'date-fns';
import { addDays as addCalendarDays, type CalendarDay, compareDays, dayIn } from '../themes/calendarDay';
import { HOLIDAYS, type HolidayKey } from '../themes/holidays';
import type { EventTiming } from './eventClock';

export { DAY_MS, effectiveEndTime, type EventTiming, hasStarted, HOUR_MS, isMultiDay } from './eventClock';

// Time rules of an event (spec section 4, "Event lifecycle"). Times are epoch milliseconds; 0 means none.
// Calendar questions ("today", "the hour", "one day later") are answered in the event's own time zone, so a
// party looks the same to a guest in another zone and to the server, whatever zone the process runs in. The
// rules that need no zone are in eventClock.ts (re-exported here).

/** Midnight of the day `now` falls on, in `timeZone`. */
export function startOfDayIn(now: number, timeZone: string): number {
  return startOfDay(new TZDate(now, timeZone)).getTime();
}

/**
 * Past: the start is before the start of today (in the event's zone), or it was cancelled, or it has an end
 * and that end is before now. An event without a start time is never past unless cancelled.
 */
export function isPastEvent(event: EventTiming, now: number): boolean {
  if (event.cancelledTimestamp) return true;
  if (event.startTime > 0 && event.startTime < startOfDayIn(now, event.timeZone)) return true;
  return event.endTime > 0 && event.endTime < now;
}

/**
 * A new event's default start: about 24 hours ahead, on the next full hour of the event's zone. Zones with
 * half- or quarter-hour offsets (Kathmandu is UTC+5:45) put "the hour" elsewhere than UTC does.
 */
export function defaultStartTime(now: number, timeZone: string): number {
  const dayAhead = addHours(new TZDate(now, timeZone), 24);
  const hour = startOfHour(dayAhead);
  return hour.getTime() === dayAhead.getTime() ? hour.getTime() : addHours(hour, 1).getTime();
}

/** A party's evening: where a quick-create draft starts unless its occasion has an hour of its own. */
export const PARTY_EVENING_HOUR = 19;

/**
 * When a holiday's party usually starts, where that is not the evening: New Year's Eve counts down to midnight,
 * Easter and Mother's Day are brunches, Thanksgiving is an afternoon dinner, the Super Bowl's kickoff is
 * around 6:30 PM Eastern.
 */
const HOLIDAY_START_HOURS: Partial<Record<HolidayKey, number>> = {
  'new-year': 20,
  easter: 11,
  'mothers-day': 11,
  'fathers-day': 12,
  thanksgiving: 15,
  'super-bowl': 17,
};

const onDayAt = (day: CalendarDay, hour: number, timeZone: string) =>
  epochFromWallClock({ ...day, hour, minute: 0 }, timeZone);

/**
 * A quick-create draft's start (a party begun from a theme, issue 38): a round, sensible party time rather
 * than "now plus a day" (10:15 AM). A holiday theme starts on the holiday's next date, still ahead and within
 * the coming year, at its usual hour (New Year's Eve: Dec 31, 8 PM); any other theme, or a holiday no table
 * covers then, starts tomorrow at 7 PM. Days and hours are the event zone's wall clock.
 */
export function quickCreateStartTime(now: number, timeZone: string, themeSlug?: string): number {
  const today = dayIn(now, timeZone);
  const holiday = HOLIDAYS.find((h) => h.theme === themeSlug);
  if (holiday) {
    const hour = HOLIDAY_START_HOURS[holiday.key] ?? PARTY_EVENING_HOUR;
    for (const year of [today.year, today.year + 1]) {
      const date = holiday.dateIn(year);
      if (!date || compareDays(date, today) > 365) continue;
      const start = onDayAt(date, hour, timeZone);
      if (start > now) return start;
    }
  }
  return onDayAt(addCalendarDays(today, 1), PARTY_EVENING_HOUR, timeZone);
}

/** A wall-clock reading: month 1–12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const d = new TZDate(epochMs, timeZone);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  };
}

/**
 * The moment a wall-clock reading names in a zone. A time skipped by a spring-forward change (02:30 on the
 * night clocks jump from 02:00 to 03:00) moves forward by the gap, as the zone's clocks do.
 */
export function epochFromWallClock(wall: WallClock, timeZone: string): number {
  return new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, timeZone).getTime();
}

/**
 * Keeps the wall clock when an event moves to another zone (picking a place in another zone): a party "at
 * 7 pm" stays at 7 pm local to the new place. 0 stays 0.
 */
export function keepWallClockInZone(epochMs: number, fromZone: string, toZone: string): number {
  if (epochMs <= 0 || fromZone === toZone) return epochMs;
  return epochFromWallClock(wallClockAt(epochMs, fromZone), toZone);
}
