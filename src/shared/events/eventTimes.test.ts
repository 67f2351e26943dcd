import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  defaultStartTime,
  effectiveEndTime,
  epochFromWallClock,
  HOUR_MS,
  hasStarted,
  isMultiDay,
  isPastEvent,
  keepWallClockInZone,
  quickCreateStartTime,
  startOfDayIn,
  wallClockAt,
} from './eventTimes';

const at = (iso: string) => Date.parse(iso);
const LA = 'America/Los_Angeles';
const KTM = 'Asia/Kathmandu';
const NY = 'America/New_York';

describe('the process zone', () => {
  it('is Kathmandu, so that time-zone mistakes show', () => {
    expect(new Date(at('2026-01-10T00:00:00Z')).getTimezoneOffset()).toBe(-345);
  });
});

describe('startOfDayIn', () => {
  it('is midnight of the zone, not of the process', () => {
    // 2026-01-10 03:00 UTC is Jan 9, 7 PM in Los Angeles and Jan 10, 8:45 AM in Kathmandu.
    const now = at('2026-01-10T03:00:00Z');
    expect(startOfDayIn(now, LA)).toBe(at('2026-01-09T08:00:00Z'));
    expect(startOfDayIn(now, KTM)).toBe(at('2026-01-09T18:15:00Z'));
  });
});

