import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { unsubscribeToken } from '../../../src/server/platform/mail/unsubscribeLink';
import { uploadsDir } from '../../../src/server/platform/providers/storage';
import type { PhotoMeta } from '../../../src/shared/album/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addedPhoto } from '../album/albumFixtures';
import { addInvitee, createEventFor, headerAuth, type Session, trpcQuery } from '../events/eventsFixtures';

// Issue 37 item 7: what is personal (a guest list, a profile, an event read with an invitation token, an album
// photo, a calendar file, a CSV export, an unsubscribe link) is never kept by a shared cache: every tRPC and
// /json reply says no-store, the personal routes no-store or private, and album photos at most a private
// max-age. Public stored files keep their day-long shared cache.

let t: TestApp;
let host: Session;
let party: ElkEvent;
let photo: PhotoMeta;
const token = 'cache-guest-token-0123456789abcdef';
let inviteeId: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'cache-host@example.com', 'Cora Cache');
  party = await createEventFor(t.app, host, { title: 'Private party' });
  inviteeId = (await addInvitee(t.db, { eventId: party.id, name: 'Gil Guest', tokenHash: sha256Hex(token) }))
    .id;
  photo = await addedPhoto(t.app, party.id, { cookie: host.cookie });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Reply = { status: number; headers: Record<string, string | string[] | undefined> };

/** The reply's Cache-Control: never public, and one of the personal forms. */
function cacheControlOf(res: Reply, what: string): string {
  const value = String(res.headers['cache-control'] ?? '');
  expect(value, `${what} (HTTP ${res.status})`).not.toMatch(/public/);
  return value;
}

const expectNoStore = (res: Reply, what: string) =>
  expect(cacheControlOf(res, what), what).toMatch(/(^|[\s,])no-store($|,)/);

const expectPrivate = (res: Reply, what: string) =>
  expect(cacheControlOf(res, what), what).toMatch(/(^|[\s,])(no-store|private)($|,)/);

describe('tRPC replies (/api/trpc)', () => {
  it('say no-store: a signed-in query, an event read with a token, a refusal', async () => {
    const list = await trpcQuery(t.app, 'events.fetchEvents', undefined, host.cookie);
    expect(list.status).toBe(200);
    expectNoStore(list, 'fetchEvents with a session');
    const profile = await trpcQuery(t.app, 'accounts.getElkUser', {}, host.cookie);
    expect(profile.status).toBe(200);
    expectNoStore(profile, 'the profile (getElkUser)');
    const guests = await trpcQuery(t.app, 'guests.fetchGuestList', { eventId: party.id }, host.cookie);
    expect(guests.status).toBe(200);
    expectNoStore(guests, 'the guest list');
    const byToken = await trpcQuery(t.app, 'events.getEvent', { eventId: party.id, token });
    expect(byToken.status).toBe(200);
    expectNoStore(byToken, 'getEvent with a token in the URL');
    const refused = await trpcQuery(t.app, 'events.fetchEvents', undefined);
    expect(refused.status).toBe(401);
    expectNoStore(refused, 'a refused query');
  });
});

describe('/json replies', () => {
  it('say no-store: a signed-in call, a token getEvent, a visitor getEvent, an error', async () => {
    const auth = headerAuth(host);
    const list = await rpc(t.app, 'EventService', 'fetchEvents', {}, auth);
    expect(list.body.result).toBeDefined();
    expectNoStore(list, 'fetchEvents');
    const guestList = await rpc(t.app, 'EventService', 'fetchGuestList', { eventId: party.id }, auth);
    expect(guestList.body.result).toBeDefined();
    expectNoStore(guestList, 'fetchGuestList');
    const byToken = await rpc(t.app, 'EventService', 'getEvent', { eventId: party.id, token });
    expect(byToken.body.result.event.id).toBe(party.id);
    expectNoStore(byToken, 'getEvent with a token');
    const visitor = await rpc(t.app, 'EventService', 'getEvent', { eventId: party.id });
    expectNoStore(visitor, 'a visitor getEvent');
    const unknown = await rpc(t.app, 'EventService', 'noSuchMethod', {});
    expect(unknown.body.error).toBeDefined();
    expectNoStore(unknown, 'a JSON-RPC error');
  });
});

describe('personal routes', () => {
  it('album photos are private (at most a private max-age), their downloads no-store', async () => {
    for (const url of [photo.thumbnailUrl, photo.fullsizeUrl]) {
      const res = await request(t.app).get(url);
      expect(res.status).toBe(200);
      expect(cacheControlOf(res, url)).toMatch(/^private(, max-age=\d+)?$/);
    }
    const one = await request(t.app)
      .get(`/api/album/${party.id}/photos/${photo.photoId}/download`)
      .set('Cookie', host.cookie);
    expect(one.status).toBe(200);
    expectPrivate(one, 'photo download');
    const zip = await request(t.app).get(`/api/album/${party.id}/download`).set('Cookie', host.cookie);
    expect(zip.status).toBe(200);
    expectPrivate(zip, 'album zip');
  });

  it('the calendar file with a token and the CSV export are private', async () => {
    const ics = await request(t.app).get(`/api/event/${party.id}/calendar.ics?token=${token}`);
    expect(ics.status).toBe(200);
    expectPrivate(ics, 'calendar.ics');
    const csv = await request(t.app)
      .get(`/EventService/GetEventAttendeeCSV/${party.id}/export.csv`)
      .set('Authorization', `Basic ${Buffer.from(`${host.userId}:${host.accessToken}`).toString('base64')}`);
    expect(csv.status).toBe(200);
    expectPrivate(csv, 'CSV export');
  });

  it('an unsubscribe link says no-store, opened or posted', async () => {
    const link = unsubscribeToken(t.deps.secrets.codeKey, { kind: 'guest', inviteeId }, 'gil@example.com');
    const opened = await request(t.app).get(`/api/unsubscribe/${link}`);
    expect(opened.status).toBe(303);
    expectNoStore(opened, 'unsubscribe GET');
    const posted = await request(t.app)
      .post(`/api/unsubscribe/${link}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(posted.status).toBe(200);
    expectNoStore(posted, 'unsubscribe POST');
  });
});

describe('public files', () => {
  it('a stored file outside the albums keeps its day-long cache', async () => {
    const folder = path.join(uploadsDir(t.deps.env), 'events', 'backgrounds');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'shared.txt'), 'a public picture stand-in');
    const res = await request(t.app).get('/uploads/events/backgrounds/shared.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
