import path from 'node:path';
import type { Env } from '../../env';
import { ALBUMS_FOLDER } from './cacheControl';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';
export { storedFileCacheControl } from './cacheControl';

/** Where one person's uploads (profile pictures, covers) are stored. */
export const userUploadsPrefix = (userId: string) => `events/user_images/${userId}/`;

/** Where a party's album keeps its photos, one folder per photo (the event's deletion removes the lot). */
export const eventAlbumPrefix = (eventId: string) => `${ALBUMS_FOLDER}${eventId}/`;
export const albumPhotoPrefix = (eventId: string, photoId: string) =>
  `${eventAlbumPrefix(eventId)}${photoId}/`;

/**
 * The storage keys under `prefix` that a piece of text (a URL, a draft's JSON) mentions. Both providers put
 * the key, segment by segment URL-encoded, at the end of the URL, so the key reads back from there.
 */
export function storageKeysIn(text: string, prefix: string): string[] {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = text.match(new RegExp(`${escaped}[^"'\\s?#<>]+`, 'g')) ?? [];
  return found.map((key) =>
    key
      .split('/')
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      })
      .join('/'),
  );
}

/** Where uploaded files live on local disk, served at /uploads with a 1-day cache (private for albums). */
export const uploadsDir = (env: Env) => path.resolve(env.DATA_DIR, 'uploads');
export const UPLOADS_URL_PREFIX = '/uploads';

/** Local disk under DATA_DIR by default; other backends (S3-compatible) plug in here when configured. */
export function createStorageProvider(env: Env): StorageProvider {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return new LocalDiskStorage(uploadsDir(env), UPLOADS_URL_PREFIX);
}
