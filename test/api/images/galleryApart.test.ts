import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureGallery, readManifest } from '../../../src/server/features/images/gallery';
import { renderGalleryApart } from '../../../src/server/features/images/gallery/renderApart';
import { loadEnv } from '../../../src/server/platform/env';
import { createStorageProvider, uploadsDir } from '../../../src/server/platform/providers/storage';
import { THEMES } from '../../../src/shared/themes/themes';
import { scratchDir } from '../../helpers/scratchDir';

// Issue 42 (memory): a start renders the cover gallery in a process of its own (renderApart.ts), which gives
// its native memory back by exiting; the server reads the manifest it wrote.

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function freshEnv() {
  const dir = await scratchDir('elk-gallery-apart-');
  dirs.push(dir);
  return loadEnv({ DATA_DIR: dir } as NodeJS.ProcessEnv);
}

describe('rendering the gallery in a process of its own', () => {
  it('stores every cover and its thumbnail under DATA_DIR and answers the manifest it wrote', async () => {
    const env = await freshEnv();
    const storage = createStorageProvider(env);
    const manifest = await ensureGallery(env, storage, renderGalleryApart);
    expect(Object.keys(manifest.urls).sort()).toEqual(THEMES.map((theme) => theme.slug).sort());
    for (const url of [...Object.values(manifest.urls), ...Object.values(manifest.thumbnails)]) {
      expect(existsSync(path.join(uploadsDir(env), url.replace('/uploads/', '')))).toBe(true);
    }
    expect(await readManifest(env, storage)).toEqual(manifest);
  }, 60_000);

  it('fails with the renderer’s exit when it cannot store the pictures, and the next call tries again', async () => {
    const env = await freshEnv();
    const storage = createStorageProvider(env);
    // A file where the uploads folder goes: the renderer cannot write a single picture.
    await writeFile(uploadsDir(env), 'not a folder');
    await expect(ensureGallery(env, storage, renderGalleryApart)).rejects.toThrow(
      'the gallery renderer exited with code 1',
    );
    await rm(uploadsDir(env));
    const manifest = await ensureGallery(env, storage, renderGalleryApart);
    expect(Object.keys(manifest.urls)).toHaveLength(THEMES.length);
  }, 60_000);
});
