import { DEFAULT_EVENT_LENGTH_MS, MULTI_DAY_MS } from '../constants';

// The time rules of an event that need no time zone (spec section 4): plain arithmetic on epoch milliseconds
// (0 means none). Apart from eventTimes.ts, whose calendar questions need the zone's rules (and a date
// library), so that the party page a guest opens carries none of that (issue 14).

export type EventTiming = {
  startTime: number;
  endTime: number;
  timeZone: string;
  /** 0 (or absent) when the event is not cancelled. */
  cancelledTimestamp?: number;
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Started: it has a start time and that moment has come. An event without a start has not started. */
export function hasStarted(event: Pick<EventTiming, 'startTime'>, now: number): boolean {
  return event.startTime > 0 && event.startTime <= now;
}

/** The end, or the start plus the default length of 3 hours when there is none (0 without a start). */
export function effectiveEndTime(event: Pick<EventTiming, 'startTime' | 'endTime'>): number {
  if (event.endTime > 0) return event.endTime;
  return event.startTime > 0 ? event.startTime + DEFAULT_EVENT_LENGTH_MS : 0;
}

/** Multi-day: the end is at least 24 hours after the start. */
export function isMultiDay(event: Pick<EventTiming, 'startTime' | 'endTime'>): boolean {
  return event.startTime > 0 && event.endTime > 0 && event.endTime - event.startTime >= MULTI_DAY_MS;
}
