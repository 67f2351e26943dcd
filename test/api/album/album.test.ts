import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { albumPhotos, invitees } from '../../../src/server/platform/db/schema';
import { ALBUM_MESSAGES } from '../../../src/shared/album/copy';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { zipEntries } from '../../helpers/zipEntries';
import {
  addedPhoto,
  type AlbumCaller,
  albumInput,
  albumOf,
  download,
  jpegWithGps,
  pngClaiming,
  solidPhoto,
  uploadPhoto,
} from './albumFixtures';
import {
  addInvitee,
  call,
  createEventFor,
  type Session,
  trpcMutation,
  trpcQuery,
} from '../events/eventsFixtures';

// Issue 18: the party's photo album through its API: photos checked by content, capped, re-encoded without
// their EXIF (GPS included), the album link and its code, removal rights, a cancelled party's read-only album
// and the zip of everything. Every role's access is in permissions.test.ts and albumAccess.test.ts.

let t: TestApp;
let host: Session;
let guest: Session;
let party: ElkEvent;
let hostCaller: AlbumCaller;
let guestCaller: AlbumCaller;
const token = 'album-guest-token-0123456789';
let tokenCaller: AlbumCaller;

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'album-host@example.com', 'Hana Host');
  guest = await signInByEmail(t.app, t.db, 'album-guest@example.com', 'Gia Guest');
  party = await createEventFor(t.app, host, { title: 'Rooftop Supper' });
  await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gia Guest', rsvpStatus: 'YES' });
  const byLink = await addInvitee(t.db, {
    eventId: party.id,
    name: 'Tom Token',
    email: 'tom@example.com',
    tokenHash: sha256Hex(token),
    rsvpStatus: 'INVITED',
  });
  hostCaller = { cookie: host.cookie };
  guestCaller = { cookie: guest.cookie };
  tokenCaller = { link: { token, inviteeUuid: byLink.id } };
}, 60_000);
afterAll(() => t?.close());

const storedFile = (url: string) =>
  path.join(t.dataDir, 'uploads', decodeURI(url.replace(/^\/uploads\//, '')));

describe('adding photos', () => {
  it('takes JPEG, PNG, GIF and WebP, judged by content whatever the name says', async () => {
    for (const [format, name] of [
      ['jpeg', 'a.jpg'],
      ['png', 'b.png'],
      ['gif', 'c.gif'],
      ['webp', 'd.webp'],
      ['png', 'not-really.jpg'],
    ] as const) {
      const res = await uploadPhoto(t.app, party.id, guestCaller, await solidPhoto(format), name);
      expect(res.status, `${format} as ${name}`).toBe(201);
      const full = await sharp(storedFile(res.body.photo.fullsizeUrl)).metadata();
      const thumb = await sharp(storedFile(res.body.photo.thumbnailUrl)).metadata();
      expect([full.format, full.width, full.height]).toEqual(['jpeg', 320, 240]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 480]);
    }
  });

  it('refuses what is not one of those four by its bytes: text named .jpg, a TIFF, an SVG, an empty file', async () => {
    const tiff = await sharp(await solidPhoto('png'))
      .tiff()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [file, name] of [
      [Buffer.from('Shopping list: eggs, milk\n'.repeat(20)), 'party.jpg'],
      [tiff, 'photo.png'],
      [svg, 'photo.webp'],
      [Buffer.alloc(0), 'empty.jpg'],
    ] as const) {
      const res = await uploadPhoto(t.app, party.id, guestCaller, file, name);
      expect(res.status, name).toBe(415);
      expect(res.body.error.message).toBe(ALBUM_MESSAGES.wrongType);
    }
  });

  it('refuses a file whose first bytes lie: a JPEG signature in front of garbage', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await uploadPhoto(t.app, party.id, guestCaller, fake, 'x.jpg');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(ALBUM_MESSAGES.notAPhoto);
  });

  it('caps the size (413) and the pixels (413, before decoding), and wants exactly one file (400)', async () => {
    const big = await uploadPhoto(t.app, party.id, guestCaller, Buffer.alloc(21 * 1024 * 1024, 1), 'big.jpg');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe(ALBUM_MESSAGES.tooLarge);

    const bomb = await uploadPhoto(
      t.app,
      party.id,
      guestCaller,
      await pngClaiming(20_000, 20_000),
      'bomb.png',
    );
    expect(bomb.status).toBe(413);
    expect(bomb.body.error.message).toBe(ALBUM_MESSAGES.tooManyPixels);

    const none = await request(t.app)
      .post(`/api/album/${party.id}/photos`)
      .set('X-Elk-Upload', '1')
      .set('Cookie', guest.cookie)
      .field('note', 'no file');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(ALBUM_MESSAGES.oneFile);

    const two = await request(t.app)
      .post(`/api/album/${party.id}/photos`)
      .set('X-Elk-Upload', '1')
      .set('Cookie', guest.cookie)
      .attach('file', await solidPhoto('jpeg'), 'a.jpg')
      .attach('file', await solidPhoto('jpeg'), 'b.jpg');
    expect(two.status).toBe(400);

    const crossSite = await request(t.app)
      .post(`/api/album/${party.id}/photos`)
      .set('Cookie', guest.cookie)
      .attach('file', await solidPhoto('jpeg'), 'a.jpg');
    expect(crossSite.status).toBe(403);
  });

  it('strips EXIF, GPS included, from both copies and turns the photo upright first', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('ElkCam');
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF.
    expect(
      before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const res = await uploadPhoto(t.app, party.id, tokenCaller, original, 'IMG_0001.JPG');
    expect(res.status).toBe(201);
    for (const url of [res.body.photo.fullsizeUrl, res.body.photo.thumbnailUrl]) {
      const served = await request(t.app).get(url);
      expect(served.status).toBe(200);
      const body = served.body as Buffer;
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(body.includes(Buffer.from('ElkCam'))).toBe(false);
    }
    // Orientation 6 is a quarter turn: the 640 x 480 landscape is stored as the portrait it was shot as.
    expect([res.body.photo.width, res.body.photo.height]).toEqual([480, 640]);
  });
});

