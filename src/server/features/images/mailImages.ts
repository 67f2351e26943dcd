import type { Request, Response } from 'express';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import sharp from 'sharp';
import {
  MAIL_IMAGES_PATH,
  type MailImageSize,
  ownPublicImage,
  SIZES,
} from '../../platform/mail/mailImageLink';
import type { StorageProvider } from '../../platform/providers/storage';

// Images in e-mails (issue 38, item 8). Covers and profile pictures are stored as WebP, which Outlook for
// Windows (and other older mail programs) cannot show, and a mail program loads them from wherever it runs, not
// from the app's pages. So a mail never points at the stored file: it points here, at a JPEG made from it on
// first request (every mail program shows JPEG), served to any origin. Only Elk's own stored covers and pictures
// are made into one, and never an album photo (those are for the party's guests alone).

/** How many made images one instance keeps (a send to a whole guest list asks for the same few again). */
const KEPT = 64;
/** A stored image's address is its version (files are never overwritten): a mail's image never changes. */
const CACHE_CONTROL = 'public, max-age=2592000, immutable';
const MAX_SRC_LENGTH = 2048;
const MAX_INPUT_PIXELS = 40_000_000;

/** The JPEG of a stored image at a mail's size; null when there is no such image or it cannot be read. */
async function madeJpeg(storage: StorageProvider, src: string, size: MailImageSize): Promise<Buffer | null> {
  const stored = await storage.readByUrl(src).catch(() => null);
  if (!stored) return null;
  const { width, height } = SIZES[size];
  return (
    sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width, height, fit: 'cover', withoutEnlargement: true })
      // JPEG has no transparency: a transparent PNG's background shows white, as on the card.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer()
      .catch(() => null)
  );
}

/**
 * `GET /mail-images/{cover,avatar}.jpg?src=<stored address>`: the image as a JPEG, with headers that let any
 * page or mail program load it. Made once per instance and kept (the latest KEPT); the same request arriving
 * while it is being made waits for that one.
 */
export const mailImageRoutes: FeatureRoutes = (deps) => {
  const { storage } = deps;
  const kept = new Map<string, Promise<Buffer | null>>();
  const notFound = (res: Response) => res.status(404).type('text').send('Not found');

  const sendMailImage = async (req: Request, res: Response) => {
    const size = req.params.size;
    const src = typeof req.query.src === 'string' ? req.query.src : '';
    if ((size !== 'cover' && size !== 'avatar') || !src || src.length > MAX_SRC_LENGTH) return notFound(res);
    const own = ownPublicImage(src);
    if (!own) return notFound(res);
    const key = `${size} ${own}`;
    let made = kept.get(key);
    if (made) kept.delete(key);
    else made = madeJpeg(storage, own, size);
    kept.set(key, made);
    while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    const jpeg = await made;
    // A missing file may appear later (another instance storing it): not kept as missing.
    if (!jpeg) {
      kept.delete(key);
      return notFound(res);
    }
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.type('image/jpeg').send(jpeg);
  };
  return [publicRoute(deps).get(`${MAIL_IMAGES_PATH}/:size.jpg`, sendMailImage)];
};
