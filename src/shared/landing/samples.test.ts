import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CARD_IDS } from '../constants';
import { calendarDay, compareDays, isoDay } from '../themes/calendarDay';
import { HOLIDAYS } from '../themes/holidays';
import { findTheme } from '../themes/themes';
import { HOLIDAY_SAMPLES, sampleInvites, sampleWhen } from './samples';

describe('the carousel sample invitations', () => {
  it('shows the two soonest holiday samples by expiry, then the seven placeholder cards (ids 2 to 8)', () => {
    const samples = sampleInvites(calendarDay(2025, 10, 1));
    expect(samples.map((s) => s.id)).toEqual([0, 1, ...PLACEHOLDER_CARD_IDS]);
    expect(samples.slice(0, 2).map((s) => [s.occasion, s.title, isoDay(s.day)])).toEqual([
      ['halloween', 'Haunted House Halloween', '2025-10-31'],
      ['thanksgiving', 'Friendsgiving Feast', '2025-11-27'],
    ]);
    expect(samples.slice(2).every((s) => s.occasion === undefined)).toBe(true);
  });

  it('moves on to the next pair once an occasion is inside its lead window', () => {
    const late = sampleInvites(calendarDay(2025, 10, 28));
    expect(late.slice(0, 2).map((s) => s.occasion)).toEqual(['thanksgiving', 'holidays']);
    const february = sampleInvites(calendarDay(2026, 2, 5));
    expect(february.slice(0, 2).map((s) => s.occasion)).toEqual(['galentines', 'valentines']);
  });

  it('dates the placeholder cards on weekends after today, in order', () => {
    const today = calendarDay(2026, 3, 3);
    const cards = sampleInvites(today).slice(2);
    for (const card of cards) expect(compareDays(card.day, today)).toBeGreaterThan(7);
    const days = cards.map((c) => compareDays(c.day, today));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(cards.map((c) => sampleWhen(c).slice(0, 3)).every((d) => d === 'Sat' || d === 'Sun')).toBe(true);
  });

  it('has a sample for every occasion, and every card wears a catalogue theme', () => {
    expect(Object.keys(HOLIDAY_SAMPLES).sort()).toEqual(HOLIDAYS.map((h) => h.key).sort());
    for (const sample of sampleInvites(calendarDay(2027, 6, 1))) {
      expect(findTheme(sample.theme), sample.title).toBeDefined();
    }
  });

  it('writes the date line as the event page does', () => {
    expect(sampleWhen({ day: calendarDay(2025, 10, 31), time: 20 * 60 })).toBe('Fri, Oct 31 · 8:00 PM');
    expect(sampleWhen({ day: calendarDay(2026, 1, 4), time: 0 })).toBe('Sun, Jan 4 · 12:00 AM');
    expect(sampleWhen({ day: calendarDay(2026, 7, 4), time: 12 * 60 + 5 })).toBe('Sat, Jul 4 · 12:05 PM');
  });
});
