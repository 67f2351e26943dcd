import { createEvent, type EventAttributes } from 'ics';
import { describe, expect, it } from 'vitest';
import { icsText } from './icsText';

// icsText runs the `ics` package's own steps with one validation instead of createEvent's two: its text must be
// exactly createEvent's, and what createEvent refuses it must refuse.

const HOUR = 3_600_000;
const start = Date.UTC(2031, 0, 10, 3, 0);
const invitation: EventAttributes & { timestamp: number } = {
  attendees: [
    {
      name: 'Zoë Guest',
      email: 'zoe@example.com',
      role: 'REQ-PARTICIPANT',
      partstat: 'ACCEPTED',
      rsvp: false,
      xNumGuests: 2,
    } as NonNullable<EventAttributes['attendees']>[number],
  ],
  uid: 'e1@elk.example',
  productId: 'elk/event',
  title: 'Garden party 🎉',
  // Long enough to be folded, with a line break to encode.
  description: `${'Bring a hat, a blanket and something to share. '.repeat(4)}\n\nhttps://elk.example/event/e1`,
  start,
  startInputType: 'utc',
  startOutputType: 'utc',
  end: start + 2 * HOUR,
  endInputType: 'utc',
  endOutputType: 'utc',
  url: 'https://elk.example/event/e1',
  status: 'CONFIRMED',
  location: 'Dolores Park, San Francisco',
  geo: { lat: 37.75, lon: -122.42 },
  method: 'REQUEST',
  sequence: 3,
  // Fixed, so both texts carry the same DTSTAMP.
  timestamp: Date.UTC(2030, 11, 1),
};

describe('icsText', () => {
  it("writes exactly createEvent's text: an invitation with its attendee, and a plain download", () => {
    const { attendees: _attendees, method: _method, sequence: _sequence, ...download } = invitation;
    for (const attributes of [
      invitation,
      download,
      { ...invitation, method: 'CANCEL', status: 'CANCELLED' },
    ]) {
      const expected = createEvent(attributes as EventAttributes);
      expect(expected.error).toBeNull();
      const text = icsText(attributes as EventAttributes);
      expect(text).toBe(expected.value);
      expect(text).toMatch(
        /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*END:VEVENT\r\nEND:VCALENDAR\r\n$/,
      );
    }
    // Unfolded (a long line goes on after a line break and a space or tab).
    const unfolded = icsText(invitation).replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^ATTENDEE;.*PARTSTAT="ACCEPTED".*:mailto:zoe@example\.com\r$/m);
  });

  it('refuses what createEvent refuses (an attendee without a valid address)', () => {
    const bad = {
      ...invitation,
      attendees: [{ name: 'Nobody', email: 'not an address' }],
    } as EventAttributes;
    expect(createEvent(bad).error).toBeTruthy();
    expect(() => icsText(bad)).toThrow();
  });
});
