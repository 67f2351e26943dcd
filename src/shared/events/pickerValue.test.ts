import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, firstPickableDay, fromPickerValue, toPickerValue } from './pickerValue';

describe('date-time picker values on the event clock', () => {
  it('reads and writes the wall clock of the event zone, not the process zone', () => {
    const epoch = Date.UTC(2026, 6, 4, 2, 30); // 2026-07-03 19:30 in Los Angeles (PDT)
    expect(toPickerValue(epoch, 'America/Los_Angeles')).toBe('2026-07-03 19:30:00');
    expect(toPickerValue(epoch, 'Asia/Kathmandu')).toBe('2026-07-04 08:15:00');
    expect(fromPickerValue('2026-07-03 19:30:00', 'America/Los_Angeles')).toBe(epoch);
    expect(toPickerValue(0, 'UTC')).toBeNull();
    expect(fromPickerValue(null, 'UTC')).toBe(0);
    expect(fromPickerValue('not a date', 'UTC')).toBe(0);
  });

  it('keeps times on the 15-minute grid', () => {
    const at = (value: string) => toPickerValue(fromPickerValue(value, 'Europe/Berlin'), 'Europe/Berlin');
    expect(at('2026-03-14 19:07:00')).toBe('2026-03-14 19:00:00');
    expect(at('2026-03-14 19:08:00')).toBe('2026-03-14 19:15:00');
    expect(at('2026-03-14 23:53:00')).toBe('2026-03-15 00:00:00');
  });

  it('moves a time skipped by spring-forward past the gap, as the clocks do', () => {
    // 2026-03-08 02:30 does not exist in New York; clocks jump from 02:00 to 03:00.
    expect(
      toPickerValue(fromPickerValue('2026-03-08 02:30:00', 'America/New_York'), 'America/New_York'),
    ).toBe('2026-03-08 03:30:00');
  });
});

describe('what the calendar offers', () => {
  it('starts at today on the event clock: earlier days are past', () => {
    const lateEveningLa = Date.UTC(2026, 6, 4, 6, 30); // 2026-07-03 23:30 in Los Angeles
    expect(firstPickableDay(lateEveningLa, 'America/Los_Angeles')).toBe('2026-07-03');
    expect(firstPickableDay(lateEveningLa, 'Asia/Kathmandu')).toBe('2026-07-04');
  });

  it('starts weeks on Sunday in the US and on Monday in Britain and Germany', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('not a locale!')).toBe(0);
  });
});
