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

/** The zone's short name ("PST", "GMT+5:45") when the viewer's clock reads differently at the start. */
function zoneSuffix(startTime: number, timeZone: string, viewerTimeZone: string | undefined): string {
  if (!viewerTimeZone || viewerTimeZone === timeZone) return '';
  const at = new Date(startTime);
  if (tzOffset(timeZone, at) === tzOffset(viewerTimeZone, at)) return '';
  return ` ${tzName(timeZone, at, 'short')}`;
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