describe('isPastEvent', () => {
  const event = (startTime: number, endTime = 0, timeZone = LA, cancelledTimestamp = 0) => ({
    startTime,
    endTime,
    timeZone,
    cancelledTimestamp,
  });

  it('keeps an event that started earlier today upcoming until its day ends', () => {
    const start = at('2026-01-10T17:00:00Z'); // 9 AM in LA
    expect(isPastEvent(event(start), at('2026-01-11T07:59:00Z'))).toBe(false); // 11:59 PM in LA
    expect(isPastEvent(event(start), at('2026-01-11T08:00:00Z'))).toBe(true); // midnight in LA
  });

  it('reads "today" on the event clock, whatever zone the viewer or server is in', () => {
    // 11 PM on Jan 5 in LA is 12:45 PM on Jan 6 in Kathmandu; at 1 AM on Jan 6 in LA the party is
    // yesterday's, even though Kathmandu (this process) sees both moments on Jan 6.
    const start = at('2026-01-06T07:00:00Z');
    const now = at('2026-01-06T09:00:00Z');
    expect(isPastEvent(event(start, 0, LA), now)).toBe(true);
    expect(isPastEvent(event(start, 0, KTM), now)).toBe(false);
  });

  it('is past once cancelled, even in the future', () => {
    const now = at('2026-01-10T12:00:00Z');
    expect(isPastEvent(event(now + DAY_MS, 0, LA, now), now)).toBe(true);
  });

  it('is past when an end exists and is before now', () => {
    const now = at('2026-01-10T20:00:00Z');
    expect(isPastEvent(event(now - 3 * HOUR_MS, now - 1), now)).toBe(true);
    expect(isPastEvent(event(now - 3 * HOUR_MS, now + 1), now)).toBe(false);
  });

  it('never calls an event without a start past, unless cancelled', () => {
    expect(isPastEvent(event(0), at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('hasStarted', () => {
  it('is true from the start moment on, false without a start', () => {
    const start = at('2026-01-10T17:00:00Z');
    expect(hasStarted({ startTime: start }, start - 1)).toBe(false);
    expect(hasStarted({ startTime: start }, start)).toBe(true);
    expect(hasStarted({ startTime: 0 }, start)).toBe(false);
  });
});

describe('lengths', () => {
  const start = at('2026-01-10T17:00:00Z');
  it('assumes 3 hours when there is no end', () => {
    expect(effectiveEndTime({ startTime: start, endTime: 0 })).toBe(start + 3 * HOUR_MS);
    expect(effectiveEndTime({ startTime: start, endTime: start + HOUR_MS })).toBe(start + HOUR_MS);
    expect(effectiveEndTime({ startTime: 0, endTime: 0 })).toBe(0);
  });
  it('calls an event multi-day from 24 hours on', () => {
    expect(isMultiDay({ startTime: start, endTime: start + DAY_MS })).toBe(true);
    expect(isMultiDay({ startTime: start, endTime: start + DAY_MS - 1 })).toBe(false);
    expect(isMultiDay({ startTime: start, endTime: 0 })).toBe(false);
  });
});

describe('defaultStartTime', () => {
  it('is 24 hours ahead, rounded up to the next full hour of the zone', () => {
    const now = at('2026-01-10T10:20:00Z');
    expect(defaultStartTime(now, 'UTC')).toBe(at('2026-01-11T11:00:00Z'));
    expect(defaultStartTime(now, LA)).toBe(at('2026-01-11T11:00:00Z'));
  });

  it('rounds to the hour of a quarter-hour zone, not of UTC', () => {
    // 10:20 UTC is 16:05 in Kathmandu; the next full hour there is 17:00 = 11:15 UTC.
    expect(defaultStartTime(at('2026-01-10T10:20:00Z'), KTM)).toBe(at('2026-01-11T11:15:00Z'));
  });

  it('keeps a time already on the hour', () => {
    expect(defaultStartTime(at('2026-01-10T10:00:00Z'), 'UTC')).toBe(at('2026-01-11T10:00:00Z'));
  });

  it('counts 24 real hours across a spring-forward night', () => {
    // Mar 7, 6:30 PM PST; 24 h later it is Mar 8, 7:30 PM PDT, so the default is 8 PM PDT.
    const now = at('2026-03-08T02:30:00Z');
    const start = defaultStartTime(now, LA);
    expect(start).toBe(at('2026-03-09T03:00:00Z'));
    expect(wallClockAt(start, LA)).toMatchObject({ day: 8, hour: 20, minute: 0 });
  });
});

describe('quickCreateStartTime: a party started from a theme (issue 38)', () => {
  const wall = (ms: number, zone: string) => wallClockAt(ms, zone);

  it('starts tomorrow at 7 PM in the zone, not "now plus a day" at odd minutes', () => {
    // Nov 27, 10:13 AM in New York: tomorrow, Nov 28, 7:00 PM.
    const now = at('2026-11-27T15:13:27Z');
    const start = quickCreateStartTime(now, NY, 'birthday');
    expect(wall(start, NY)).toEqual({ year: 2026, month: 11, day: 28, hour: 19, minute: 0 });
    expect(start).toBe(at('2026-11-29T00:00:00Z'));
    // Without a theme, or late at night, still the next day's evening: about a day ahead.
    expect(quickCreateStartTime(now, NY)).toBe(start);
    expect(wall(quickCreateStartTime(at('2026-11-28T04:50:00Z'), NY), NY)).toMatchObject({
      day: 28,
      hour: 19,
    });
  });

  it("reads tomorrow and 7 PM on the event zone's clock, also with a quarter-hour offset", () => {
    // 2026-01-10 20:00 UTC is Jan 11, 1:45 AM in Kathmandu (UTC+5:45) and Jan 10, noon in Los Angeles.
    const now = at('2026-01-10T20:00:00Z');
    expect(quickCreateStartTime(now, KTM)).toBe(at('2026-01-12T13:15:00Z'));
    expect(quickCreateStartTime(now, LA)).toBe(at('2026-01-12T03:00:00Z'));
  });

  it('keeps 7 PM across a daylight-saving change', () => {
    // Mar 7, noon PST; tomorrow (Mar 8) clocks spring forward, and 7 PM is PDT (UTC-7).
    expect(quickCreateStartTime(at('2026-03-07T20:00:00Z'), LA)).toBe(at('2026-03-09T02:00:00Z'));
    // Oct 31, noon PDT; Nov 1 falls back, and 7 PM is PST (UTC-8).
    expect(quickCreateStartTime(at('2026-10-31T19:00:00Z'), LA)).toBe(at('2026-11-02T03:00:00Z'));
  });

  it("starts a holiday theme on the holiday: New Year's Eve on Dec 31 at 8 PM", () => {
    const now = at('2026-11-27T15:13:27Z');
    const nye = quickCreateStartTime(now, NY, 'new-years-eve');
    expect(wall(nye, NY)).toEqual({ year: 2026, month: 12, day: 31, hour: 20, minute: 0 });
    // Thanksgiving 2026 was yesterday (Nov 26): next year's, Nov 25, 2027, in the afternoon.
    expect(wall(quickCreateStartTime(now, NY, 'thanksgiving'), NY)).toEqual({
      year: 2027,
      month: 11,
      day: 25,
      hour: 15,
      minute: 0,
    });
    // Easter 2027 (Mar 28) is after the clocks changed: 11 AM EDT.
    expect(quickCreateStartTime(now, NY, 'easter')).toBe(at('2027-03-28T15:00:00Z'));
  });

  it('takes the holiday today while its party is still ahead, else next year', () => {
    const morning = at('2026-12-31T15:00:00Z'); // 10 AM in New York
    expect(wall(quickCreateStartTime(morning, NY, 'new-years-eve'), NY)).toMatchObject({
      year: 2026,
      day: 31,
    });
    const lateNight = at('2027-01-01T03:00:00Z'); // Dec 31, 10 PM in New York
    expect(wall(quickCreateStartTime(lateNight, NY, 'new-years-eve'), NY)).toMatchObject({
      year: 2027,
      month: 12,
      day: 31,
      hour: 20,
    });
  });

  it('falls back to tomorrow evening when no table gives the holiday within the coming year', () => {
    // Lunar New Year's table ends with 2030: in 2031 it is not offered, so tomorrow at 7 PM.
    const now = at('2031-03-01T17:00:00Z');
    expect(wall(quickCreateStartTime(now, NY, 'lunar-new-year'), NY)).toEqual({
      year: 2031,
      month: 3,
      day: 2,
      hour: 19,
      minute: 0,
    });
  });
});

describe('wall clocks', () => {
  it('reads and writes a wall-clock time in a zone', () => {
    const sevenPmLa = epochFromWallClock({ year: 2026, month: 7, day: 4, hour: 19, minute: 0 }, LA);
    expect(sevenPmLa).toBe(at('2026-07-05T02:00:00Z'));
    expect(wallClockAt(sevenPmLa, LA)).toEqual({ year: 2026, month: 7, day: 4, hour: 19, minute: 0 });
    expect(wallClockAt(sevenPmLa, KTM)).toEqual({ year: 2026, month: 7, day: 5, hour: 7, minute: 45 });
  });

  it('moves a time skipped by spring-forward to after the gap', () => {
    const skipped = epochFromWallClock({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY);
    expect(wallClockAt(skipped, NY)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('keeps the wall clock when the party moves to another zone', () => {
    const sevenPmLa = at('2026-07-05T02:00:00Z');
    const moved = keepWallClockInZone(sevenPmLa, LA, NY);
    expect(moved).toBe(at('2026-07-04T23:00:00Z'));
    expect(wallClockAt(moved, NY).hour).toBe(19);
    expect(keepWallClockInZone(0, LA, NY)).toBe(0);
    expect(keepWallClockInZone(sevenPmLa, LA, LA)).toBe(sevenPmLa);
  });

  it('keeps the wall clock across zones on a DST-change day', () => {
    // Nov 1, 2026: New York falls back at 2 AM; 9 PM that evening in Kathmandu becomes 9 PM EST.
    const ninePmKtm = epochFromWallClock({ year: 2026, month: 11, day: 1, hour: 21, minute: 0 }, KTM);
    const moved = keepWallClockInZone(ninePmKtm, KTM, NY);
    expect(moved).toBe(at('2026-11-02T02:00:00Z'));
  });
});
