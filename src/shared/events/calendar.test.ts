import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  googleCalendarUrl,
  icsAttendee,
  icsAttributes,
  icsDownloadUrl,
  icsFileName,
  icsPartstat,
  locationText,
  mapUrl,
  utcStamp,
} from './calendar';

const HOUR = 3_600_000;
const start = Date.UTC(2031, 0, 10, 3, 0);
const party: CalendarEvent = {
  id: 'e1',
  title: ' Garden party ',
  description: 'Bring a hat.',
  startTime: start,
  endTime: start + 2 * HOUR,
  timeZone: 'America/Los_Angeles',
  cancelled: false,
  locationText: 'Dolores Park, San Francisco',
  lat: 37.75,
  lng: -122.42,
  pageUrl: 'https://elk.example/event/e1',
};

describe('calendar', () => {
  it('stamps UTC whatever the machine zone (tests run in Asia/Kathmandu)', () => {
    expect(utcStamp(start)).toBe('20310110T030000Z');
  });

  it('builds a Google Calendar link with UTC dates, the event zone and the place', () => {
    const url = new URL(googleCalendarUrl(party, 'Untitled Party')!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Garden party');
    expect(url.searchParams.get('dates')).toBe('20310110T030000Z/20310110T050000Z');
    expect(url.searchParams.get('ctz')).toBe('America/Los_Angeles');
    expect(url.searchParams.get('details')).toBe('Bring a hat.\n\nhttps://elk.example/event/e1');
    expect(url.searchParams.get('location')).toBe('Dolores Park, San Francisco');
  });

  it('leaves out the place when hidden, uses the fallback title, gives a default end, none without a start', () => {
    const url = new URL(
      googleCalendarUrl({ ...party, title: '', endTime: 0, locationText: null }, 'Untitled Party')!,
    );
    expect(url.searchParams.get('text')).toBe('Untitled Party');
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.get('dates')!.startsWith('20310110T030000Z/')).toBe(true);
    expect(googleCalendarUrl({ ...party, startTime: 0 }, 'x')).toBeNull();
  });

  it('shortens a long description in the details', () => {
    const url = new URL(googleCalendarUrl({ ...party, description: 'y'.repeat(3000) }, 'x')!);
    expect(url.searchParams.get('details')!.startsWith(`${'y'.repeat(1500)}…`)).toBe(true);
  });

  it('links the server’s .ics download, with the invitation link’s credentials', () => {
    expect(icsDownloadUrl('e1')).toBe('/api/event/e1/calendar.ics');
    expect(icsDownloadUrl('e1', { inviteeUuid: 'u1', token: 'T_ok' })).toBe(
      '/api/event/e1/calendar.ics?iu=u1&token=T_ok',
    );
    expect(icsDownloadUrl('e1', { token: 'T_ok' })).toBe('/api/event/e1/calendar.ics?token=T_ok');
  });

  it('names the .ics file after the title', () => {
    expect(icsFileName('Summer Gala: Night!')).toBe('summer-gala-night.ics');
    expect(icsFileName('Fête à Zoë')).toBe('fete-a-zoe.ics');
    expect(icsFileName('🎉🎉')).toBe('party.ics');
    expect(icsFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.ics`);
  });

  it('describes the .ics event: stable uid, the party’s zone, the place only when given', () => {
    expect(icsAttributes(party, 'Untitled Party', 'elk.example')).toEqual({
      uid: 'e1@elk.example',
      title: 'Garden party',
      description: 'Bring a hat.\n\nhttps://elk.example/event/e1',
      start,
      end: start + 2 * HOUR,
      timeZone: 'America/Los_Angeles',
      url: 'https://elk.example/event/e1',
      status: 'CONFIRMED',
      location: 'Dolores Park, San Francisco',
      geo: { lat: 37.75, lon: -122.42 },
      attendee: null,
    });
    const hidden = icsAttributes({ ...party, locationText: null, cancelled: true }, 'U', 'elk.example')!;
    expect(hidden).toMatchObject({ location: null, geo: null, status: 'CANCELLED' });
    expect(icsAttributes({ ...party, title: ' ' }, 'Untitled Party', 'x')?.title).toBe('Untitled Party');
    expect(icsAttributes({ ...party, startTime: 0 }, 'U', 'x')).toBeNull();
  });

  it('writes a location as one line without repeating itself', () => {
    expect(locationText(null, 'x')).toBeNull();
    expect(locationText({ placeName: 'Dolores Park' }, '19th St, SF')).toBe('Dolores Park, 19th St, SF');
    expect(locationText({ displayName: '19th St' }, '19th St, SF')).toBe('19th St, SF');
    expect(locationText({ displayName: 'Cafe, 1 Main St, SF' }, '1 Main St')).toBe('Cafe, 1 Main St, SF');
    expect(locationText({}, '')).toBeNull();
  });

  it('links a map search by text, else by coordinates', () => {
    expect(mapUrl({}, 'Dolores Park')).toBe('https://www.google.com/maps/search/?api=1&query=Dolores%20Park');
    expect(mapUrl({ lat: 1.5, lng: 2 }, null)).toBe(
      'https://www.google.com/maps/search/?api=1&query=1.5%2C2',
    );
    expect(mapUrl(null, null)).toBeNull();
    expect(mapUrl({}, null)).toBeNull();
  });
});

describe('the invited guest’s ATTENDEE line', () => {
  const guest = {
    name: 'Ann',
    email: 'ann@example.com',
    rsvpStatus: 'SEEN' as const,
    waitlistStatus: null,
    additionalGuestCount: 0,
  };

  it.each([
    ['INVITED', null, 'NEEDS-ACTION'],
    ['SEEN', null, 'NEEDS-ACTION'],
    ['YES', null, 'ACCEPTED'],
    ['YES', 'APPROVED', 'ACCEPTED'],
    ['YES', 'PENDING_APPROVAL', 'TENTATIVE'],
    ['YES', 'DENIED', 'DECLINED'],
    ['NO', null, 'DECLINED'],
  ] as const)('%s (waitlist %s) is %s', (rsvpStatus, waitlistStatus, partstat) => {
    expect(icsPartstat({ rsvpStatus, waitlistStatus })).toBe(partstat);
  });

  it('writes the guest with their answer, and none without an e-mail', () => {
    const yes = { ...guest, rsvpStatus: 'YES' as const, additionalGuestCount: 2 };
    expect(icsAttendee(yes)).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      partstat: 'ACCEPTED',
      rsvp: false,
      additionalGuests: 2,
    });
    expect(icsAttributes(party, 'Untitled Party', 'elk.test', yes)?.attendee).toEqual(icsAttendee(yes));
    // Unanswered: the calendar asks (RSVP=TRUE); brought-along guests count only on a yes.
    expect(icsAttendee({ ...guest, additionalGuestCount: 2 })).toMatchObject({
      partstat: 'NEEDS-ACTION',
      rsvp: true,
      additionalGuests: 0,
    });
    expect(icsAttendee({ ...guest, name: ' ' })?.name).toBe('ann@example.com');
    expect(icsAttendee({ ...guest, email: null })).toBeNull();
    expect(icsAttributes(party, 'Untitled Party', 'elk.test')?.attendee).toBeNull();
  });
});
