import { describe, expect, it } from 'vitest';
import { HOLIDAY_LEAD_DAYS } from '../constants';
import { type CalendarDay, calendarDay, isoDay, weekdayOf } from './calendarDay';
import {
  easterSunday,
  fathersDay,
  HOLIDAYS,
  holidayDate,
  type HolidayKey,
  mardiGras,
  mothersDay,
  superBowlSunday,
  thanksgiving,
  upcomingHolidays,
} from './holidays';
import { findTheme } from './themes';

const iso = (day: CalendarDay | undefined) => (day ? isoDay(day) : undefined);
const YEARS = [2025, 2026, 2027, 2028, 2029, 2030] as const;

/**
 * The real dates, 2025–2030, from published calendars (not from the rules under test): Easter and Mardi Gras
 * from the churches' tables, the US observances from the federal and commercial calendars, Lunar New Year from
 * the Chinese calendar, Oktoberfest's opening from Munich's announced dates, Super Bowl LIX–LXI as scheduled
 * (2028–2030 are the second Sunday of February, where the 17-game season puts them).
 */
const KNOWN: Record<HolidayKey, readonly string[]> = {
  easter: ['2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16', '2029-04-01', '2030-04-21'],
  'mardi-gras': ['2025-03-04', '2026-02-17', '2027-02-09', '2028-02-29', '2029-02-13', '2030-03-05'],
  thanksgiving: ['2025-11-27', '2026-11-26', '2027-11-25', '2028-11-23', '2029-11-22', '2030-11-28'],
  'mothers-day': ['2025-05-11', '2026-05-10', '2027-05-09', '2028-05-14', '2029-05-13', '2030-05-12'],
  'fathers-day': ['2025-06-15', '2026-06-21', '2027-06-20', '2028-06-18', '2029-06-17', '2030-06-16'],
  'super-bowl': ['2025-02-09', '2026-02-08', '2027-02-14', '2028-02-13', '2029-02-11', '2030-02-10'],
  'lunar-new-year': ['2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13', '2030-02-03'],
  oktoberfest: ['2025-09-20', '2026-09-19', '2027-09-18', '2028-09-16', '2029-09-22', '2030-09-21'],
  halloween: ['2025-10-31', '2026-10-31', '2027-10-31', '2028-10-31', '2029-10-31', '2030-10-31'],
  holidays: ['2025-12-20', '2026-12-19', '2027-12-18', '2028-12-16', '2029-12-15', '2030-12-21'],
  'new-year': ['2025-12-31', '2026-12-31', '2027-12-31', '2028-12-31', '2029-12-31', '2030-12-31'],
  galentines: ['2025-02-13', '2026-02-13', '2027-02-13', '2028-02-13', '2029-02-13', '2030-02-13'],
  valentines: ['2025-02-14', '2026-02-14', '2027-02-14', '2028-02-14', '2029-02-14', '2030-02-14'],
  'st-patricks': ['2025-03-17', '2026-03-17', '2027-03-17', '2028-03-17', '2029-03-17', '2030-03-17'],
  'cinco-de-mayo': ['2025-05-05', '2026-05-05', '2027-05-05', '2028-05-05', '2029-05-05', '2030-05-05'],
  spring: ['2025-03-22', '2026-03-21', '2027-03-20', '2028-03-25', '2029-03-24', '2030-03-23'],
  pizza: ['2025-05-16', '2026-05-15', '2027-05-21', '2028-05-19', '2029-05-18', '2030-05-17'],
  'fourth-of-july': ['2025-07-04', '2026-07-04', '2027-07-04', '2028-07-04', '2029-07-04', '2030-07-04'],
  summer: ['2025-06-21', '2026-06-27', '2027-06-26', '2028-06-24', '2029-06-23', '2030-06-22'],
};

