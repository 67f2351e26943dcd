import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/buildServer.mjs';

/**
 * The server compiled once for the test servers a run starts as child processes (test/helpers/serverProcess.ts).
 * Through tsx each start spent about 2 s of CPU compiling the same TypeScript; the bundle (what production runs,
 * scripts/buildServer.mjs) starts in half the time. It lives under dist/ so that, like dist/server, it finds
 * node_modules and the client build from there (src/server/platform/paths.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Set to the bundle's index.js for the child servers; without it they run the TypeScript through tsx. */
export const SERVER_BUNDLE_ENV = 'ELK_TEST_SERVER_BUNDLE';

/** Builds the bundle from the current sources and returns its index.js. */
export async function buildTestServer(): Promise<string> {
  const outDir = path.join(root, 'dist/test-server');
  await buildServer({ outDir });
  return path.join(outDir, 'index.js');
}
