import { randomUUID } from 'node:crypto';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { ALBUM_MAX_PHOTOS } from '../../../shared/album/rules';
import type { Db } from '../../platform/db/client';
import { DomainError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { albumPhotoPrefix, eventAlbumPrefix, type StorageProvider } from '../../platform/providers/storage';
import type { AlbumMember } from './access';
import { deletePhotoRow, findPhoto, insertPhoto, type PhotoRow, photosAddedBy } from './albumStore';
import { processPhoto } from './photoImage';

// A photo's two files (full size and thumbnail) live in the storage provider under the photo's own folder
// (albums/{eventId}/{photoId}/), so removing a photo, a party or a person's photos is removing folders.

type FileDeps = { db: Db; storage: StorageProvider; logger: Logger };

export const FULLSIZE_FILE = 'photo.jpg';
export const THUMBNAIL_FILE = 'thumb.webp';

/** Checks, re-encodes and stores one photo, then records it; refusals are PhotoRefusal or DomainError. */
export async function addPhoto(
  deps: FileDeps,
  eventId: string,
  member: AlbumMember,
  file: Buffer,
): Promise<PhotoRow> {
  const processed = await processPhoto(file);
  const photoId = randomUUID();
  const folder = albumPhotoPrefix(eventId, photoId);
  const fullsizeKey = `${folder}${FULLSIZE_FILE}`;
  const [fullsize, thumbnail] = await Promise.all([
    deps.storage.put(fullsizeKey, processed.fullsize, 'image/jpeg'),
    deps.storage.put(`${folder}${THUMBNAIL_FILE}`, processed.thumbnail, 'image/webp'),
  ]);
  const row = await insertPhoto(
    deps.db,
    {
      id: photoId,
      eventId,
      uploaderUserId: member.userId,
      uploaderInviteeId: member.kind === 'guest' ? member.invitee.id : null,
      fullsizeUrl: fullsize.url,
      thumbnailUrl: thumbnail.url,
      fullsizeKey,
      width: processed.width,
      height: processed.height,
      bytes: processed.fullsize.length,
    },
    ALBUM_MAX_PHOTOS,
  );
  if (!row) {
    await deleteFolder(deps, folder);
    throw new DomainError('CONFLICT', ALBUM_MESSAGES.full);
  }
  return row;
}

/** Removes a photo the caller may remove (`allowed`), its row first so nobody is shown a missing file. */
export async function removePhoto(
  deps: FileDeps,
  eventId: string,
  photoId: string,
  allowed: (photo: PhotoRow) => boolean,
): Promise<void> {
  const photo = await findPhoto(deps.db, eventId, photoId);
  if (!photo) throw new DomainError('NOT_FOUND', ALBUM_MESSAGES.photoMissing);
  if (!allowed(photo)) throw new DomainError('FORBIDDEN', ALBUM_MESSAGES.notYours);
  if (!(await deletePhotoRow(deps.db, photo.id)))
    throw new DomainError('NOT_FOUND', ALBUM_MESSAGES.photoMissing);
  await deleteFolder(deps, albumPhotoPrefix(eventId, photo.id));
}

/**
 * Files are removed after their rows: a storage failure is logged, not thrown, since the photo is already gone
 * from the album and a retry could not find it.
 */
async function deleteFolder(deps: Pick<FileDeps, 'storage' | 'logger'>, prefix: string) {
  try {
    await deps.storage.deleteByPrefix(prefix);
  } catch (err) {
    deps.logger.error({ err, prefix }, 'could not delete album files');
  }
}

/** A deleted party's album files (its rows went with the party). */
export function deleteEventAlbumFiles(deps: Pick<FileDeps, 'storage' | 'logger'>, eventId: string) {
  return deleteFolder(deps, eventAlbumPrefix(eventId));
}

/** Before an account goes: the photos its owner added to any party, rows and files. */
export async function deletePhotosAddedBy(deps: FileDeps, userId: string): Promise<number> {
  const photos = await photosAddedBy(deps.db, userId);
  for (const photo of photos) {
    await deletePhotoRow(deps.db, photo.id);
    await deleteFolder(deps, albumPhotoPrefix(photo.eventId, photo.id));
  }
  return photos.length;
}