describe('the album as each member sees it', () => {
  it('lists the photos oldest first, with the link and code for the hosts only', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Listing party' });
    await addInvitee(t.db, { eventId: fresh.id, userId: guest.userId, name: 'Gia', rsvpStatus: 'INVITED' });
    const first = await addedPhoto(t.app, fresh.id, hostCaller, '#111111');
    const second = await addedPhoto(t.app, fresh.id, guestCaller, '#222222');

    const asHost = await albumOf(t.app, fresh.id, hostCaller);
    expect(asHost.photoMetas.map((p) => p.photoId)).toEqual([first.photoId, second.photoId]);
    expect(asHost.albumCode).toMatch(/^[a-z2-9]{10}$/);
    expect(asHost.albumUrl).toMatch(new RegExp(`/album/${asHost.albumCode}$`));
    expect(asHost.photoMetas.every((p) => p.canRemove)).toBe(true);

    const asGuest = await albumOf(t.app, fresh.id, guestCaller);
    expect(asGuest.albumId).toBe(asHost.albumId);
    expect([asGuest.albumUrl, asGuest.albumCode]).toEqual([null, null]);
    expect(asGuest.photoMetas.map((p) => [p.photoId, p.canRemove])).toEqual([
      [first.photoId, false],
      [second.photoId, true],
    ]);
    // getPreviewAlbumDetails (spec: eventId, token) answers the same album through /json.
    const preview = await call<{ photoMetas: unknown[] }>(
      t.app,
      'getPreviewAlbumDetails',
      { eventId: fresh.id },
      guest,
    );
    expect(preview.photoMetas).toHaveLength(2);
  });

  it('lets whoever holds the album link look and add photos, without an account; a wrong code is refused', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Link party' });
    const { albumCode } = await albumOf(t.app, fresh.id, hostCaller);
    const opened = await trpcQuery(t.app, 'album.openAlbumLink', { albumCode: albumCode!.toUpperCase() });
    expect(opened.body.result.data).toMatchObject({
      eventId: fresh.id,
      title: 'Link party',
      cancelled: false,
    });

    const holder = { albumCode: albumCode! };
    const photo = await addedPhoto(t.app, fresh.id, holder);
    expect(photo.canRemove).toBe(false);
    expect((await albumOf(t.app, fresh.id, holder)).photoMetas).toHaveLength(1);

    const wrong = { albumCode: 'abcdefghij' };
    const refused = await trpcQuery(t.app, 'album.getAlbumDetails', albumInput(fresh.id, wrong));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ALBUM_MESSAGES.linkInvalid);
    expect((await uploadPhoto(t.app, fresh.id, wrong, await solidPhoto('jpeg'))).status).toBe(403);
    expect((await trpcQuery(t.app, 'album.openAlbumLink', { albumCode: 'abcdefghij' })).status).toBe(404);
    // Another party's code opens nothing here.
    const other = await albumOf(t.app, party.id, hostCaller);
    expect(
      (await uploadPhoto(t.app, fresh.id, { albumCode: other.albumCode! }, await solidPhoto('jpeg'))).status,
    ).toBe(403);
  });

  it('shows a visitor with only the public link nothing, and refuses their upload and download', async () => {
    const visitor: AlbumCaller = {};
    const refused = await trpcQuery(t.app, 'album.getAlbumDetails', { eventId: party.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ALBUM_MESSAGES.onlyMembers);
    expect((await uploadPhoto(t.app, party.id, visitor, await solidPhoto('jpeg'))).status).toBe(403);
    expect((await download(t.app, `/api/album/${party.id}/download`, visitor)).status).toBe(403);
    // A signed-in stranger who opened the public page (and so has a "seen" row of their own) is no guest either.
    const stranger = await signInByEmail(t.app, t.db, 'album-stranger@example.com', 'Stan');
    await trpcQuery(t.app, 'events.getEvent', { eventId: party.id }, stranger.cookie);
    const [seenRow] = await t.db.select().from(invitees).where(eq(invitees.userId, stranger.userId));
    expect(seenRow?.rsvpStatus).toBe('SEEN');
    expect(
      (await trpcQuery(t.app, 'album.getAlbumDetails', { eventId: party.id }, stranger.cookie)).status,
    ).toBe(403);
    expect(
      (await uploadPhoto(t.app, party.id, { cookie: stranger.cookie }, await solidPhoto('jpeg'))).status,
    ).toBe(403);
  });
});

