import { TZDate, tzName, tzOffset } from '@date-fns/tz';
import { format, isSameDay } from 'date-fns';
import { UNKNOWN_START_TIME } from './eventLabels';
import { DAY_MS, type EventTiming, isMultiDay } from './eventClock';

// The date line of an event card or draft, read on the event's own clock. When the viewer's zone shows a
// different time, the zone's short name follows so nobody misreads 7 PM in Los Angeles as their own 7 PM.

type Options = {
  now: number;
  /** The zone of the person looking (the browser's); omit on the server. */
  viewerTimeZone?: string;
};

function dayText(date: TZDate, now: TZDate): string {
  return format(date, date.getFullYear() === now.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
}

const timeText = (date: TZDate) => format(date, 'h:mm a');

/** Whether a viewer in `viewerTimeZone` reads the start on another clock than the party's. */
function clocksDiffer(startTime: number, timeZone: string, viewerTimeZone: string | undefined): boolean {
  if (!viewerTimeZone || viewerTimeZone === timeZone) return false;
  const at = new Date(startTime);
  return tzOffset(timeZone, at) !== tzOffset(viewerTimeZone, at);
}

/** The zone's short name ("PST", "GMT+5:45") when the viewer's clock reads differently at the start. */
function zoneSuffix(startTime: number, timeZone: string, viewerTimeZone: string | undefined): string {
  if (!clocksDiffer(startTime, timeZone, viewerTimeZone)) return '';
  return ` ${tzName(timeZone, new Date(startTime), 'short')}`;
}

/** The place a zone is named after: 'America/Los_Angeles' is 'Los Angeles', 'UTC' stays 'UTC'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/**
 * The start on the viewer's own clock when it reads differently from the party's: '8:00 PM your time', with
 * the weekday when the viewer's day differs ('Sat 2:00 AM your time'); null on the same clock.
 */
export function viewerClockText(
  event: Pick<EventTiming, 'startTime' | 'timeZone'>,
  viewerTimeZone: string | undefined,
): string | null {
  if (!event.startTime || !clocksDiffer(event.startTime, event.timeZone, viewerTimeZone)) return null;
  const there = new TZDate(event.startTime, event.timeZone);
  const here = new TZDate(event.startTime, viewerTimeZone!);
  const sameDay = format(there, 'yyyy-MM-dd') === format(here, 'yyyy-MM-dd');
  return `${format(here, sameDay ? 'h:mm a' : 'EEE h:mm a')} your time`;
}

/**
 * The party page's date line (issue 43, the guest's own clock): eventWhenText on the party's clock, and for a
 * viewer whose clock differs, both ('Sat, Jan 10 · 7:00 PM in Chicago — 8:00 PM your time').
 */
export function partyPageWhenText(
  event: Pick<EventTiming, 'startTime' | 'endTime' | 'timeZone'>,
  options: Options,
): string {
  const own = eventWhenText(event, { now: options.now });
  const yours = viewerClockText(event, options.viewerTimeZone);
  return yours ? `${own} in ${zoneCity(event.timeZone)} — ${yours}` : own;
}

/**
 * 'Sat, Jan 10 · 7:00 PM', 'Sat, Jan 10 · 7:00 PM – 10:00 PM' with an end on the same day, and
 * 'Fri, Jan 9, 7:00 PM – Sun, Jan 11, 11:00 AM' across days; the year only when it is not this year;
 * 'Unknown start time' without a start.
 */
export function eventWhenText(
  event: Pick<EventTiming, 'startTime' | 'endTime' | 'timeZone'>,
  options: Options,
) {
  if (!event.startTime) return UNKNOWN_START_TIME;
  const start = new TZDate(event.startTime, event.timeZone);
  const now = new TZDate(options.now, event.timeZone);
  const suffix = zoneSuffix(event.startTime, event.timeZone, options.viewerTimeZone);
  if (!event.endTime || event.endTime <= event.startTime) {
    return `${dayText(start, now)} · ${timeText(start)}${suffix}`;
  }
  const end = new TZDate(event.endTime, event.timeZone);
  if (isMultiDay(event) || !isSameDay(start, end)) {
    return `${dayText(start, now)}, ${timeText(start)} – ${dayText(end, now)}, ${timeText(end)}${suffix}`;
  }
  return `${dayText(start, now)} · ${timeText(start)} – ${timeText(end)}${suffix}`;
}

/**
 * The editor's and draft view's save time: 'Saved at 3:45 PM', with the month and day once the save is more
 * than 24 hours old ('Saved at Jan 5, 3:45 PM'). Read on the viewer's clock.
 */
export function savedAtText(lastSavedTimestamp: number, options: { now: number; viewerTimeZone: string }) {
  const saved = new TZDate(lastSavedTimestamp, options.viewerTimeZone);
  const old = options.now - lastSavedTimestamp > DAY_MS;
  return `Saved at ${format(saved, old ? 'MMM d, h:mm a' : 'h:mm a')}`;
}
