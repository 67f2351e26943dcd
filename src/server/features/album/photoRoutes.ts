import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { Router } from 'express';
import multer from 'multer';
import { ZipArchive } from 'archiver';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import {
  albumZipName,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_UPLOADS_AT_ONCE,
  PHOTO_UPLOADS_PER_HOUR,
  photoFileName,
} from '../../../shared/album/rules';
import { albumCredentialsSchema, type AlbumCredentials } from '../../../shared/album/schema';
import { idSchema } from '../../../shared/common/schema';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { DomainError } from '../../platform/errors';
import { httpStatusOf } from '../../platform/http/domainErrors';
import { readMultipart } from '../../platform/http/multipart';
import { sameSiteUpload, uploadGate, UploadBudgets } from '../../platform/http/uploadGate';
import { type AppDeps, createContext } from '../../platform/trpc/context';
import { type AlbumAccess, assertAlbumOpen, requireAlbumMember } from './access';
import { presentPhoto } from './albumPresent';
import { listPhotos } from './albumStore';
import { addPhoto } from './photoFiles';
import { PhotoRefusal } from './photoImage';

// The album's files over HTTP (issue 18). POST /api/album/{eventId}/photos adds one photo (multipart `file`;
// the browser sends several files as parallel requests, each with its own progress bar). GET
// /api/album/{eventId}/photos/{photoId}/download saves one full-size photo, GET /api/album/{eventId}/download
// the whole album as a zip streamed by archiver. The caller's credentials ride in the query (iu, token, code)
// beside the session cookie, so access is decided before a byte of the body is read.

function fail(res: Response, status: number, message: string) {
  res.status(status).json({ error: { message } });
}

/** The album credentials in the address: the event in the path, the invitation or album link in the query. */
function credentialsOf(req: Request): AlbumCredentials | string {
  const text = (name: string) =>
    typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined;
  const parsed = albumCredentialsSchema.safeParse({
    eventId: req.params.eventId,
    inviteeUuid: text('iu'),
    token: text('token'),
    albumCode: text('code'),
  });
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'Not a valid album address.');
}

type Located = { res: Response; access: AlbumAccess; ctx: Awaited<ReturnType<typeof createContext>> };

