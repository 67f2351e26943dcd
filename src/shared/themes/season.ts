import { TZDate } from '@date-fns/tz';

// The default background-video search term is the season of the event date (or today), spec section 4:
// winter up to Mar 19, spring to Jun 20, summer to Sep 22, autumn to Dec 20, winter after.

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';

/** [month (1–12), last day] of each season's final day, in calendar order. */
const SEASON_ENDS: readonly [number, number, Season][] = [
  [3, 19, 'winter'],
  [6, 20, 'spring'],
  [9, 22, 'summer'],
  [12, 20, 'autumn'],
];

/** The season of a month and day (month 1–12). */
export function seasonOfMonthDay(month: number, day: number): Season {
  for (const [endMonth, endDay, season] of SEASON_ENDS) {
    if (month < endMonth || (month === endMonth && day <= endDay)) return season;
  }
  return 'winter';
}

/** The season of a moment, read on the calendar of `timeZone` (the event's zone). */
export function seasonOf(epochMs: number, timeZone: string): Season {
  const date = new TZDate(epochMs, timeZone);
  return seasonOfMonthDay(date.getMonth() + 1, date.getDate());
}
