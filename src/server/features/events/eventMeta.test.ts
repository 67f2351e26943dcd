import { describe, expect, it } from 'vitest';
import { isoWithOffset } from './eventMeta';

// The JSON-LD dates of a link preview: the event's own clock and its offset at that moment (run under a non-UTC
// TZ, like every unit test, so the server's own zone cannot leak in).

describe('isoWithOffset', () => {
  it("writes the time on the event's clock with the offset it has on that day", () => {
    expect(isoWithOffset(Date.UTC(2031, 5, 14, 1, 30), 'America/Los_Angeles')).toBe(
      '2031-06-13T18:30:00-07:00',
    );
    expect(isoWithOffset(Date.UTC(2031, 0, 14, 2, 30), 'America/Los_Angeles')).toBe(
      '2031-01-13T18:30:00-08:00',
    );
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'Asia/Kathmandu')).toBe('2031-07-01T17:45:00+05:45');
  });

  it('writes +00:00 at UTC, and reads a zone it does not know as UTC', () => {
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'UTC')).toBe('2031-07-01T12:00:00+00:00');
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'Europe/London')).toBe('2031-07-01T13:00:00+01:00');
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'Not/AZone')).toBe('2031-07-01T12:00:00+00:00');
  });

  it('crosses a daylight-saving change on the right side of it', () => {
    // Europe/Berlin moves from +01:00 to +02:00 at 01:00 UTC on 30 March 2031.
    expect(isoWithOffset(Date.UTC(2031, 2, 30, 0, 59, 59), 'Europe/Berlin')).toBe(
      '2031-03-30T01:59:59+01:00',
    );
    expect(isoWithOffset(Date.UTC(2031, 2, 30, 1, 0, 0), 'Europe/Berlin')).toBe('2031-03-30T03:00:00+02:00');
  });
});
