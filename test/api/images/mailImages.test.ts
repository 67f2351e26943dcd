import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrl } from '../../../src/server/platform/env';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import { waitForSends } from '../invitations/inviteJobsFixtures';

// Issue 38, item 8: covers in e-mails load outside the app's origin and in a format every mail program shows.
// The stored cover is WebP (Outlook for Windows shows none) and the mail is read on another origin (a webmail,
// a mail app's viewer): the mail's images are JPEGs made from Elk's own stored files, served to any origin,
// and the stored covers themselves may be loaded cross-origin too (a shared link's preview). Album photos and
// other sites' images are never served through it.

let t: TestApp;
let host: Session;
let base: string;
let coverUrl: string;
let party: ElkEvent;

const upload = (purpose: 'cover' | 'profile', file: Buffer) =>
  request(t.app)
    .post('/api/uploads/image')
    .set('X-Elk-Upload', '1')
    .set('Cookie', host.cookie)
    .field('purpose', purpose)
    .attach('file', file, 'party.png');

/** The path and query of an absolute mail image address, for supertest. */
const pathOf = (url: string) => url.slice(base.length);

beforeAll(async () => {
  t = await createTestApp();
  base = publicUrl(t.deps.env);
  host = await signInByEmail(t.app, t.db, 'mail-images-host@example.com', 'Mia Mail');
  // A transparent PNG: stored as WebP with its alpha; the mail's JPEG has none.
  const png = await sharp({
    create: { width: 1024, height: 768, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const uploaded = await upload('cover', png);
  expect(uploaded.status).toBe(201);
  coverUrl = uploaded.body.url as string;
  party = await createEventFor(t.app, host, { title: 'Lantern picnic', photoUrl: coverUrl });
  await call(
    t.app,
    'queueInvites',
    { eventId: party.id, invitees: [{ name: 'Olga', email: 'olga@example.com' }] },
    host,
  );
  const sent = await call<{ triggered: string[] }>(t.app, 'sendInvites', { eventId: party.id }, host);
  await waitForSends(t.db, sent.triggered);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('images in e-mails (issue 38, item 8)', () => {
  it('stores the cover as WebP and serves it to other origins', async () => {
    expect(coverUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const res = await request(t.app).get(coverUrl).set('Origin', 'https://mail.example.net');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('puts a JPEG of the cover in the invitation, served to any origin', async () => {
    const mail = await lastOutboxMessage(t.db, 'olga@example.com', 'invite');
    const src = /<img src="([^"]+)"[^>]*alt="Lantern picnic"/
      .exec(mail!.html ?? '')?.[1]
      ?.replace(/&amp;/g, '&');
    expect(src).toBe(`${base}/mail-images/cover.jpg?src=${encodeURIComponent(coverUrl)}`);
    const res = await request(t.app).get(pathOf(src!));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1024);
    expect(meta.hasAlpha).toBe(false);
  });

  it('makes an avatar of an uploaded profile picture', async () => {
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const uploaded = await upload('profile', picture);
    expect(uploaded.status).toBe(201);
    const res = await request(t.app).get(
      `/mail-images/avatar.jpg?src=${encodeURIComponent(uploaded.body.url as string)}`,
    );
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 88, 88]);
  });

  it('serves nothing but Elk’s own public images, with a plain 404', async () => {
    for (const src of [
      'https://tracker.example/pixel.png',
      '/uploads/albums/00000000-0000-0000-0000-000000000000/photo.webp',
      '/uploads/../api/trpc/x',
      '/uploads/events/missing.webp',
      '/api/trpc/events.getEvent',
      '',
    ]) {
      const res = await request(t.app).get(`/mail-images/cover.jpg?src=${encodeURIComponent(src)}`);
      expect([src, res.status, res.headers['content-type']]).toEqual([src, 404, 'text/plain; charset=utf-8']);
    }
    const wrongSize = await request(t.app).get(`/mail-images/huge.jpg?src=${encodeURIComponent(coverUrl)}`);
    expect(wrongSize.status).toBe(404);
  });
});
