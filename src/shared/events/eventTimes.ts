import { TZDate } from '@date-fns/tz';
import { addDays, addHours, startOfDay, startOfHour } from 'date-fns';
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

/** A quick-create draft starts one calendar day from now in the zone: across a DST change that is 23 or 25 h. */
export function quickCreateStartTime(now: number, timeZone: string): number {
  return addDays(new TZDate(now, timeZone), 1).getTime();
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
