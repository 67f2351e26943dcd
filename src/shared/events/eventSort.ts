import { type EventTiming, isPastEvent } from './eventTimes';

// Orders of events (spec section 4): /events shows drafts and events newest start first; elsewhere upcoming
// events come first, soonest first, then past ones newest first. Sorting never mutates its input.

type Started = { startTime: number };

/** Newest start first; events without a start (0) go last; equal starts keep their order. */
export function compareNewestStartFirst(a: Started, b: Started): number {
  return b.startTime - a.startTime;
}

export function sortNewestStartFirst<T extends Started>(items: readonly T[]): T[] {
  return [...items].sort(compareNewestStartFirst);
}

/** Upcoming first in ascending start (no start last among them), then past events newest first. */
export function sortUpcomingThenPast<T extends EventTiming>(items: readonly T[], now: number): T[] {
  const upcoming = items.filter((e) => !isPastEvent(e, now));
  const past = items.filter((e) => isPastEvent(e, now));
  const ascending = (a: T, b: T) =>
    (a.startTime || Number.MAX_SAFE_INTEGER) - (b.startTime || Number.MAX_SAFE_INTEGER);
  return [...upcoming.sort(ascending), ...past.sort(compareNewestStartFirst)];
}
