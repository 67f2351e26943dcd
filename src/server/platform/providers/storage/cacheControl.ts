// How long, and by whom, a stored file may be cached, by its key: the same answer whichever provider serves it
// (local disk at /uploads, or an S3-compatible bucket, where it is stored with the object).

/** Covers, profile pictures, backgrounds: shown to anyone with the party link, immutable (named by version). */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400';
/**
 * A party's album photos are for its hosts and guests only: a browser keeps them a day, a shared cache (a CDN,
 * a company proxy) never, so one guest's photos are not served from it to whoever next asks for the address.
 */
export const PRIVATE_FILE_CACHE_CONTROL = 'private, max-age=86400';

/** Where the albums' photos are stored (storage/index.ts builds their keys under it). */
export const ALBUMS_FOLDER = 'albums/';

export function storedFileCacheControl(key: string): string {
  return key.startsWith(ALBUMS_FOLDER) ? PRIVATE_FILE_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL;
}
