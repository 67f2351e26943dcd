import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider } from './index';

export class LocalDiskStorage implements StorageProvider {
  readonly name = 'local';
  constructor(
    private readonly dir: string,
    private readonly urlPrefix: string,
  ) {}

  async put(key: string, body: Buffer): Promise<{ url: string }> {
    const target = path.resolve(this.dir, key);
    // Keys are built by us, but a key must never climb out of the uploads folder.
    if (!target.startsWith(this.dir + path.sep)) throw new Error(`Bad storage key: ${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    return { url: `${this.urlPrefix}/${key.split('/').map(encodeURIComponent).join('/')}` };
  }
}
