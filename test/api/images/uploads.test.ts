import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../../src/server/platform/db/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await signInByEmail(t.app, t.db, 'upload@example.com', 'Up'));
});
afterAll(() => t.close());

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();
const upload = (file: Buffer, name: string, purpose = 'cover', withCookie = true) => {
  const req = request(t.app).post('/api/uploads/image').set('X-Elk-Upload', '1');
  if (withCookie) req.set('Cookie', cookie);
  return req.field('purpose', purpose).attach('file', file, name);
};

describe('image uploads', () => {
  it('re-encodes a cover, caps it at 1024 px, stores it under the user and serves it with a 1-day cache', async () => {
    const res = await upload(await png(2000, 1500), 'My Party.PNG');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/uploads/events/user_images/${userId}/my-party-\\d+\\.webp$`));
    const served = await request(t.app).get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(existsSync(path.join(t.dataDir, 'uploads', res.body.url.replace('/uploads/', '')))).toBe(true);
    const rows = await t.db.select().from(images);
    expect(rows).toEqual([expect.objectContaining({ userId, kind: 'uploaded', url: res.body.url })]);
  });

  it('judges the file by its content, not its name', async () => {
    const res = await upload(Buffer.from('<html>not an image</html>'), 'fake.png');
    expect(res.status).toBe(415);
    const tiffCover = await upload(
      await sharp(await png(300, 300))
        .tiff()
        .toBuffer(),
      'x.png',
    );
    expect(tiffCover.status).toBe(415);
    expect(tiffCover.body.error.message).toBe('Please upload a .png, .gif, .jpeg, .jpg or .webp image.');
  });

  it('accepts more formats for a profile picture and rasterises SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script><rect width="600" height="600" fill="red"/></svg>',
    );
    const res = await upload(svg, 'me.svg', 'profile');
    expect(res.status).toBe(201);
    const served = await request(t.app).get(res.body.url);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(512);
    expect(served.body.toString('latin1')).not.toContain('<script>');
  });

  it('refuses visitors, cross-site posts and oversized files', async () => {
    expect((await upload(await png(10, 10), 'a.png', 'cover', false)).status).toBe(401);
    const noHeader = await request(t.app)
      .post('/api/uploads/image')
      .set('Cookie', cookie)
      .attach('file', await png(10, 10), 'a.png');
    expect(noHeader.status).toBe(403);
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'big.png');
    expect(big.status).toBe(413);
  });
});
