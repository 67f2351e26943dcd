import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../../src/server/platform/db/schema';
import { PHOTO_UPLOADS_AT_ONCE, PHOTO_UPLOADS_PER_HOUR } from '../../../src/shared/album/rules';
import { MSG } from '../../../src/shared/common/copy';
import { IMAGE_UPLOADS_AT_ONCE } from '../../../src/server/features/images/uploads';
import { listen } from '../../helpers/live';
import { signInByEmail } from '../../helpers/rpc';
import { type StalledUpload, stalledUpload, untilCounted } from '../../helpers/stalledUpload';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { albumOf, solidPhoto } from '../album/albumFixtures';
import { createEventFor, type Session } from '../events/eventsFixtures';

// Issue 37, item 5: an upload is decided before its body is read. A refused caller is answered while almost all
// of its declared body is still unsent (so the server never waited for it), and an allowed caller has a budget
// per hour and a bound on uploads in flight at once: per account, or per address for a caller without one.

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let host: Session;
let stranger: Session;
let partyId: string;
let albumCode: string;
const open: StalledUpload[] = [];
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
  host = await signInByEmail(t.app, t.db, 'gate-host@example.com', 'Gail Host');
  stranger = await signInByEmail(t.app, t.db, 'gate-stranger@example.com', 'Stan Stranger');
  partyId = (await createEventFor(t.app, host, { title: 'Gate party' })).id;
  albumCode = (await albumOf(t.app, partyId, { cookie: host.cookie })).albumCode!;
}, 60_000);
afterAll(async () => {
  for (const upload of open) upload.close();
  await server?.close();
  await t?.close();
});

/** A stalled upload, closed when the file's tests end. */
function stalled(path: string, options: Parameters<typeof stalledUpload>[2]) {
  const upload = stalledUpload(server.url, path, options);
  open.push(upload);
  return upload;
}

const image = (headers: Record<string, string>, declaredBytes = 10 * MB) =>
  stalled('/api/uploads/image', {
    headers: { 'X-Elk-Upload': '1', ...headers },
    fields: { purpose: 'cover' },
    fileField: 'file',
    fileName: 'cover.png',
    declaredBytes,
  });
const csv = (headers: Record<string, string>, fields: Record<string, string>) =>
  stalled('/api/invites/csv', {
    headers,
    fields,
    fileField: 'multipartFile',
    fileName: 'guests.csv',
    declaredBytes: 5 * MB,
  });
const albumPhoto = (ip: string) =>
  stalled(`/api/album/${partyId}/photos?code=${albumCode}`, {
    headers: { 'X-Elk-Upload': '1', 'X-Forwarded-For': ip },
    fileField: 'file',
    fileName: 'photo.jpg',
    declaredBytes: 15 * MB,
  });

/** Marks `used` of this hour's budget of `key` as spent already. */
async function spend(key: string, used: number) {
  const windowStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
  await t.db.insert(rateLimitHits).values({ key, windowStart, count: used });
}

