import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { IcsEvent } from '../../../shared/events/calendar';
import { icsCalendarText, type IcsVersion } from './calendar';

// The .ics text as two calendar parsers read it (ical.js, which Thunderbird's calendar grew from, and node-ical):
// the party's local time in its own zone on both sides of DST, a VTIMEZONE for each TZID, and the ORGANIZER and
// ATTENDEE lines of RFC 5546's REQUEST and CANCEL. The unit tests run in Asia/Kathmandu, so nothing here leans on
// the machine's zone.

const HOUR = 3_600_000;
const SENDER = 'no-reply@elk.test';
const party = (start: number, timeZone: string): IcsEvent => ({
  uid: 'e1@elk.test',
  title: 'Garden party',
  description: 'Bring a hat.\n\nhttps://elk.test/event/e1',
  start,
  end: start + 3 * HOUR,
  timeZone,
  url: 'https://elk.test/event/e1',
  status: 'CONFIRMED',
  location: 'Dolores Park, San Francisco',
  geo: { lat: 37.75, lon: -122.42 },
  attendee: null,
});
const ann = {
  name: 'Ann Guest',
  email: 'ann@example.com',
  partstat: 'NEEDS-ACTION' as const,
  rsvp: true,
  additionalGuests: 0,
};
const request: IcsVersion = {
  method: 'REQUEST',
  sequence: 2,
  organizer: { name: 'Hana Host', email: SENDER },
};

/** The calendar and its one VEVENT as ical.js reads them, with the file's own VTIMEZONEs registered. */
function readByIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  // Read again now the zones are known, so each time resolves through the file's VTIMEZONE.
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  const zoneIds = zones.map((zone) => String(zone.getFirstPropertyValue('tzid')));
  for (const zone of zoneIds) ICAL.TimezoneService.remove(zone);
  return { calendar, event, zoneIds };
}

function readByNodeIcal(text: string): VEvent {
  const events = Object.values(nodeIcal.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe('the .ics on the party’s own clock (TZID + VTIMEZONE)', () => {
  it.each([
    // zone, the start on the party's clock, the start as an instant
    ['America/Los_Angeles', '2031-06-13T18:30:00', Date.UTC(2031, 5, 14, 1, 30)], // PDT, UTC-7
    ['America/Los_Angeles', '2031-01-09T19:00:00', Date.UTC(2031, 0, 10, 3, 0)], // PST, UTC-8
    ['Europe/Berlin', '2031-07-01T20:00:00', Date.UTC(2031, 6, 1, 18, 0)], // CEST, UTC+2
    ['Europe/Berlin', '2031-12-01T19:00:00', Date.UTC(2031, 11, 1, 18, 0)], // CET, UTC+1
  ])('%s: %s local, the same instant for ical.js and node-ical', (zone, local, start) => {
    const text = icsCalendarText(party(start, zone), { sequence: 0 });

    const { event, zoneIds } = readByIcalJs(text);
    expect(zoneIds).toEqual([zone]);
    for (const [property, instant] of [
      ['dtstart', start],
      ['dtend', start + 3 * HOUR],
    ] as const) {
      const time = event.component.getFirstProperty(property)!;
      expect(time.getParameter('tzid')).toBe(zone);
      expect((time.getFirstValue() as ICAL.Time).toUnixTime() * 1000).toBe(instant);
    }
    expect(event.startDate.toString()).toBe(local);

    const byNodeIcal = readByNodeIcal(text);
    expect(byNodeIcal.start.getTime()).toBe(start);
    expect(byNodeIcal.end?.getTime()).toBe(start + 3 * HOUR);
    expect(byNodeIcal.start.tz).toBe(zone);
    // DTSTAMP stays in UTC (RFC 5545 3.8.7.2), whatever the event's zone.
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it('writes UTC times, and no VTIMEZONE, for a zone it has none for', () => {
    const start = Date.UTC(2031, 5, 14, 1, 30);
    const text = icsCalendarText(party(start, 'Nowhere/Atlantis'), { sequence: 0 });
    expect(text).not.toContain('VTIMEZONE');
    expect(text).toContain('DTSTART:20310614T013000Z');
    expect(readByNodeIcal(text).start.getTime()).toBe(start);
  });
});

describe('REQUEST and CANCEL (RFC 5546)', () => {
  const start = Date.UTC(2031, 5, 14, 1, 30);

  it('an invitation names the host at the app’s address as ORGANIZER, and the guest as ATTENDEE', () => {
    const text = icsCalendarText({ ...party(start, 'America/Los_Angeles'), attendee: ann }, request);
    const { calendar, event } = readByIcalJs(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.sequence).toBe(2);
    const organizer = event.component.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe('Hana Host');
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${SENDER}`);
    const [attendee, ...others] = event.attendees;
    expect(others).toEqual([]);
    expect(attendee!.getParameter('cn')).toBe('Ann Guest');
    expect(attendee!.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee!.getParameter('rsvp')).toBe('TRUE');
    expect(String(attendee!.getFirstValue()).toLowerCase()).toBe('mailto:ann@example.com');

    const byNodeIcal = readByNodeIcal(text);
    expect(byNodeIcal.organizer).toMatchObject({ params: { CN: 'Hana Host' } });
    expect(String((byNodeIcal.organizer as { val: string }).val).toLowerCase()).toBe(`mailto:${SENDER}`);
    expect(byNodeIcal.location).toBe('Dolores Park, San Francisco');
    expect(byNodeIcal.geo).toEqual({ lat: 37.75, lon: -122.42 });
  });

  it('a cancellation keeps the UID, says CANCELLED and names the guest it uninvites, asking no answer', () => {
    const version: IcsVersion = { ...request, method: 'CANCEL', sequence: 3 };
    const text = icsCalendarText({ ...party(start, 'Europe/Berlin'), attendee: ann }, version);
    const { calendar, event } = readByIcalJs(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('e1@elk.test');
    expect(event.sequence).toBe(3);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.component.getFirstProperty('organizer')!.getParameter('cn')).toBe('Hana Host');
    expect(event.attendees).toHaveLength(1);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe('mailto:ann@example.com');
    expect(event.attendees[0]!.getParameter('rsvp')).toBeUndefined();
    const byNodeIcal = readByNodeIcal(text);
    expect(byNodeIcal.status).toBe('CANCELLED');
    expect(byNodeIcal.attendee).toBeDefined();
  });

  it('a name with quotes still gives readable parameters; a yes carries its +N', () => {
    const yes = {
      ...ann,
      name: 'Zoë "Z" Guest',
      partstat: 'ACCEPTED' as const,
      rsvp: false,
      additionalGuests: 2,
    };
    const version = { ...request, organizer: { name: 'The "Big" Host', email: SENDER } };
    const text = icsCalendarText({ ...party(start, 'Europe/Berlin'), attendee: yes }, version);
    const { event } = readByIcalJs(text);
    expect(event.component.getFirstProperty('organizer')!.getParameter('cn')).toBe("The 'Big' Host");
    const attendee = event.attendees[0]!;
    expect(attendee.getParameter('cn')).toBe("Zoë 'Z' Guest");
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee.getParameter('x-num-guests')).toBe('2');
    expect(readByNodeIcal(text).organizer).toMatchObject({ params: { CN: "The 'Big' Host" } });
  });

  it('the download has no METHOD and no ORGANIZER, but the SEQUENCE it is given', () => {
    const text = icsCalendarText(party(start, 'America/Los_Angeles'), { sequence: 4 });
    const { calendar, event } = readByIcalJs(text);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(event.component.getFirstProperty('organizer')).toBeNull();
    expect(event.sequence).toBe(4);
  });
});
