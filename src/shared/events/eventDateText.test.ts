import { describe, expect, it } from 'vitest';
import { eventWhenText, partyPageWhenText, savedAtText, viewerClockText, zoneCity } from './eventDateText';

const LA = 'America/Los_Angeles';
const at = (iso: string) => Date.parse(iso);
const now = at('2026-01-01T12:00:00Z');

describe('eventWhenText', () => {
  it('reads the start on the event clock', () => {
    // 03:00 UTC on Jan 10 is 7 PM on Friday Jan 9 in Los Angeles (and Saturday morning in Kathmandu).
    const event = { startTime: at('2026-01-10T03:00:00Z'), endTime: 0, timeZone: LA };
    expect(eventWhenText(event, { now })).toBe('Fri, Jan 9 · 7:00 PM');
    expect(eventWhenText(event, { now, viewerTimeZone: LA })).toBe('Fri, Jan 9 · 7:00 PM');
  });

  it('names the zone for a viewer whose clock differs', () => {
    const event = { startTime: at('2026-01-10T03:00:00Z'), endTime: 0, timeZone: LA };
    expect(eventWhenText(event, { now, viewerTimeZone: 'Asia/Kathmandu' })).toBe('Fri, Jan 9 · 7:00 PM PST');
    // Same offset, other name: nothing to add.
    expect(eventWhenText(event, { now, viewerTimeZone: 'America/Vancouver' })).toBe('Fri, Jan 9 · 7:00 PM');
  });

  it('shows a same-day end and a multi-day range', () => {
    const startTime = at('2026-01-10T03:00:00Z');
    expect(eventWhenText({ startTime, endTime: startTime + 3 * 3_600_000, timeZone: LA }, { now })).toBe(
      'Fri, Jan 9 · 7:00 PM – 10:00 PM',
    );
    expect(eventWhenText({ startTime, endTime: startTime + 40 * 3_600_000, timeZone: LA }, { now })).toBe(
      'Fri, Jan 9, 7:00 PM – Sun, Jan 11, 11:00 AM',
    );
  });

  it('adds the year when it is not this year, and says so when there is no start', () => {
    const event = { startTime: at('2027-07-04T02:00:00Z'), endTime: 0, timeZone: LA };
    expect(eventWhenText(event, { now })).toBe('Sat, Jul 3, 2027 · 7:00 PM');
    expect(eventWhenText({ startTime: 0, endTime: 0, timeZone: LA }, { now })).toBe('Unknown start time');
  });

  it('shows summer time after the DST change', () => {
    const event = { startTime: at('2026-07-05T02:00:00Z'), endTime: 0, timeZone: LA };
    expect(eventWhenText(event, { now, viewerTimeZone: 'UTC' })).toBe('Sat, Jul 4 · 7:00 PM PDT');
  });
});

describe('savedAtText', () => {
  const saved = at('2026-01-10T10:20:00Z');
  it('shows the time only within 24 hours, on the viewer clock', () => {
    expect(savedAtText(saved, { now: saved + 60_000, viewerTimeZone: 'Asia/Kathmandu' })).toBe(
      'Saved at 4:05 PM',
    );
    expect(savedAtText(saved, { now: saved + 60_000, viewerTimeZone: LA })).toBe('Saved at 2:20 AM');
  });
  it('adds the month and day once the save is older than 24 hours', () => {
    expect(savedAtText(saved, { now: saved + 25 * 3_600_000, viewerTimeZone: LA })).toBe(
      'Saved at Jan 10, 2:20 AM',
    );
  });
});

describe("partyPageWhenText: the guest's own clock", () => {
  // 02:00 UTC on Jan 10 is 8 PM on Friday Jan 9 in Chicago, 9 PM in New York, 6 PM in Los Angeles.
  const event = { startTime: at('2026-01-10T02:00:00Z'), endTime: 0, timeZone: 'America/Chicago' };

  it('says both clocks when the viewer’s reads differently', () => {
    expect(partyPageWhenText(event, { now, viewerTimeZone: 'America/New_York' })).toBe(
      'Fri, Jan 9 · 8:00 PM in Chicago — 9:00 PM your time',
    );
    expect(
      partyPageWhenText({ ...event, endTime: at('2026-01-10T05:00:00Z') }, { now, viewerTimeZone: LA }),
    ).toBe('Fri, Jan 9 · 8:00 PM – 11:00 PM in Chicago — 6:00 PM your time');
  });

  it('names the viewer’s weekday when their day is another', () => {
    expect(viewerClockText(event, 'Europe/Berlin')).toBe('Sat 3:00 AM your time');
  });

  it('says one clock when they agree, or the viewer’s is unknown', () => {
    expect(partyPageWhenText(event, { now, viewerTimeZone: 'America/Chicago' })).toBe('Fri, Jan 9 · 8:00 PM');
    expect(partyPageWhenText(event, { now })).toBe('Fri, Jan 9 · 8:00 PM');
    expect(viewerClockText({ startTime: 0, timeZone: 'America/Chicago' }, LA)).toBeNull();
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
