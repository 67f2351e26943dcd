import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import multer from 'multer';
import { ZipArchive } from 'archiver';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { albumZipName, MAX_PHOTO_UPLOAD_BYTES, photoFileName } from '../../../shared/album/rules';
import { idSchema } from '../../../shared/common/schema';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { DomainError } from '../../platform/errors';
import { httpStatusOf } from '../../platform/http/domainErrors';
import type { AppDeps } from '../../platform/trpc/context';
import { refusalOf } from '../../core/http/refusals';
import type { FeatureRoutes } from '../../core/http/routes';
import { type AlbumCaller, albumContributorRoute, albumMemberRoute } from './albumRoute';
import { presentPhoto } from './albumPresent';
import { listPhotos } from './albumStore';
import { addPhoto } from './photoFiles';
import { PhotoRefusal } from './photoImage';

// The album's files over HTTP (issue 18). POST /api/album/{eventId}/photos adds one photo (multipart `file`;
// the browser sends several files as parallel requests, each with its own progress bar). GET
// /api/album/{eventId}/photos/{photoId}/download saves one full-size photo, GET /api/album/{eventId}/download
// the whole album as a zip streamed by archiver. The caller's credentials ride in the query (iu, token, code)
// beside the session cookie, so access is decided before a byte of the body is read.

const fail = refusalOf('errorMessage');

const photoFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PHOTO_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
}).single('file');

/** Whose upload budget a photo counts against: the account, the invitation, or the address. */
function uploaderOf({ access, context }: AlbumCaller): string {
  const { member } = access;
  if (member.userId) return `user:${member.userId}`;
  if (member.kind === 'guest') return `invitee:${member.invitee.id}`;
  return `ip:${context.ip}`;
}

/** `POST /api/album/{eventId}/photos`: one photo added, answered as the album shows it. */
function addOnePhoto(deps: AppDeps) {
  return async (req: Request, res: Response, { access }: AlbumCaller) => {
    if (!req.file) return fail(res, 400, ALBUM_MESSAGES.oneFile);
    try {
      const photo = await addPhoto(deps, access.event.id, access.member, req.file.buffer);
      res.status(201).json({ photo: presentPhoto(photo, access.member, true) });
    } catch (error) {
      if (error instanceof PhotoRefusal) return fail(res, error.status, error.message);
      if (error instanceof DomainError) return fail(res, httpStatusOf(error), error.message);
      throw error;
    }
  };
}

/** `GET /api/album/{eventId}/photos/{photoId}/download`: one full-size photo, named by its place in the album. */
function downloadPhoto(deps: AppDeps) {
  return async (req: Request, res: Response, { access }: AlbumCaller) => {
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
  };
}

/** `GET /api/album/{eventId}/download`: the whole album as a zip streamed by archiver. */
function downloadAlbum(deps: AppDeps) {
  return async (_req: Request, res: Response, { access }: AlbumCaller) => {
    const { event } = access;
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
  };
}

export const albumRoutes: FeatureRoutes = (deps) => [
  albumContributorRoute(deps, {
    refuse: 'errorMessage',
    upload: {
      limit: 'albumUpload',
      countedAs: uploaderOf,
      multipart: photoFile,
      tooLarge: ALBUM_MESSAGES.tooLarge,
      malformed: ALBUM_MESSAGES.oneFile,
    },
  }).post('/api/album/:eventId/photos', addOnePhoto(deps)),
  albumMemberRoute(deps, { refuse: 'errorMessage' }).get(
    '/api/album/:eventId/photos/:photoId/download',
    downloadPhoto(deps),
  ),
  albumMemberRoute(deps, { refuse: 'errorMessage' }).get('/api/album/:eventId/download', downloadAlbum(deps)),
];