describe('holiday dates 2025–2030', () => {
  it.each(Object.entries(KNOWN))('%s falls on its real dates', (key, dates) => {
    expect(YEARS.map((year) => iso(holidayDate(key as HolidayKey, year)))).toEqual(dates);
  });

  it('computes Easter by the computus for years far from the tables too', () => {
    // Known Easter Sundays, including the earliest (March 22) and latest (April 25) possible dates.
    expect(iso(easterSunday(1818))).toBe('1818-03-22');
    expect(iso(easterSunday(1943))).toBe('1943-04-25');
    expect(iso(easterSunday(2000))).toBe('2000-04-23');
    expect(iso(easterSunday(2024))).toBe('2024-03-31');
    expect(iso(easterSunday(2038))).toBe('2038-04-25');
    expect(iso(mardiGras(2024))).toBe('2024-02-13');
  });

  it('puts the weekday observances on their weekdays', () => {
    for (const year of YEARS) {
      expect(weekdayOf(thanksgiving(year))).toBe(4);
      expect(weekdayOf(mothersDay(year))).toBe(0);
      expect(weekdayOf(fathersDay(year))).toBe(0);
      expect(weekdayOf(superBowlSunday(year))).toBe(0);
      expect(weekdayOf(mardiGras(year))).toBe(2);
      expect(weekdayOf(holidayDate('oktoberfest', year)!)).toBe(6);
    }
  });

  it('offers the table festivals only within their tables', () => {
    expect(holidayDate('lunar-new-year', 2031)).toBeUndefined();
    expect(holidayDate('oktoberfest', 2024)).toBeUndefined();
    expect(holidayDate('easter', 2031)).toEqual(calendarDay(2031, 4, 13));
  });

  it("lists the spec's sample occasions, each on a catalogue theme", () => {
    // Oktoberfest, Halloween, Thanksgiving, holidays, New Year, Lunar New Year, Super Bowl, Galentine's,
    // Valentine's, Mardi Gras, St. Patrick's, Easter, Cinco de Mayo, Mother's Day, Spring party, Pizza party,
    // Father's Day, 4th of July, Summer.
    expect(HOLIDAYS.map((h) => h.key)).toEqual([
      'oktoberfest',
      'halloween',
      'thanksgiving',
      'holidays',
      'new-year',
      'lunar-new-year',
      'super-bowl',
      'galentines',
      'valentines',
      'mardi-gras',
      'st-patricks',
      'easter',
      'cinco-de-mayo',
      'mothers-day',
      'spring',
      'pizza',
      'fathers-day',
      'fourth-of-july',
      'summer',
    ]);
    for (const holiday of HOLIDAYS) expect(findTheme(holiday.theme), holiday.key).toBeDefined();
  });
});

describe('upcomingHolidays (the seasonal order)', () => {
  const keys = (today: CalendarDay) => upcomingHolidays(today).map((o) => o.holiday.key);

  it('orders occasions by expiry, the soonest first', () => {
    const order = upcomingHolidays(calendarDay(2025, 10, 1));
    expect(order.slice(0, 4).map((o) => [o.holiday.key, iso(o.date), iso(o.expires)])).toEqual([
      ['halloween', '2025-10-31', '2025-10-27'],
      ['thanksgiving', '2025-11-27', '2025-11-23'],
      ['holidays', '2025-12-20', '2025-12-16'],
      ['new-year', '2025-12-31', '2025-12-27'],
    ]);
    const expiries = order.map((o) => isoDay(o.expires));
    expect(expiries).toEqual([...expiries].sort());
    // Oktoberfest 2025 opened on September 20; the next one offered is 2026's.
    expect(order.find((o) => o.holiday.key === 'oktoberfest')?.date).toEqual(calendarDay(2026, 9, 19));
  });

  it(`keeps an occasion until ${HOLIDAY_LEAD_DAYS} days before it, then moves on`, () => {
    // Halloween 2025 is a Friday; its invitation is offered through Monday October 27.
    expect(keys(calendarDay(2025, 10, 27))[0]).toBe('halloween');
    expect(keys(calendarDay(2025, 10, 28))[0]).toBe('thanksgiving');
    const halloween = upcomingHolidays(calendarDay(2025, 10, 28)).find((o) => o.holiday.key === 'halloween');
    expect(halloween?.date).toEqual(calendarDay(2026, 10, 31));
  });

  it('crosses the new year', () => {
    // New Year's Eve 2025 expired on December 27; the next occasions are in February 2026.
    const order = keys(calendarDay(2025, 12, 28));
    expect(order.slice(0, 5)).toEqual([
      'super-bowl',
      'galentines',
      'valentines',
      // Lunar New Year and Mardi Gras share February 17, 2026: both are offered, in the spec's order.
      'lunar-new-year',
      'mardi-gras',
    ]);
    expect(upcomingHolidays(calendarDay(2025, 12, 28))[0]!.date).toEqual(calendarDay(2026, 2, 8));
    expect(order.at(-1)).toBe('new-year');
  });

  it('leaves out a table festival once its table has run out', () => {
    expect(keys(calendarDay(2030, 10, 1))).toContain('halloween');
    expect(keys(calendarDay(2030, 10, 1))).not.toContain('oktoberfest');
    expect(keys(calendarDay(2029, 3, 1))).toContain('lunar-new-year');
    expect(keys(calendarDay(2030, 3, 1))).not.toContain('lunar-new-year');
  });
});
