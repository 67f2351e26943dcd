import { crc32 } from 'node:zlib';
import type { HttpApp } from '../../helpers/rpc';
import sharp from 'sharp';
import request from 'supertest';
import type { AlbumDetails, PhotoMeta } from '../../../src/shared/album/schema';
import { randomClientIp } from '../../helpers/rpc';
import { trpcQuery } from '../events/eventsFixtures';

// The album's test tools: photos made with sharp (plain, with GPS EXIF, lying about their size), and the upload
// and album calls as the browser makes them.

export type AlbumCaller = {
  cookie?: string;
  link?: { token?: string; inviteeUuid?: string };
  albumCode?: string;
};

export const solidPhoto = (
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 320,
  height = 240,
  colour = '#ff8800',
) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** A phone-style JPEG: EXIF with the camera, an orientation of 6 (turned) and a GPS position. */
export const jpegWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'ElkCam', Model: 'Party One' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 0/1',
      },
    })
    .toBuffer();

/** A small PNG whose header claims `width` x `height` (a decompression bomb's calling card). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPhoto('png', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function credentialsQuery(who: AlbumCaller): string {
  const params = new URLSearchParams();
  if (who.link?.inviteeUuid) params.set('iu', who.link.inviteeUuid);
  if (who.link?.token) params.set('token', who.link.token);
  if (who.albumCode) params.set('code', who.albumCode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function uploadPhoto(
  app: HttpApp,
  eventId: string,
  who: AlbumCaller,
  file: Buffer,
  name = 'photo.jpg',
) {
  const req = request(app)
    .post(`/api/album/${eventId}/photos${credentialsQuery(who)}`)
    .set('X-Elk-Upload', '1')
    .set('X-Forwarded-For', randomClientIp());
  if (who.cookie) req.set('Cookie', who.cookie);
  return req.attach('file', file, name);
}

/** Uploads a photo that must be accepted; answers it as the album shows it. */
export async function addedPhoto(app: HttpApp, eventId: string, who: AlbumCaller, colour = '#22aa66') {
  const res = await uploadPhoto(app, eventId, who, await solidPhoto('jpeg', 400, 300, colour));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.photo as PhotoMeta;
}

export function albumInput(eventId: string, who: AlbumCaller) {
  return { eventId, ...who.link, ...(who.albumCode ? { albumCode: who.albumCode } : {}) };
}

export async function albumOf(app: HttpApp, eventId: string, who: AlbumCaller): Promise<AlbumDetails> {
  const res = await trpcQuery(app, 'album.getAlbumDetails', albumInput(eventId, who), who.cookie);
  if (res.status !== 200) throw new Error(`getAlbumDetails failed: ${res.status} ${res.text}`);
  return res.body.result.data as AlbumDetails;
}

export function download(app: HttpApp, path: string, who: AlbumCaller) {
  const req = request(app)
    .get(`${path}${credentialsQuery(who)}`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return who.cookie ? req.set('Cookie', who.cookie) : req;
}
