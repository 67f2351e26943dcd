import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Files the server reads by path at run time (the client build, the migrations, the jobs thread's script) are
// found from here. Run from source (tsx), this module is src/server/platform/paths.ts; in the production build
// (scripts/buildServer.mjs) it is bundled into dist/server/*.js, where every module's import.meta.url is the
// bundle's own file, so a path relative to a source file's folder would point somewhere else.

const here = fileURLToPath(import.meta.url);

/** Whether this code runs from the compiled bundle in dist/server rather than from the TypeScript source. */
export const RUNS_FROM_BUILD = !here.endsWith('.ts');

/** The app's root folder (where package.json and node_modules are). */
export const APP_ROOT = path.resolve(path.dirname(here), RUNS_FROM_BUILD ? '../..' : '../../..');

/**
 * The folder of the server's compiled files (the bundle's index.js and jobsWorker.js): dist/server, or wherever
 * under dist/ the running bundle was built (the tests' child servers run one in dist/test-server).
 */
export const SERVER_BUILD_DIR = RUNS_FROM_BUILD ? path.dirname(here) : path.join(APP_ROOT, 'dist/server');

/** The client's production build (vite): index.html, the hashed assets and the manifest. */
export const CLIENT_BUILD_DIR = path.join(APP_ROOT, 'dist/client');

/** The SQL migrations: the committed ones in source, their copy beside the bundle in the build. */
export const MIGRATIONS_DIR = RUNS_FROM_BUILD
  ? path.join(SERVER_BUILD_DIR, 'migrations')
  : path.join(APP_ROOT, 'src/server/platform/db/migrations');
