import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../../shared/constants';
import { looksLikeHeic } from '../../../shared/images/imageUpload';
import { IMAGE_UPLOAD_MESSAGES } from '../../../shared/images/copy';
import { images } from '../../platform/db/schema';
import { PUBLIC_FILE_CACHE_CONTROL, storedFileCacheControl } from '../../platform/providers/storage';
import type { AppDeps } from '../../platform/trpc/context';
import { readsOnly } from '../../platform/http/allowedMethods';
import { refusalOf } from '../../core/http/refusals';
import type { SignedInCaller } from '../../core/http/routeCallers';
import { ROUTE_LIMITS } from '../../core/http/routeLimits';
import { type FeatureRoutes, signedInRoute } from '../../core/http/routes';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** Images one account may be sending at once (its named limit, routeLimits.ts). */
export const IMAGE_UPLOADS_AT_ONCE = ROUTE_LIMITS.upload.atOnce;
/** Decompression bombs stop here: no image over 40 megapixels is even decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Whether this sharp build decodes HEIC (HEVC) photos; the prebuilt binaries read AVIF through libheif but
 * carry no HEVC decoder, so an iPhone's HEIC gets a clear refusal instead of a vague one.
 */
export const CAN_READ_HEIC = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');

/** What each kind of upload accepts (by content, not by file name) and how large it is kept. */
export const UPLOAD_PURPOSES = {
  // 'heif' is sharp's name for AVIF and (where it can read it) HEIC.
  cover: { formats: ['png', 'gif', 'jpeg', 'webp', 'heif'], maxSide: 1024 },
  profile: { formats: ['png', 'gif', 'jpeg', 'webp', 'avif', 'heif', 'svg'], maxSide: 512 },
} as const;
type Purpose = keyof typeof UPLOAD_PURPOSES;

const slug = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'image';

const fail = refusalOf('errorMessage');

/**
 * The image in the upload re-encoded for its purpose, or the refusal answered and null: checked by its content,
 * re-encoded with sharp (which also drops metadata and any script inside an SVG).
 */
async function reencoded(file: Express.Multer.File, res: Response, purpose: Purpose) {
  const rules = UPLOAD_PURPOSES[purpose];
  if (!CAN_READ_HEIC && looksLikeHeic(file.buffer.subarray(0, 64))) {
    fail(res, 415, IMAGE_UPLOAD_MESSAGES.heicUnreadable);
    return null;
  }
  try {
    const input = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.format || !(rules.formats as readonly string[]).includes(meta.format)) {
      const message =
        purpose === 'cover' ? IMAGE_UPLOAD_MESSAGES.wrongType : 'That file is not a supported image.';
      fail(res, 415, message);
      return null;
    }
    return await input
      .rotate()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer();
  } catch {
    const message =
      purpose === 'cover' ? IMAGE_UPLOAD_MESSAGES.notAnImage : 'That file is not a readable image.';
    fail(res, 415, message);
    return null;
  }
}

/**
 * `POST /api/uploads/image` (multipart: `file`, `purpose` = cover | profile), signed in. The image is stored
 * re-encoded at events/user_images/{uid}/{name}-{timestamp}.
 */
function storeUpload(deps: AppDeps) {
  return async (req: Request, res: Response, { user }: SignedInCaller) => {
    const purpose = String(req.body?.purpose ?? 'cover') as Purpose;
    const rules = UPLOAD_PURPOSES[purpose];
    if (!rules) return fail(res, 400, 'Unknown upload purpose.');
    if (!req.file) return fail(res, 400, IMAGE_UPLOAD_MESSAGES.oneFile);
    const output = await reencoded(req.file, res, purpose);
    if (!output) return;
    const key = `events/user_images/${user.id}/${slug(req.file.originalname)}-${Date.now()}.webp`;
    const { url } = await deps.storage.put(key, output, 'image/webp');
    if (purpose === 'cover') {
      await deps.db.insert(images).values({ userId: user.id, kind: 'uploaded', url, storageKey: key });
    }
    res.status(201).json({ url });
  };
}

const imageFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 },
}).single('file');

/** Image uploads: signed in, within the account's budget, decided from the cookie before the image is read. */
export const uploadRoutes: FeatureRoutes = (deps) => [
  signedInRoute(deps, {
    refuse: 'errorMessage',
    upload: {
      limit: 'upload',
      countedAs: ({ user }) => `user:${user.id}`,
      multipart: imageFile,
      tooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
      malformed: IMAGE_UPLOAD_MESSAGES.oneFile,
    },
  }).post('/api/uploads/image', storeUpload(deps)),
];

/**
 * Serves stored uploads with the spec's one-day cache, private for album photos (storedFileCacheControl: the
 * same as a bucket stores them with). Anything not served (a missing file, a folder, a path that climbs out)
 * is a plain 404: express.static's own error would carry the file's absolute path.
 */
export function serveUploads(dir: string): Router {
  const router = Router();
  const setHeaders = (res: Response, file: string) => {
    const key = path.relative(dir, file).split(path.sep).join('/');
    const cacheControl = storedFileCacheControl(key);
    res.setHeader('Cache-Control', cacheControl);
    // Covers and profile pictures show in guests' mail programs and on other sites (a shared link's preview),
    // which load them from another origin; album photos (cached privately) stay the app's own.
    if (cacheControl === PUBLIC_FILE_CACHE_CONTROL)
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  };
  router.use(readsOnly(), express.static(dir, { index: false, redirect: false, setHeaders }));
  router.use((_req: Request, res: Response) => {
    res.status(404).type('text').send('Not found');
  });
  return router;
}
