import path from 'node:path';
import type { Env } from '../../env';
import { LocalDiskStorage } from './local';

export interface StorageProvider {
  readonly name: string;
  /** Stores `body` under `key` and answers the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
}

/** Where uploaded files live on local disk, served at /uploads with a 1-day cache. */
export const uploadsDir = (env: Env) => path.resolve(env.DATA_DIR, 'uploads');
export const UPLOADS_URL_PREFIX = '/uploads';

/** Local disk under DATA_DIR by default; other backends (S3-compatible) plug in here when configured. */
export function createStorageProvider(env: Env): StorageProvider {
  return new LocalDiskStorage(uploadsDir(env), UPLOADS_URL_PREFIX);
}
