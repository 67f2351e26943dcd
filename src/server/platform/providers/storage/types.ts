import type { Readable } from 'node:stream';

export interface StorageProvider {
  readonly name: string;
  /** Stores `body` under `key` and answers the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /** The stored file as a stream, or null when there is none under `key`. */
  read(key: string): Promise<Readable | null>;
  /**
   * The bytes of a file this storage serves, by the URL `put` answered for it; null for a URL it does not
   * serve (another site's, a path that climbs out) or a file that is gone. Reads what was stored, nothing else.
   */
  readByUrl(url: string): Promise<Buffer | null>;
  /**
   * Removes every stored file whose key starts with `prefix` (a folder such as `events/user_images/{uid}/`)
   * except those `keep` answers true for; answers the keys removed.
   */
  deleteByPrefix(prefix: string, keep?: (key: string) => boolean): Promise<string[]>;
}
