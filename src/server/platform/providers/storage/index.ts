import path from 'node:path';
import { type CoverOrigins, coverToShow } from '../../../../shared/images/coverSource';
import { type Env, publicUrl } from '../../env';
import { ALBUMS_FOLDER } from './cacheControl';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';
export { ALBUMS_FOLDER, PUBLIC_FILE_CACHE_CONTROL, storedFileCacheControl } from './cacheControl';

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

const s3Endpoint = (env: Env) => env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`;
const usesS3 = (env: Env) => Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);

/**
 * The absolute bases, each ending in '/', that every URL `put` answers starts with (or that the site serves the
 * relative '/uploads/' ones at): what "Elk's own file" means to the cover rule (shared/images/coverSource.ts).
 */
export function storagePublicBases(env: Env): string[] {
  const bases = [`${publicUrl(env)}${UPLOADS_URL_PREFIX}/`];
  if (usesS3(env)) {
    const bucketUrl = `${s3Endpoint(env).replace(/\/$/, '')}/${env.S3_BUCKET}`;
    bases.push(`${(env.S3_PUBLIC_URL ?? bucketUrl).replace(/\/$/, '')}/`);
  }
  return bases;
}

/**
 * The bases of every storage this process made. What shows a cover to others (the invitation mail's template,
 * the link preview, the presenters) is given the row, not the settings; shownCover checks against these. Each
 * thread (requests, jobs) makes its own storage, so each knows its own bases.
 */
const madeBases = new Set<string>();

/** Same-site stored files: what the local disk's URLs are, and what rows saved on it keep. */
const SAME_SITE_BASE = `${UPLOADS_URL_PREFIX}/`;

/** The cover rule's settings for saving: this storage's bases and the providers the copy may fetch from. */
export function coverOriginsOf(env: Env): CoverOrigins {
  return {
    ownBases: [SAME_SITE_BASE, ...storagePublicBases(env)],
    providerHosts: env.COVER_PROVIDER_HOSTS,
    allowHttpProviders: env.COVER_COPY_ALLOW_LOOPBACK,
  };
}

/** The cover rule's settings for showing a cover where no settings are at hand: own files only. */
const madeCoverOrigins = (): CoverOrigins => ({
  ownBases: [SAME_SITE_BASE, ...madeBases],
  providerHosts: [],
});

/**
 * A stored cover as anyone may be shown it: one of Elk's own files, else null. Rows saved before the cover rule
 * (issue 37) may name another site, which would learn of every view.
 */
export const shownCover = (photoUrl: string | null | undefined): string | null =>
  coverToShow(photoUrl, madeCoverOrigins());

/** Local disk under DATA_DIR by default; other backends (S3-compatible) plug in here when configured. */
export function createStorageProvider(env: Env): StorageProvider {
  for (const base of storagePublicBases(env)) madeBases.add(base);
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket && accessKeyId && secretAccessKey) {
    return new S3Storage({
      bucket,
      endpoint: s3Endpoint(env),
      region: env.S3_REGION,
      accessKeyId,
      secretAccessKey,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return new LocalDiskStorage(uploadsDir(env), UPLOADS_URL_PREFIX);
}
