import type { Readable } from 'node:stream';

export interface StorageProvider {
  readonly name: string;
  /** Stores `body` under `key` and answers the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /** The stored file as a stream, or null when there is none under `key`. */
  read(key: string): Promise<Readable | null>;
  /**
   * Removes every stored file whose key starts with `prefix` (a folder such as `events/user_images/{uid}/`)
   * except those `keep` answers true for; answers the keys removed.
   */
  deleteByPrefix(prefix: string, keep?: (key: string) => boolean): Promise<string[]>;
}
