import { describe, expect, it } from 'vitest';
import { seasonOf, seasonOfMonthDay } from './season';

describe('seasonOfMonthDay', () => {
  it.each([
    [1, 1, 'winter'],
    [3, 19, 'winter'],
    [3, 20, 'spring'],
    [6, 20, 'spring'],
    [6, 21, 'summer'],
    [9, 22, 'summer'],
    [9, 23, 'autumn'],
    [12, 20, 'autumn'],
    [12, 21, 'winter'],
    [12, 31, 'winter'],
  ] as const)('%i/%i is %s', (month, day, season) => {
    expect(seasonOfMonthDay(month, day)).toBe(season);
  });
});

describe('seasonOf', () => {
  it('reads the date on the event clock', () => {
    // 2026-03-20 03:00 UTC is still Mar 19 in Los Angeles but Mar 20 in Kathmandu.
    const moment = Date.parse('2026-03-20T03:00:00Z');
    expect(seasonOf(moment, 'America/Los_Angeles')).toBe('winter');
    expect(seasonOf(moment, 'Asia/Kathmandu')).toBe('spring');
  });
});