/** The caller's access to the album, or null with the refusal already answered. */
async function albumAccessFor(deps: AppDeps, req: Request, res: Response): Promise<Located | null> {
  const credentials = credentialsOf(req);
  if (typeof credentials === 'string') {
    fail(res, 400, credentials);
    return null;
  }
  const ctx = await createContext(deps, req, res);
  try {
    return { res, ctx, access: await requireAlbumMember(ctx, credentials) };
  } catch (error) {
    if (error instanceof DomainError) {
      fail(res, httpStatusOf(error), error.message);
      return null;
    }
    throw error;
  }
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PHOTO_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

/** Whose upload budget a photo counts against: the account, the invitation, or the address. */
function uploaderKey(access: AlbumAccess, ip: string): string {
  const { member } = access;
  if (member.userId) return `albumUpload:user:${member.userId}`;
  if (member.kind === 'guest') return `albumUpload:invitee:${member.invitee.id}`;
  return `albumUpload:ip:${ip}`;
}

/** Who may add a photo, decided before a byte of it is read: the key its upload counts against, or null. */
async function admitPhoto(deps: AppDeps, req: Request, res: Response): Promise<string | null> {
  const found = await albumAccessFor(deps, req, res);
  if (!found) return null;
  const { access, ctx } = found;
  try {
    assertAlbumOpen(access.event);
  } catch (error) {
    fail(res, 409, (error as Error).message);
    return null;
  }
  res.locals.albumAccess = access;
  return uploaderKey(access, ctx.ip);
}

export function albumPhotoRoutes(deps: AppDeps): Router {
  const router = Router();
  const budgets = new UploadBudgets(deps.db, {
    perHour: PHOTO_UPLOADS_PER_HOUR,
    atOnce: PHOTO_UPLOADS_AT_ONCE,
  });

  router.post(
    '/api/album/:eventId/photos',
    sameSiteUpload(fail),
    uploadGate((req, res) => admitPhoto(deps, req, res), budgets, fail),
    readMultipart(upload.single('file'), (res, failure) =>
      failure === 'tooLarge'
        ? fail(res, 413, ALBUM_MESSAGES.tooLarge)
        : fail(res, 400, ALBUM_MESSAGES.oneFile),
    ),
    async (req, res) => {
      const access = res.locals.albumAccess as AlbumAccess;
      if (!req.file) return fail(res, 400, ALBUM_MESSAGES.oneFile);
      try {
        const photo = await addPhoto(deps, access.event.id, access.member, req.file.buffer);
        res.status(201).json({ photo: presentPhoto(photo, access.member, true) });
      } catch (error) {
        if (error instanceof PhotoRefusal) return fail(res, error.status, error.message);
        if (error instanceof DomainError) return fail(res, httpStatusOf(error), error.message);
        throw error;
      }
    },
  );

  router.get('/api/album/:eventId/photos/:photoId/download', async (req, res) => {
    const found = await albumAccessFor(deps, req, res);
    if (!found) return;
    const { access } = found;
    const photoId = idSchema.safeParse(req.params.photoId);
    // The photo's place in the album names the file, as in the zip.
    const photos = photoId.success ? await listPhotos(deps.db, access.event.id) : [];
    const position = photos.findIndex((photo) => photo.id === photoId.data);
    const photo = photos[position];
    const stream = photo ? await deps.storage.read(photo.fullsizeKey) : null;
    if (!photo || !stream) return fail(res, 404, ALBUM_MESSAGES.photoMissing);
    const name = photoFileName(access.event.title.trim() || UNTITLED_PARTY, position + 1);
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    // pipeline closes the file when the browser goes away mid-download, and the download when the file fails.
    await pipeline(stream, res).catch((err: unknown) => {
      if (!res.writableFinished)
        deps.logger.warn({ err, photoId: photo.id }, 'album photo download cut short');
    });
  });

  router.get('/api/album/:eventId/download', async (req, res) => {
    const found = await albumAccessFor(deps, req, res);
    if (!found) return;
    const { event } = found.access;
    const title = event.title.trim() || UNTITLED_PARTY;
    const photos = await listPhotos(deps.db, event.id);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${albumZipName(title)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    // JPEGs are compressed already: stored as they are, the zip costs no CPU and streams as fast as it reads.
    const zip = new ZipArchive({ store: true });
    zip.on('warning', (err) => deps.logger.warn({ err, eventId: event.id }, 'album zip warning'));
    zip.on('error', (err) => {
      deps.logger.error({ err, eventId: event.id }, 'album zip failed');
      res.destroy(err);
    });
    let reading: Readable | null = null;
    // The browser went away: stop zipping and close the file being read.
    res.on('close', () => {
      if (res.writableFinished) return;
      zip.abort();
      reading?.destroy();
    });
    zip.pipe(res);
    // One file open at a time: archiver reads each entry's stream to its end before the next.
    for (const [index, photo] of photos.entries()) {
      if (res.destroyed) return;
      const stream = await deps.storage.read(photo.fullsizeKey);
      reading = stream;
      if (!stream) {
        deps.logger.warn({ eventId: event.id, photoId: photo.id }, 'album photo file missing from the zip');
        continue;
      }
      zip.append(stream, { name: photoFileName(title, index + 1), date: photo.createdAt });
      await new Promise<void>((resolve, reject) => {
        stream.once('end', resolve);
        stream.once('close', resolve);
        stream.once('error', reject);
      }).catch(() => undefined);
      if (res.destroyed) return;
    }
    await zip.finalize();
  });

  return router;
}
