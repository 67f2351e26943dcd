import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { StorageProvider } from './types';

export class LocalDiskStorage implements StorageProvider {
  readonly name = 'local';
  constructor(
    private readonly dir: string,
    private readonly urlPrefix: string,
  ) {}

  /** Keys are built by us, but a key must never climb out of the uploads folder. */
  private pathOf(key: string): string {
    const target = path.resolve(this.dir, key);
    if (!target.startsWith(this.dir + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return target;
  }

  async put(key: string, body: Buffer): Promise<{ url: string }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    return { url: `${this.urlPrefix}/${key.split('/').map(encodeURIComponent).join('/')}` };
  }

  async read(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    const found = await stat(target).catch(() => null);
    return found?.isFile() ? createReadStream(target) : null;
  }

  async readByUrl(url: string): Promise<Buffer | null> {
    const prefix = `${this.urlPrefix}/`;
    const path = url.split(/[?#]/)[0]!;
    if (!path.startsWith(prefix)) return null;
    try {
      const key = path.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async deleteByPrefix(prefix: string, keep: (key: string) => boolean = () => false): Promise<string[]> {
    // Prefixes name folders here ('events/user_images/{uid}/'); a file-name prefix would need a listing.
    if (!prefix.endsWith('/')) throw new Error(`Storage prefix must be a folder: ${prefix}`);
    const folder = this.pathOf(prefix);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      },
    );
    const removed: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.dir, full).split(path.sep).join('/');
      if (keep(key)) continue;
      await rm(full, { force: true });
      removed.push(key);
    }
    // The folder goes too once nothing in it is kept.
    if (removed.length === entries.filter((e) => e.isFile()).length) {
      await rm(folder, { recursive: true, force: true });
    }
    return removed;
  }
}
