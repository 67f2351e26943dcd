import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/server/platform/auth/crypto';
import { icsDownloadUrl } from '../../src/shared/events/calendar';
import { events } from '../../src/server/platform/db/schema';
import type { ElkEvent } from '../../src/shared/events/schema';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addInvitee, createEventFor, HOUR, type Session } from './eventsFixtures';

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
  it('serves a VEVENT in UTC with the right headers; anonymous callers get no LOCATION', async () => {
    const res = await ics();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="summer-gala-night.ics"');
    expect(res.text).toContain('BEGIN:VCALENDAR');
    expect(field(res.text, 'DTSTART')).toBe('20310614T013000Z');
    expect(field(res.text, 'DTEND')).toBe('20310614T043000Z');
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
