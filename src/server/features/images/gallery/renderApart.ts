import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../../platform/env';
import { RUNS_FROM_BUILD, SERVER_BUILD_DIR } from '../../../platform/paths';
import type { StorageProvider } from '../../../platform/providers/storage';
import { type GalleryManifest, readManifest } from './index';

/**
 * The renderer's script: its TypeScript through tsx from source; in the production build, its own bundle beside
 * the server's (scripts/buildServer.mjs).
 */
const SCRIPT = RUNS_FROM_BUILD
  ? path.join(SERVER_BUILD_DIR, 'galleryRenderer.js')
  : fileURLToPath(new URL('./galleryRenderer.ts', import.meta.url));

/**
 * Renders the gallery in a short-lived process of its own, then reads the manifest it wrote. Rendered in the
 * server's process, the 80-odd pictures left about 120 MB of native memory behind (sharp's and libvips' pools,
 * which the allocator does not give back): the server started at some 320 MB instead of 200.
 */
export function renderGalleryApart(env: Env, storage: StorageProvider): Promise<GalleryManifest> {
  return new Promise<void>((resolve, reject) => {
    const child = fork(SCRIPT, [], {
      // The same configuration (storage keys included), with DATA_DIR made absolute in case the cwd differs.
      env: { ...process.env, DATA_DIR: path.resolve(env.DATA_DIR) },
      execArgv: RUNS_FROM_BUILD ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the gallery renderer exited with ${signal ?? `code ${code}`}`)),
    );
  }).then(async () => {
    const manifest = await readManifest(env, storage);
    if (!manifest) throw new Error('the gallery renderer finished without a usable manifest');
    return manifest;
  });
}
