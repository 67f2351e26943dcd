import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { icsDownloadUrl } from '../../../src/shared/events/calendar';
import { events, invitees, partyNotices } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, HOUR, type Session, validEvent } from '../events/eventsFixtures';
import { waitFor } from '../notifications/notificationsFixtures';

// GET /api/event/:eventId/calendar.ics: the add-to-calendar file, with the place only for those who may see it.

let t: TestApp;
let host: Session;
let party: ElkEvent;
const start = Date.UTC(2031, 5, 14, 1, 30); // 2031-06-13 18:30 in Los Angeles
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'ics-host@example.com', 'Hana Host');
  party = await createEventFor(t.app, host, {
    title: 'Summer Gala: Night!',
    startTime: start,
    endTime: start + 3 * HOUR,
  });
  await addInvitee(t.db, {
    eventId: party.id,
    name: 'Tia Token',
    tokenHash: sha256Hex('ics-token-123'),
    rsvpStatus: 'INVITED',
  });
});
afterAll(() => t.close());

const ics = (query = '', cookie?: string) => {
  const req = request(t.app).get(`${icsDownloadUrl(party.id)}${query}`);
  return cookie ? req.set('Cookie', cookie) : req;
};
/** Unfolded content lines of an iCalendar text (RFC 5545 folds long lines with CRLF + space). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
const field = (text: string, name: string) =>
  lines(text)
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('calendar.ics', () => {
  it('serves a VEVENT on the party’s clock with the right headers; anonymous callers get no LOCATION', async () => {
    const res = await ics();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="summer-gala-night.ics"');
    expect(res.text).toContain('BEGIN:VCALENDAR');
    // Los Angeles time (PDT) with its VTIMEZONE (issue 39); invitations/calendar.test.ts reads it with ical.js and node-ical.
    expect(lines(res.text)).toContain('DTSTART;TZID=America/Los_Angeles:20310613T183000');
    expect(lines(res.text)).toContain('DTEND;TZID=America/Los_Angeles:20310613T213000');
    expect(lines(res.text)).toContain('TZID:America/Los_Angeles');
    expect(field(res.text, 'METHOD')).toBeUndefined();
    expect(field(res.text, 'ORGANIZER')).toBeUndefined();
    expect(field(res.text, 'SUMMARY')).toBe('Summer Gala: Night!');
    expect(field(res.text, 'UID')).toBe(`${party.id}@localhost`);
    expect(field(res.text, 'STATUS')).toBe('CONFIRMED');
    expect(field(res.text, 'LOCATION')).toBeUndefined();
    expect(res.text).not.toContain('Dolores');
    expect(field(res.text, 'GEO')).toBeUndefined();
  });

  it('includes the place for the host (session cookie) and for a link holder (token)', async () => {
    const byLink = await request(t.app).get(icsDownloadUrl(party.id, { token: 'ics-token-123' }));
    for (const res of [await ics('', host.cookie), byLink]) {
      expect(res.status).toBe(200);
      expect(field(res.text, 'LOCATION')).toContain('Dolores Park');
      expect(field(res.text, 'LOCATION')).toContain('19th St & Dolores St');
      expect(field(res.text, 'GEO')).toBe('37.7596;-122.4269');
    }
  });

  it('refuses a foreign or malformed link and answers 404 for an unknown or malformed event', async () => {
    expect((await ics('?token=not-the-token')).status).toBe(403);
    expect((await ics('?iu=zzz')).status).toBe(403);
    const unknown = await request(t.app).get('/api/event/00000000-0000-4000-8000-000000000000/calendar.ics');
    expect(unknown.status).toBe(404);
    expect((await request(t.app).get('/api/event/nope/calendar.ics')).status).toBe(404);
  });

  it('marks a cancelled party CANCELLED and uses Untitled Party for an empty title', async () => {
    await t.db.update(events).set({ cancelledAt: new Date(), title: '' }).where(eq(events.id, party.id));
    const res = await ics();
    expect(field(res.text, 'STATUS')).toBe('CANCELLED');
    expect(field(res.text, 'SUMMARY')).toBe('Untitled Party');
    expect(res.headers['content-disposition']).toBe('attachment; filename="untitled-party.ics"');
  });
});

describe('the invited guest’s own ATTENDEE line', () => {
  const attendeeLines = (text: string) => lines(text).filter((line) => line.startsWith('ATTENDEE'));

  it('carries the answer of the guest whose token downloads it, and nothing for others', async () => {
    const invited = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Ann Answer',
      email: 'ann-ics@example.com',
      tokenHash: sha256Hex('ics-ann-token-1'),
      rsvpStatus: 'INVITED',
    });
    const download = async (query: { inviteeUuid?: string; token?: string }) =>
      attendeeLines((await request(t.app).get(icsDownloadUrl(party.id, query))).text);

    const before = await download({ inviteeUuid: invited.id, token: 'ics-ann-token-1' });
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/PARTSTAT="?NEEDS-ACTION"?;/);
    expect(before[0]).toMatch(/CN="?Ann Answer"?:/);
    expect(before[0]).toMatch(/:mailto:ann-ics@example\.com$/i);

    await t.db
      .update(invitees)
      .set({ rsvpStatus: 'YES', additionalGuestCount: 2 })
      .where(eq(invitees.id, invited.id));
    const yes = await download({ inviteeUuid: invited.id, token: 'ics-ann-token-1' });
    expect(yes[0]).toMatch(/PARTSTAT="?ACCEPTED"?;/);
    expect(yes[0]).toContain('X-NUM-GUESTS=2');

    await t.db.update(invitees).set({ rsvpStatus: 'NO' }).where(eq(invitees.id, invited.id));
    expect((await download({ token: 'ics-ann-token-1' }))[0]).toMatch(/PARTSTAT="?DECLINED"?;/);

    // An invitee id alone is no proof: no line, so no e-mail address leaks.
    expect(await download({ inviteeUuid: invited.id })).toEqual([]);
    expect(attendeeLines((await ics('', host.cookie)).text)).toEqual([]);
    expect(attendeeLines((await ics()).text)).toEqual([]);
  });

  it('carries the answer of a signed-in guest', async () => {
    const guest = await signInByEmail(t.app, t.db, 'ics-guest@example.com', 'Gil Guest');
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Gil Guest',
      email: 'ics-guest@example.com',
      userId: guest.userId,
      rsvpStatus: 'YES',
    });
    const own = attendeeLines((await ics('', guest.cookie)).text);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/PARTSTAT="?ACCEPTED"?;/);
    expect(own[0]!.toLowerCase()).toContain('mailto:ics-guest@example.com');
  });
});

describe('calendar.ics after the party moved (issue 39)', () => {
  it('carries the SEQUENCE the guests’ last mail did, read by ical.js', async () => {
    const moving = await createEventFor(t.app, host, { title: 'Moving party', startTime: start, endTime: 0 });
    await addInvitee(t.db, {
      eventId: moving.id,
      name: 'Yo Yes',
      email: 'yo@example.com',
      rsvpStatus: 'YES',
    });
    const sequenceOf = async (text: string) => {
      const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      return Number(event.getFirstPropertyValue('sequence') ?? 0);
    };
    const download = async () => (await request(t.app).get(icsDownloadUrl(moving.id))).text;
    expect(await sequenceOf(await download())).toBe(0);
    await call(
      t.app,
      'editEventDetails',
      {
        eventId: moving.id,
        event: validEvent({ title: 'Moving party', startTime: start + 2 * HOUR, endTime: 0 }),
      },
      host,
    );
    const stored = await waitFor(async () => {
      const [row] = await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, moving.id));
      return row && row.calendarSequence > 0 ? row.calendarSequence : undefined;
    }, 'the updated invitation’s SEQUENCE');
    expect(await sequenceOf(await download())).toBe(stored);
  });
});
