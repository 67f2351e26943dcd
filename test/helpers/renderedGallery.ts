import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { GALLERY_VERSION, generateGallery } from '../../src/server/features/images/gallery';
import { loadEnv } from '../../src/server/platform/env';
import { createStorageProvider } from '../../src/server/platform/providers/storage';
import { SCRATCH_ROOT, scratchDir } from './scratchDir';

// The cover gallery as a server's start renders it into DATA_DIR (its manifest under gallery/, its pictures under
// uploads/gallery/), rendered once per gallery version and copied into each test app's and child server's
// DATA_DIR. Rendering it is about 6 s of CPU; a dozen apps and servers rendered their own, 70-80 s of the api
// run's CPU. test/api/images/gallery.test.ts still renders it as a first start does.

const PREFIX = 'elk-test-gallery-';
const READY_DIR = path.join(SCRATCH_ROOT, `${PREFIX}${GALLERY_VERSION}`);
const PARTS = ['gallery', path.join('uploads', 'gallery')];

let ready: Promise<string> | undefined;

/** The folder holding the rendered gallery (rendered now if no earlier run of this version left one). */
export function renderedGallery(): Promise<string> {
  ready ??= (async () => {
    if (existsSync(path.join(READY_DIR, 'gallery', 'manifest.json'))) return READY_DIR;
    // Other versions' galleries are of no more use.
    for (const name of await readdir(SCRATCH_ROOT)) {
      if (name.startsWith(PREFIX)) await rm(path.join(SCRATCH_ROOT, name), { recursive: true, force: true });
    }
    // Rendered aside and renamed into place, so that no one copies a half-rendered gallery.
    const dir = await scratchDir('elk-rendering-gallery-');
    const env = loadEnv({ DATA_DIR: dir } as NodeJS.ProcessEnv);
    await generateGallery(env, createStorageProvider(env));
    await rename(dir, READY_DIR).catch(() => rm(dir, { recursive: true, force: true }));
    return READY_DIR;
  })();
  return ready;
}

/** Puts the rendered gallery into `dataDir`, as a server that has started once leaves it. */
export async function copyRenderedGallery(dataDir: string): Promise<void> {
  const from = await renderedGallery();
  for (const part of PARTS) await cp(path.join(from, part), path.join(dataDir, part), { recursive: true });
}
