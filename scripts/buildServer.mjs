// `npm run build:server`: the server compiled to plain JavaScript in dist/server, so that production runs
// without tsx or Vite (`NODE_ENV=production npm start`, the Docker image). Three bundles: the server (index.js),
// the jobs thread's body (jobsWorker.js), which a worker thread loads by path (src/server/app/jobsThread.ts), and
// the cover gallery's renderer (galleryRenderer.js), a process started by path (features/images/gallery).
// Packages stay imports of node_modules (they are installed with `npm ci --omit=dev`); the SQL migrations, read by
// path at start-up, are copied beside the bundles (src/server/platform/paths.ts finds them there).
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_ENTRY_POINTS = {
  index: 'src/server/index.ts',
  jobsWorker: 'src/server/app/jobsWorker.ts',
  galleryRenderer: 'src/server/features/images/gallery/galleryRenderer.ts',
};

/**
 * Builds the server into `outDir` (dist/server unless told) and returns esbuild's metafile: which file imports
 * what, the packages left to node_modules included (marked external).
 */
export async function buildServer({ outDir = path.join(root, 'dist/server') } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRY_POINTS).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/platform/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  // The bundles are ES modules named .js: this says so to Node wherever dist/ is copied.
  await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  return result.metafile;
}

/**
 * The variable that hands the tests' child servers (test/helpers/serverProcess.ts) the bundle to run instead of
 * the TypeScript through tsx, which compiled the same sources again at every start (4.0 s to "running at" against
 * 1.9 s). The api-servers project's global setup and scripts/e2e.mjs build it once per run.
 */
export const TEST_SERVER_BUNDLE_ENV = 'ELK_TEST_SERVER_BUNDLE';

/**
 * Builds the tests' bundle from the current sources into dist/test-server (under dist/, like dist/server, so it
 * finds node_modules and the client build: src/server/platform/paths.ts) and returns its index.js.
 */
export async function buildTestServer() {
  const outDir = path.join(root, 'dist/test-server');
  await buildServer({ outDir });
  return path.join(outDir, 'index.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built into dist/server in ${Date.now() - started} ms`);
}
