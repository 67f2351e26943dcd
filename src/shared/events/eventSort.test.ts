import { describe, expect, it } from 'vitest';
import { sortNewestStartFirst, sortUpcomingThenPast } from './eventSort';

const HOUR = 3_600_000;
const now = Date.parse('2026-01-10T20:00:00Z');
const ev = (id: string, startTime: number, extra: { cancelledTimestamp?: number } = {}) => ({
  id,
  startTime,
  endTime: 0,
  timeZone: 'America/Los_Angeles',
  ...extra,
});

describe('sortNewestStartFirst', () => {
  it('puts the latest start first and events without a start last, without touching the input', () => {
    const input = [ev('a', now), ev('none', 0), ev('b', now + HOUR), ev('c', now - HOUR)];
    expect(sortNewestStartFirst(input).map((e) => e.id)).toEqual(['b', 'a', 'c', 'none']);
    expect(input.map((e) => e.id)).toEqual(['a', 'none', 'b', 'c']);
  });
  it('keeps the order of equal starts', () => {
    expect(sortNewestStartFirst([ev('x', now), ev('y', now)]).map((e) => e.id)).toEqual(['x', 'y']);
  });
});

describe('sortUpcomingThenPast', () => {
  it('lists upcoming soonest first, then past newest first', () => {
    const items = [
      ev('past-old', now - 100 * HOUR),
      ev('soon', now + HOUR),
      ev('later', now + 50 * HOUR),
      ev('past-recent', now - 30 * HOUR),
      ev('cancelled', now + 2 * HOUR, { cancelledTimestamp: now }),
      ev('no-start', 0),
    ];
    expect(sortUpcomingThenPast(items, now).map((e) => e.id)).toEqual([
      'soon',
      'later',
      'no-start',
      'cancelled',
      'past-recent',
      'past-old',
    ]);
  });
});
