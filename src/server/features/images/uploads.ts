import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { MSG } from '../../../shared/common/copy';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../../shared/constants';
import { looksLikeHeic } from '../../../shared/images/imageUpload';
import { IMAGE_UPLOAD_MESSAGES } from '../../../shared/images/copy';
import { images } from '../../platform/db/schema';
import {
  PUBLIC_FILE_CACHE_CONTROL,
  type StorageProvider,
  storedFileCacheControl,
} from '../../platform/providers/storage';
import type { SessionUser } from '../../platform/auth/sessions';
import { type AppDeps, createContext } from '../../platform/trpc/context';
import { readMultipart } from '../../platform/http/multipart';
import { readsOnly } from '../../platform/http/allowedMethods';
import { sameSiteUpload, uploadGate, UploadBudgets } from '../../platform/http/uploadGate';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** Images one account may upload an hour. */
const IMAGE_UPLOADS_PER_HOUR = 60;
/** Images one account may be sending at once: the editor and the profile page each send one at a time. */
export const IMAGE_UPLOADS_AT_ONCE = 2;
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

function fail(res: Response, status: number, message: string) {
  res.status(status).json({ error: { message } });
}

/**
 * `POST /api/uploads/image` (multipart: `file`, `purpose` = cover | profile), signed in. The image is checked
 * by its content, re-encoded with sharp (which also drops metadata and any script inside an SVG) and stored at
 * events/user_images/{uid}/{name}-{timestamp}.
 */
export function uploadsRouter(deps: AppDeps, storage: StorageProvider): Router {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  const budgets = new UploadBudgets(deps.db, {
    perHour: IMAGE_UPLOADS_PER_HOUR,
    atOnce: IMAGE_UPLOADS_AT_ONCE,
  });
  router.post(
    '/api/uploads/image',
    sameSiteUpload(fail),
    // Signed in, within the account's budget: decided from the cookie before a byte of the image is read.
    uploadGate(
      async (req, res) => {
        const { user } = await createContext(deps, req, res);
        if (!user) {
          fail(res, 401, MSG.notSignedIn);
          return null;
        }
        res.locals.uploader = user;
        return `upload:user:${user.id}`;
      },
      budgets,
      fail,
    ),
    readMultipart(upload.single('file'), (res, failure) =>
      failure === 'tooLarge'
        ? fail(res, 413, IMAGE_UPLOAD_MESSAGES.tooLarge)
        : fail(res, 400, IMAGE_UPLOAD_MESSAGES.oneFile),
    ),
    async (req: Request, res: Response) => {
      const user = res.locals.uploader as SessionUser;
      const purpose = String(req.body?.purpose ?? 'cover') as Purpose;
      const rules = UPLOAD_PURPOSES[purpose];
      if (!rules) return fail(res, 400, 'Unknown upload purpose.');
      if (!req.file) return fail(res, 400, IMAGE_UPLOAD_MESSAGES.oneFile);
      if (!CAN_READ_HEIC && looksLikeHeic(req.file.buffer.subarray(0, 64))) {
        return fail(res, 415, IMAGE_UPLOAD_MESSAGES.heicUnreadable);
      }
      let output: Buffer;
      try {
        const input = sharp(req.file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
        const meta = await input.metadata();
        if (!meta.format || !(rules.formats as readonly string[]).includes(meta.format)) {
          return fail(
            res,
            415,
            purpose === 'cover' ? IMAGE_UPLOAD_MESSAGES.wrongType : 'That file is not a supported image.',
          );
        }
        output = await input
          .rotate()
          .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 86 })
          .toBuffer();
      } catch {
        return fail(
          res,
          415,
          purpose === 'cover' ? IMAGE_UPLOAD_MESSAGES.notAnImage : 'That file is not a readable image.',
        );
      }
      const key = `events/user_images/${user.id}/${slug(req.file.originalname)}-${Date.now()}.webp`;
      const { url } = await storage.put(key, output, 'image/webp');
      if (purpose === 'cover') {
        await deps.db.insert(images).values({ userId: user.id, kind: 'uploaded', url, storageKey: key });
      }
      res.status(201).json({ url });
    },
  );
  return router;
}

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
