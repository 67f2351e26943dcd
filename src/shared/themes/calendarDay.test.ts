import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  compareDays,
  dayIn,
  isoDay,
  nthWeekdayOfMonth,
  parseIsoDay,
  weekdayOf,
  weekdayOnOrAfter,
} from './calendarDay';

describe('calendar days', () => {
  it('adds days across months, leap days and years', () => {
    expect(isoDay(addDays(calendarDay(2028, 2, 28), 1))).toBe('2028-02-29');
    expect(isoDay(addDays(calendarDay(2027, 2, 28), 1))).toBe('2027-03-01');
    expect(isoDay(addDays(calendarDay(2025, 12, 30), 3))).toBe('2026-01-02');
    expect(isoDay(addDays(calendarDay(2026, 1, 2), -3))).toBe('2025-12-30');
    expect(compareDays(calendarDay(2026, 1, 2), calendarDay(2025, 12, 30))).toBe(3);
  });

  it('finds the n-th and the last weekday of a month', () => {
    // Memorial Day (last Monday of May) and Labor Day (first Monday of September), 2025.
    expect(isoDay(nthWeekdayOfMonth(2025, 5, 1, -1))).toBe('2025-05-26');
    expect(isoDay(nthWeekdayOfMonth(2025, 9, 1, 1))).toBe('2025-09-01');
    expect(isoDay(nthWeekdayOfMonth(2026, 5, 0, -1))).toBe('2026-05-31');
    expect(weekdayOf(calendarDay(2025, 10, 31))).toBe(5);
    expect(isoDay(weekdayOnOrAfter(calendarDay(2025, 10, 31), 5))).toBe('2025-10-31');
    expect(isoDay(weekdayOnOrAfter(calendarDay(2025, 10, 31), 6))).toBe('2025-11-01');
  });

  it('reads only real days from ISO text', () => {
    expect(parseIsoDay('2028-02-29')).toEqual(calendarDay(2028, 2, 29));
    expect(parseIsoDay('2027-02-29')).toBeUndefined();
    expect(parseIsoDay('2027-13-01')).toBeUndefined();
    expect(parseIsoDay('27-1-1')).toBeUndefined();
  });

  it('tells the day a moment falls on in a time zone', () => {
    const moment = Date.UTC(2025, 9, 31, 3, 0); // 03:00 UTC on October 31
    expect(dayIn(moment, 'UTC')).toEqual(calendarDay(2025, 10, 31));
    expect(dayIn(moment, 'America/Los_Angeles')).toEqual(calendarDay(2025, 10, 30));
    expect(dayIn(moment, 'Asia/Tokyo')).toEqual(calendarDay(2025, 10, 31));
  });
});