/** Retries a whole upload until it is no longer refused for uploads in flight (their closes are seen). */
async function once(send: () => Promise<request.Response>): Promise<request.Response> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await send();
    if (res.status !== 429 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('image uploads', () => {
  it("answers a visitor's upload with 401 before its body is sent", async () => {
    expect(await image({}).answer).toEqual({ status: 401, body: { error: { message: MSG.notSignedIn } } });
  });

  it('answers an account over its hourly budget with 429 before its body is sent', async () => {
    const over = await signInByEmail(t.app, t.db, 'gate-busy@example.com', 'Busy Bea');
    await spend(`upload:user:${over.userId}`, 60);
    expect(await image({ Cookie: over.cookie }).answer).toEqual({
      status: 429,
      body: { error: { message: MSG.rateLimited } },
    });
  });

  it('holds an account to a few uploads in flight at once, and frees them when they end', async () => {
    const busy = await signInByEmail(t.app, t.db, 'gate-flight@example.com', 'Flo Flight');
    const inFlight = Array.from({ length: IMAGE_UPLOADS_AT_ONCE }, () => image({ Cookie: busy.cookie }));
    await untilCounted(t.db, `upload:user:${busy.userId}`, IMAGE_UPLOADS_AT_ONCE);
    expect(await image({ Cookie: busy.cookie }).answer).toEqual({
      status: 429,
      body: { error: { message: MSG.rateLimited } },
    });
    for (const upload of inFlight) upload.close();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const done = await once(() =>
      request(t.app)
        .post('/api/uploads/image')
        .set('X-Elk-Upload', '1')
        .set('Cookie', busy.cookie)
        .field('purpose', 'cover')
        .attach('file', png, 'small.png'),
    );
    expect(done.status).toBe(201);
  });
});

describe('CSV import', () => {
  it("answers a visitor's import with 401 before its file is sent", async () => {
    expect(await csv({}, { eventId: partyId }).answer).toEqual({
      status: 401,
      body: { error: MSG.notSignedIn },
    });
  });

  it("answers an import into someone else's party with 403 before its file is sent", async () => {
    expect(await csv({ Cookie: stranger.cookie }, { eventId: partyId }).answer).toEqual({
      status: 403,
      body: { error: MSG.forbidden },
    });
    // The spec's authHeader field, sent before the file, is decided on just the same.
    const byField = JSON.stringify({ userId: stranger.userId, accessToken: stranger.accessToken });
    expect(await csv({}, { eventId: partyId, authHeader: byField }).answer).toMatchObject({ status: 403 });
  });

  it('takes eventId after the file from a signed-in caller, deciding the host once the body is in', async () => {
    expect(await csv({}, {}).answer).toEqual({ status: 401, body: { error: MSG.notSignedIn } });
    const fileFirst = (who: Session, email: string) =>
      request(t.app)
        .post('/api/invites/csv')
        .set('Cookie', who.cookie)
        .attach('multipartFile', Buffer.from(`Name,Email\nAnn,${email}\n`), 'guests.csv')
        .field('eventId', partyId);
    expect((await fileFirst(stranger, 'ann@stranger.example')).status).toBe(403);
    expect((await fileFirst(host, 'ann@host.example')).body).toMatchObject({ isValid: true, added: 1 });
  });
});

describe('album photos from the album link, without an account', () => {
  it('answers an address over its hourly budget with 429 before the photo is sent', async () => {
    await spend('albumUpload:ip:198.51.100.77', PHOTO_UPLOADS_PER_HOUR);
    expect(await albumPhoto('198.51.100.77').answer).toEqual({
      status: 429,
      body: { error: { message: MSG.rateLimited } },
    });
  });

  it('holds one address to a few photos in flight at once; another address is not held up', async () => {
    const ip = '198.51.100.78';
    const inFlight = Array.from({ length: PHOTO_UPLOADS_AT_ONCE }, () => albumPhoto(ip));
    await untilCounted(t.db, `albumUpload:ip:${ip}`, PHOTO_UPLOADS_AT_ONCE);
    expect(await albumPhoto(ip).answer).toEqual({
      status: 429,
      body: { error: { message: MSG.rateLimited } },
    });
    const elsewhere = await request(t.app)
      .post(`/api/album/${partyId}/photos?code=${albumCode}`)
      .set('X-Elk-Upload', '1')
      .set('X-Forwarded-For', '198.51.100.79')
      .attach('file', await solidPhoto('jpeg'), 'other.jpg');
    expect(elsewhere.status).toBe(201);
    for (const upload of inFlight) upload.close();
    const photo = await solidPhoto('jpeg');
    const after = await once(() =>
      request(t.app)
        .post(`/api/album/${partyId}/photos?code=${albumCode}`)
        .set('X-Elk-Upload', '1')
        .set('X-Forwarded-For', ip)
        .attach('file', photo, 'again.jpg'),
    );
    expect(after.status).toBe(201);
  });
});
