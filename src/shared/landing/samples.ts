import { HOLIDAY_SAMPLES_SHOWN, PLACEHOLDER_CARD_IDS } from '../constants';
import { addDays, type CalendarDay, weekdayOf, weekdayOnOrAfter } from '../themes/calendarDay';
import { type HolidayKey, upcomingHolidays } from '../themes/holidays';

// The example invitations of the landing carousel (spec section 9): the sample holiday invitations, two at a
// time, the soonest by expiry (ids 0 and 1), then the seven placeholder cards (ids 2 to 8). Each is drawn with
// its catalogue theme's cover; its day is computed from today, so the carousel is always about what comes next.

export type SampleInvite = {
  /** 0 and 1: the holiday samples; 2 to 8: the placeholder cards. */
  id: number;
  title: string;
  /** The catalogue theme whose cover and colours the card wears. */
  theme: string;
  day: CalendarDay;
  /** Minutes after midnight. */
  time: number;
  place: string;
  host: string;
  /** The occasion, for holiday samples. */
  occasion?: HolidayKey;
};

type SampleText = Pick<SampleInvite, 'title' | 'time' | 'place' | 'host'>;
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** One sample invitation per occasion of the holiday calendar. */
export const HOLIDAY_SAMPLES: Record<HolidayKey, SampleText> = {
  oktoberfest: { title: 'Backyard Oktoberfest', time: at(15), place: 'The Beer Garden', host: 'Lena' },
  halloween: { title: 'Haunted House Halloween', time: at(20), place: 'The Old Mill', host: 'Morgan' },
  thanksgiving: { title: 'Friendsgiving Feast', time: at(16), place: 'Our place', host: 'Jordan & Sam' },
  holidays: { title: 'Ugly Sweater Party', time: at(19), place: 'The Loft', host: 'Chris' },
  'new-year': { title: 'New Year’s Eve Countdown', time: at(21), place: 'Harbor Loft', host: 'Taylor' },
  'lunar-new-year': { title: 'Lunar New Year Dumplings', time: at(18), place: 'Mei’s kitchen', host: 'Mei' },
  'super-bowl': { title: 'Big Game Watch Party', time: at(15, 30), place: 'The Den', host: 'Marcus' },
  galentines: { title: 'Galentine’s Brunch', time: at(11), place: 'Rosie’s Kitchen', host: 'Priya' },
  valentines: { title: 'Anti-Valentine’s Karaoke', time: at(20), place: 'Studio 9', host: 'Ava' },
  'mardi-gras': { title: 'Mardi Gras Masquerade', time: at(19), place: 'Bourbon Room', host: 'Jules' },
  'st-patricks': { title: 'Lucky Charms Pub Crawl', time: at(17), place: 'O’Malley’s', host: 'Declan' },
  easter: { title: 'Easter Egg Hunt & Brunch', time: at(10), place: 'Grandma’s garden', host: 'The Parkers' },
  'cinco-de-mayo': { title: 'Cinco de Mayo Taco Night', time: at(19), place: 'Casa Verde', host: 'Luis' },
  'mothers-day': { title: 'Mother’s Day Tea', time: at(14), place: 'The Rose Garden', host: 'Nina' },
  spring: { title: 'Spring Garden Party', time: at(13), place: 'Maple Park', host: 'Hannah' },
  pizza: { title: 'Rooftop Pizza Party', time: at(18, 30), place: '12 Elm St, rooftop', host: 'Dan' },
  'fathers-day': { title: 'Father’s Day Cookout', time: at(12), place: 'Dad’s backyard', host: 'Ellie' },
  'fourth-of-july': { title: 'Fourth of July Fireworks', time: at(19), place: 'Lakeside Pier', host: 'Ben' },
  summer: { title: 'Summer Beach Day', time: at(10), place: 'Crescent Cove', host: 'Jules' },
};

/** The seven placeholder cards (ids 2 to 8): parties for no particular occasion, a week or more ahead. */
const PLACEHOLDERS: ReadonlyArray<SampleText & { theme: string; daysAhead: number; weekday: number }> = [
  { theme: 'disco', title: 'Disco Thirty', time: at(21), place: 'Studio 54½', host: 'Alex & Sam' },
  {
    theme: 'dinosaur',
    title: 'Leo Turns Five: Dino Dig',
    time: at(14),
    place: 'Jump Zone Park',
    host: 'Kim',
  },
  { theme: 'baby-shower', title: 'Baby Shower for Ana', time: at(13), place: 'The Sunroom', host: 'Sofia' },
  { theme: 'game-night', title: 'Board Game Night', time: at(19, 30), place: 'Sam’s place', host: 'Sam' },
  {
    theme: 'murder-mystery',
    title: 'Murder at the Manor',
    time: at(20),
    place: 'Hollis House',
    host: 'Iris',
  },
  { theme: 'backyard-bbq', title: 'Backyard BBQ', time: at(16), place: '48 Birch Lane', host: 'Omar' },
  { theme: 'bridal-shower', title: 'Bridal Shower for Kate', time: at(11), place: 'Bloom Café', host: 'Meg' },
].map((card, i) => ({ ...card, daysAhead: 8 + i * 4, weekday: i % 3 === 1 ? 0 : 6 }));

/**
 * The carousel's example invitations as of `today`: the HOLIDAY_SAMPLES_SHOWN soonest holiday samples by
 * expiry (ids 0 and 1), then the placeholder cards (ids 2 to 8) on the weekends ahead.
 */
export function sampleInvites(today: CalendarDay): SampleInvite[] {
  const holidays = upcomingHolidays(today)
    .slice(0, HOLIDAY_SAMPLES_SHOWN)
    .map(({ holiday, date }, id) => ({
      id,
      ...HOLIDAY_SAMPLES[holiday.key],
      theme: holiday.theme,
      day: date,
      occasion: holiday.key,
    }));
  const placeholders = PLACEHOLDERS.map(({ daysAhead, weekday, ...card }, i) => ({
    ...card,
    id: PLACEHOLDER_CARD_IDS[i]!,
    day: weekdayOnOrAfter(addDays(today, daysAhead), weekday),
  }));
  return [...holidays, ...placeholders];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Fri, Oct 31 · 8:00 PM': the card's date line, as the event page writes one. */
export function sampleWhen({ day, time }: Pick<SampleInvite, 'day' | 'time'>): string {
  const hours = Math.floor(time / 60);
  const clock = `${hours % 12 || 12}:${String(time % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[weekdayOf(day)]}, ${MONTHS[day.month - 1]} ${day.day} · ${clock}`;
}
