import { HOLIDAY_LEAD_DAYS } from '../constants';
import {
  addDays,
  type CalendarDay,
  calendarDay,
  compareDays,
  nthWeekdayOfMonth,
  weekdayOnOrAfter,
} from './calendarDay';

// The holiday calendar behind the landing page's seasonal order (spec section 9): the dates of the sample
// holiday invitations' occasions, computed where a rule gives them (Easter by the Gregorian computus, Mardi Gras
// from Easter, Thanksgiving and the other "n-th weekday" days) and read from fixed tables for the two festivals
// no simple rule gives: Lunar New Year (lunisolar) and Oktoberfest (its dates are set by the city of Munich).
// Those tables cover 2025–2030; outside them the festival is simply not offered.

const SUNDAY = 0;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** Gregorian Easter Sunday: the anonymous (Meeus/Jones/Butcher) computus. */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDay(year, month, day);
}

/** Mardi Gras (Shrove Tuesday): 47 days before Easter. */
export const mardiGras = (year: number) => addDays(easterSunday(year), -47);
/** US Thanksgiving: the fourth Thursday of November. */
export const thanksgiving = (year: number) => nthWeekdayOfMonth(year, 11, THURSDAY, 4);
/** US Mother's Day: the second Sunday of May. */
export const mothersDay = (year: number) => nthWeekdayOfMonth(year, 5, SUNDAY, 2);
/** US Father's Day: the third Sunday of June. */
export const fathersDay = (year: number) => nthWeekdayOfMonth(year, 6, SUNDAY, 3);
/** Super Bowl Sunday: the second Sunday of February, where the NFL's 17-game season (2021 on) puts it. */
export const superBowlSunday = (year: number) => nthWeekdayOfMonth(year, 2, SUNDAY, 2);
/** National Pizza Party Day: the third Friday of May. */
export const pizzaPartyDay = (year: number) => nthWeekdayOfMonth(year, 5, FRIDAY, 3);
/** The first Saturday of spring (which starts on March 20, as the season rule has it). */
export const springPartyDay = (year: number) => weekdayOnOrAfter(calendarDay(year, 3, 20), SATURDAY);
/** The first Saturday of summer (from June 21). */
export const summerPartyDay = (year: number) => weekdayOnOrAfter(calendarDay(year, 6, 21), SATURDAY);
/** Holiday-party season peaks on the third Saturday of December. */
export const holidayPartyDay = (year: number) => nthWeekdayOfMonth(year, 12, SATURDAY, 3);

/** Lunar New Year's day (the first day of the first lunar month, China Standard Time), 2025–2030. */
export const LUNAR_NEW_YEAR: Readonly<Record<number, readonly [month: number, day: number]>> = {
  2025: [1, 29],
  2026: [2, 17],
  2027: [2, 6],
  2028: [1, 26],
  2029: [2, 13],
  2030: [2, 3],
};

/** Oktoberfest's opening Saturday in Munich (the tapping of the first keg), 2025–2030. */
export const OKTOBERFEST_OPENING: Readonly<Record<number, readonly [month: number, day: number]>> = {
  2025: [9, 20],
  2026: [9, 19],
  2027: [9, 18],
  2028: [9, 16],
  2029: [9, 22],
  2030: [9, 21],
};

const fromTable =
  (table: Readonly<Record<number, readonly [number, number]>>) =>
  (year: number): CalendarDay | undefined => {
    const entry = table[year];
    return entry ? calendarDay(year, entry[0], entry[1]) : undefined;
  };
const fixed = (month: number, day: number) => (year: number) => calendarDay(year, month, day);

/**
 * The occasions of the spec's sample holiday invitations, in the spec's order, each with the catalogue theme
 * its invitation uses and the day it falls on in a given year (undefined when a table does not cover the year).
 */
export const HOLIDAYS = [
  { key: 'oktoberfest', name: 'Oktoberfest', theme: 'oktoberfest', dateIn: fromTable(OKTOBERFEST_OPENING) },
  { key: 'halloween', name: 'Halloween', theme: 'halloween', dateIn: fixed(10, 31) },
  { key: 'thanksgiving', name: 'Thanksgiving', theme: 'thanksgiving', dateIn: thanksgiving },
  { key: 'holidays', name: 'The holidays', theme: 'holiday-party', dateIn: holidayPartyDay },
  { key: 'new-year', name: "New Year's Eve", theme: 'new-years-eve', dateIn: fixed(12, 31) },
  {
    key: 'lunar-new-year',
    name: 'Lunar New Year',
    theme: 'lunar-new-year',
    dateIn: fromTable(LUNAR_NEW_YEAR),
  },
  { key: 'super-bowl', name: 'Super Bowl Sunday', theme: 'super-bowl', dateIn: superBowlSunday },
  { key: 'galentines', name: "Galentine's Day", theme: 'galentines', dateIn: fixed(2, 13) },
  { key: 'valentines', name: "Valentine's Day", theme: 'valentines', dateIn: fixed(2, 14) },
  { key: 'mardi-gras', name: 'Mardi Gras', theme: 'mardi-gras', dateIn: mardiGras },
  { key: 'st-patricks', name: "St. Patrick's Day", theme: 'st-patricks', dateIn: fixed(3, 17) },
  { key: 'easter', name: 'Easter', theme: 'easter', dateIn: easterSunday },
  { key: 'cinco-de-mayo', name: 'Cinco de Mayo', theme: 'cinco-de-mayo', dateIn: fixed(5, 5) },
  { key: 'mothers-day', name: "Mother's Day", theme: 'mothers-day', dateIn: mothersDay },
  { key: 'spring', name: 'Spring', theme: 'spring-party', dateIn: springPartyDay },
  { key: 'pizza', name: 'Pizza Party Day', theme: 'pizza-party', dateIn: pizzaPartyDay },
  { key: 'fathers-day', name: "Father's Day", theme: 'fathers-day', dateIn: fathersDay },
  { key: 'fourth-of-july', name: '4th of July', theme: 'fourth-of-july', dateIn: fixed(7, 4) },
  { key: 'summer', name: 'Summer', theme: 'summer-party', dateIn: summerPartyDay },
] as const satisfies readonly {
  key: string;
  name: string;
  theme: string;
  dateIn: (year: number) => CalendarDay | undefined;
}[];

export type Holiday = (typeof HOLIDAYS)[number];
export type HolidayKey = Holiday['key'];

/** One occasion's next date, and the last day its invitation is worth sending (the lead window before it). */
export type HolidayOccurrence = { holiday: Holiday; date: CalendarDay; expires: CalendarDay };

export function holidayDate(key: HolidayKey, year: number): CalendarDay | undefined {
  return HOLIDAYS.find((holiday) => holiday.key === key)?.dateIn(year);
}

/**
 * Every occasion's next occurrence that can still be planned from `today`: guests need HOLIDAY_LEAD_DAYS of
 * notice, so an occasion expires that many days before it and then gives way to next year's. Soonest expiry
 * first; an occasion no table covers for this year or the next is left out.
 */
export function upcomingHolidays(today: CalendarDay): HolidayOccurrence[] {
  const occurrences: HolidayOccurrence[] = [];
  for (const holiday of HOLIDAYS) {
    for (const year of [today.year, today.year + 1]) {
      const date = holiday.dateIn(year);
      if (!date) continue;
      const expires = addDays(date, -HOLIDAY_LEAD_DAYS);
      if (compareDays(expires, today) >= 0) {
        occurrences.push({ holiday, date, expires });
        break;
      }
    }
  }
  return occurrences.sort((a, b) => compareDays(a.expires, b.expires));
}