describe('removing photos', () => {
  it('lets the uploader and the hosts remove a photo, nobody else, and removes its files', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Removal party' });
    await addInvitee(t.db, { eventId: fresh.id, userId: guest.userId, name: 'Gia', rsvpStatus: 'YES' });
    const hostsPhoto = await addedPhoto(t.app, fresh.id, hostCaller);
    const guestsPhoto = await addedPhoto(t.app, fresh.id, guestCaller);
    const another = await addedPhoto(t.app, fresh.id, guestCaller);
    const remove = (photoId: string, who: AlbumCaller) =>
      trpcMutation(t.app, 'album.removePhoto', { ...albumInput(fresh.id, who), photoId }, who.cookie);

    const notYours = await remove(hostsPhoto.photoId, guestCaller);
    expect(notYours.status).toBe(403);
    expect(notYours.body.error.message).toBe(ALBUM_MESSAGES.notYours);

    expect((await remove(guestsPhoto.photoId, guestCaller)).status).toBe(200);
    expect((await remove(another.photoId, hostCaller)).status).toBe(200);
    expect(existsSync(storedFile(guestsPhoto.fullsizeUrl))).toBe(false);
    expect(existsSync(storedFile(another.thumbnailUrl))).toBe(false);
    expect((await request(t.app).get(guestsPhoto.fullsizeUrl)).status).toBe(404);
    expect((await remove(guestsPhoto.photoId, hostCaller)).status).toBe(404);
    expect((await albumOf(t.app, fresh.id, hostCaller)).photoMetas.map((p) => p.photoId)).toEqual([
      hostsPhoto.photoId,
    ]);
  });
});

describe("a cancelled party's album", () => {
  it('is read-only: no adding, no removing, but still there to look at and download', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Called off' });
    await addInvitee(t.db, { eventId: fresh.id, userId: guest.userId, name: 'Gia', rsvpStatus: 'YES' });
    const kept = await addedPhoto(t.app, fresh.id, guestCaller);
    await call(t.app, 'cancelEvent', { eventId: fresh.id }, host);

    const add = await uploadPhoto(t.app, fresh.id, guestCaller, await solidPhoto('jpeg'));
    expect(add.status).toBe(409);
    expect(add.body.error.message).toBe(ALBUM_MESSAGES.readOnly);
    const removal = await trpcMutation(
      t.app,
      'album.removePhoto',
      { eventId: fresh.id, photoId: kept.photoId },
      host.cookie,
    );
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toBe(ALBUM_MESSAGES.readOnly);

    const album = await albumOf(t.app, fresh.id, guestCaller);
    expect(album.canAdd).toBe(false);
    expect(album.photoMetas.map((p) => [p.photoId, p.canRemove])).toEqual([[kept.photoId, false]]);
    const zip = await download(t.app, `/api/album/${fresh.id}/download`, guestCaller);
    expect(zip.status).toBe(200);
    expect(zipEntries(zip.body as Buffer)).toHaveLength(1);
  });
});

