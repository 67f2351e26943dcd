import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_READ_HEIC } from '../../../src/server/features/images/uploads';
import { IMAGE_UPLOAD_MESSAGES } from '../../../src/shared/images/copy';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Cover uploads from phones and desktops (issue #12, bug 3): a too-large picture is refused with the size
// limit, a text file with an image's name with a clear message, WebP (and AVIF) are taken, HEIC is taken where
// sharp can read it and otherwise refused with a message that says so.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInByEmail(t.app, t.db, 'media@example.com', 'Mia'));
});
afterAll(() => t.close());

const upload = (file: Buffer, name: string) =>
  request(t.app)
    .post('/api/uploads/image')
    .set('X-Elk-Upload', '1')
    .set('Cookie', cookie)
    .field('purpose', 'cover')
    .attach('file', file, name);

const picture = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** A real PNG of random pixels, which does not compress: about 10.8 MB. */
async function noisyPng(): Promise<Buffer> {
  const width = 1900;
  const height = 1900;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The start of an iPhone HEIC file: an ftyp box with the 'heic' brand (the rest is not needed to tell). */
const heicHead = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    randomBytes(2048),
  ]);

describe('cover uploads', () => {
  it('refuses a 10.8 MB PNG with the size limit, not the type list', async () => {
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(10_800_000);
    const res = await upload(big, 'holiday.png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(res.body.error.message).toContain('10 MB');
  });

  it('refuses a text file renamed .jpg by its content, with a clear message', async () => {
    const res = await upload(Buffer.from('Shopping list: eggs, milk, bread\n'.repeat(40)), 'party.jpg');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });

  it('takes a WebP and an AVIF photo and stores them re-encoded', async () => {
    for (const [file, name] of [
      [await picture().webp().toBuffer(), 'phone.webp'],
      [await picture().avif().toBuffer(), 'phone.avif'],
    ] as const) {
      const res = await upload(file, name);
      expect(res.status).toBe(201);
      const served = await request(t.app).get(res.body.url);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(400);
    }
  });

  it('says plainly when this server cannot read an HEIC photo', async () => {
    expect(CAN_READ_HEIC).toBe(sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false);
    const res = await upload(heicHead(), 'IMG_0042.HEIC');
    if (CAN_READ_HEIC) {
      // A decoder that reads HEIC judges the (truncated) file by its content like any other.
      expect(res.body.error.message).not.toBe(IMAGE_UPLOAD_MESSAGES.heicUnreadable);
    } else {
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(IMAGE_UPLOAD_MESSAGES.heicUnreadable);
    }
  });
});
