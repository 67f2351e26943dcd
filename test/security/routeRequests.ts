import request from 'supertest';
import { BUILT_IN_BACKGROUNDS } from '../../src/shared/themes/backgrounds';
import { calendarFeedToken } from '../../src/server/features/accounts/calendarFeed';
import { unsubscribeToken } from '../../src/server/platform/mail/unsubscribeLink';
import { addedPhoto, solidPhoto } from '../api/album/albumFixtures';
import { randomClientIp } from '../helpers/rpc';
import { type Caller, freshEmail, type World } from '../helpers/securityFixtures';
import type { TestApp } from '../helpers/testApp';

// How each cell of the route table (routeTable.ts) is called: as our pages and the spec's clients call the
// route, with the caller's session cookie (if any) and, where the route reads them, their invitation link's
// `iu` and `token` in the query. Every call comes from an address of its own, so no per-address limit of one
// cell decides another's.

/** Sends one cell's request; its response. */
export type RouteCall = (t: TestApp, w: World, c: Caller) => Promise<request.Response>;

/** The request with the caller's session, from a fresh address. */
function as(c: Caller, req: request.Test): request.Test {
  req.set('X-Forwarded-For', randomClientIp());
  return c.person ? req.set('Cookie', c.person.cookie) : req;
}

/** The caller's invitation link as the calendar and album addresses carry it. */
function linkQuery(c: Caller): string {
  const params = new URLSearchParams();
  if (c.link.inviteeUuid) params.set('iu', c.link.inviteeUuid);
  if (c.link.token) params.set('token', c.link.token);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A cover the host uploaded, stored as Elk's own image (what a mail's image is made from). */
const hostCoverUrl = (t: TestApp, w: World) =>
  w.once('routeTableCover', async () => {
    const res = await request(t.app)
      .post('/api/uploads/image')
      .set('Cookie', w.people.host.cookie)
      .set('X-Elk-Upload', '1')
      .field('purpose', 'cover')
      .attach('file', await solidPhoto('png'), 'cover.png');
    if (res.status !== 201) throw new Error(`cover upload failed: ${res.status} ${res.text}`);
    return res.body.url as string;
  });

/** A photo of the host's in the party's album. */
const hostPhotoId = (t: TestApp, w: World) =>
  w.once('routeTablePhoto', async () => {
    const photo = await addedPhoto(t.app, w.party.id, { cookie: w.people.host.cookie });
    return photo.photoId;
  });

/** The unsubscribe link a mail to the party's spare guest carries. */
const spareGuestUnsubscribeToken = (t: TestApp, w: World) =>
  unsubscribeToken(
    t.deps.secrets.codeKey,
    { kind: 'guest', inviteeId: w.invitees.spare },
    w.inviteeEmails.spare,
  );

const uploadImage: RouteCall = async (t, _w, c) =>
  as(c, request(t.app).post('/api/uploads/image'))
    .set('X-Elk-Upload', '1')
    .field('purpose', 'profile')
    .attach('file', await solidPhoto('png'), 'me.png');

const uploadPhoto: RouteCall = async (t, w, c) =>
  as(c, request(t.app).post(`/api/album/${w.party.id}/photos${linkQuery(c)}`))
    .set('X-Elk-Upload', '1')
    .attach('file', await solidPhoto('jpeg', 200, 150), 'party.jpg');

const importGuests: RouteCall = async (t, w, c) =>
  as(c, request(t.app).post('/api/invites/csv'))
    .field('eventId', w.party.id)
    .attach('multipartFile', Buffer.from(`name,email\nCasey Csv,${freshEmail('csv')}\n`), {
      filename: 'guests.csv',
      contentType: 'text/csv',
    });

const get = (path: (t: TestApp, w: World, c: Caller) => string | Promise<string>): RouteCall => {
  return async (t, w, c) => as(c, request(t.app).get(await path(t, w, c)));
};

export const ROUTE_CALLS: Record<string, RouteCall> = {
  'POST /api/log': async (t, _w, c) =>
    as(c, request(t.app).post('/api/log')).type('text').send('INFO route table'),
  'POST /api/payments/stripe/webhook': async (t, _w, c) =>
    as(c, request(t.app).post('/api/payments/stripe/webhook')).type('json').send('{"id":"evt_table"}'),
  'POST /api/uploads/image': uploadImage,
  'GET /backgrounds/:file': get(() => `/backgrounds/${BUILT_IN_BACKGROUNDS[0]!.slug}.svg`),
  'GET /mail-images/:size.jpg': get(
    async (t, w) => `/mail-images/cover.jpg?src=${encodeURIComponent(await hostCoverUrl(t, w))}`,
  ),
  'GET /auth/:provider': get(() => '/auth/google'),
  'GET /auth/:provider/callback': get(() => '/auth/google/callback?code=forged&state=forged'),
  'POST /auth/:provider/callback': async (t, _w, c) =>
    as(c, request(t.app).post('/auth/google/callback')).type('form').send('code=forged&state=forged'),
  'GET /api/event/:eventId/calendar.ics': get(
    (_t, w, c) => `/api/event/${w.party.id}/calendar.ics${linkQuery(c)}`,
  ),
  'POST /api/invites/csv': importGuests,
  'GET /:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}': get(
    (_t, w) => `/EventService/GetEventAttendeeCSV/${w.party.id}/export.csv`,
  ),
  'GET /api/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}': get(
    (_t, w) => `/api/EventService/GetEventAttendeeCSV/${w.party.id}/export.csv`,
  ),
  'GET /api/events/:eventId/songs.csv': get((_t, w) => `/api/events/${w.party.id}/songs.csv`),
  'POST /api/unsubscribe/:token': async (t, w, c) =>
    as(c, request(t.app).post(`/api/unsubscribe/${spareGuestUnsubscribeToken(t, w)}`))
      .type('form')
      .send('List-Unsubscribe=One-Click'),
  'GET /api/unsubscribe/:token': get((t, w) => `/api/unsubscribe/${spareGuestUnsubscribeToken(t, w)}`),
  'GET /calendar/:file': get(
    (t, w) => `/calendar/${calendarFeedToken(t.deps.secrets.codeKey, w.people.stranger.userId, 0)}.ics`,
  ),
  'POST /event/:eventId': async (t, w, c) =>
    as(c, request(t.app).post(`/event/${w.party.id}${linkQuery(c)}`))
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send('r=later'),
  'POST /api/album/:eventId/photos': uploadPhoto,
  'GET /api/album/:eventId/photos/:photoId/download': get(
    async (t, w, c) => `/api/album/${w.party.id}/photos/${await hostPhotoId(t, w)}/download${linkQuery(c)}`,
  ),
  'GET /api/album/:eventId/download': get((_t, w, c) => `/api/album/${w.party.id}/download${linkQuery(c)}`),
};