describe('downloads', () => {
  it('streams the whole album as a zip of the full-size photos, named after the party, in album order', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Zip & Zap!' });
    const photos = [];
    for (const colour of ['#aa0000', '#00aa00', '#0000aa'])
      photos.push(await addedPhoto(t.app, fresh.id, hostCaller, colour));
    const res = await download(t.app, `/api/album/${fresh.id}/download`, hostCaller);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Zip-Zap-photos.zip"');
    const entries = zipEntries(res.body as Buffer);
    expect(entries.map((e) => e.name)).toEqual(['Zip-Zap-001.jpg', 'Zip-Zap-002.jpg', 'Zip-Zap-003.jpg']);
    for (const [i, entry] of entries.entries()) {
      const stored = (await request(t.app).get(photos[i]!.fullsizeUrl)).body as Buffer;
      expect(entry.data.equals(stored)).toBe(true);
      const { dominant } = await sharp(entry.data).stats();
      expect([dominant.r > 128, dominant.g > 128, dominant.b > 128]).toEqual([i === 0, i === 1, i === 2]);
    }
  });

  it('saves one photo as an attachment, and an empty album as an empty zip', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Single' });
    const empty = await download(t.app, `/api/album/${fresh.id}/download`, hostCaller);
    expect(empty.status).toBe(200);
    expect(zipEntries(empty.body as Buffer)).toEqual([]);
    await addedPhoto(t.app, fresh.id, hostCaller);
    const second = await addedPhoto(t.app, fresh.id, hostCaller);
    const res = await download(
      t.app,
      `/api/album/${fresh.id}/photos/${second.photoId}/download`,
      tokenCaller,
    );
    // The token guest is not invited to this party.
    expect(res.status).toBe(403);
    const own = await download(t.app, `/api/album/${fresh.id}/photos/${second.photoId}/download`, hostCaller);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="Single-002.jpg"');
    expect((await sharp(own.body as Buffer).metadata()).format).toBe('jpeg');
    const missing = await download(t.app, `/api/album/${fresh.id}/photos/${party.id}/download`, hostCaller);
    expect(missing.status).toBe(404);
  });
});

describe('upload modes', () => {
  it("keeps an account's mode as its default and an invitation's on its row; the host's album mode is the fallback", async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Modes' });
    const byLink = await addInvitee(t.db, {
      eventId: fresh.id,
      name: 'Mo',
      email: 'mo@example.com',
      tokenHash: sha256Hex('modes-token-0123456789'),
    });
    const mo: AlbumCaller = { link: { token: 'modes-token-0123456789' } };
    expect((await albumOf(t.app, fresh.id, mo)).photoUploadMode).toBe('manual');
    await call(
      t.app,
      'editEventDetails',
      { eventId: fresh.id, event: { ...fresh, questions: [] }, uploadMode: 'automatic' },
      host,
    );
    expect((await albumOf(t.app, fresh.id, mo)).photoUploadMode).toBe('automatic');

    const set = await trpcMutation(t.app, 'album.setPhotoUploadMode', {
      photoUploadMode: 'manual',
      eventId: fresh.id,
      token: 'modes-token-0123456789',
    });
    expect(set.status).toBe(200);
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, byLink.id));
    expect(row?.photoUploadMode).toBe('manual');
    expect((await albumOf(t.app, fresh.id, mo)).photoUploadMode).toBe('manual');

    await trpcMutation(t.app, 'album.setPhotoUploadMode', { photoUploadMode: 'automatic' }, host.cookie);
    const profile = await call<{ elkUser: { defaultPhotoUploadMode: string } }>(
      t.app,
      'getElkUser',
      {},
      host,
    );
    expect(profile.elkUser.defaultPhotoUploadMode).toBe('automatic');
    expect((await albumOf(t.app, party.id, hostCaller)).photoUploadMode).toBe('automatic');
    const anonymous = await trpcMutation(t.app, 'album.setPhotoUploadMode', { photoUploadMode: 'manual' });
    expect(anonymous.status).toBe(401);
  });
});

describe('a deleted party', () => {
  it('takes its album files with it', async () => {
    const fresh = await createEventFor(t.app, host, { title: 'Gone' });
    const photo = await addedPhoto(t.app, fresh.id, hostCaller);
    expect(existsSync(storedFile(photo.fullsizeUrl))).toBe(true);
    await call(t.app, 'deleteEvent', { eventId: fresh.id }, host);
    expect(existsSync(path.dirname(path.dirname(storedFile(photo.fullsizeUrl))))).toBe(false);
    expect(await t.db.select().from(albumPhotos).where(eq(albumPhotos.eventId, fresh.id))).toEqual([]);
  });
});
