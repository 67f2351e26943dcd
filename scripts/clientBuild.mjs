// The client build, when dist/client is missing or older than its sources: `npm start` (scripts/start.mjs) and
// the bench (bench/appProcess.ts) both come here, so they decide "stale" the same way and build the same thing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the build reads: a change to any of them makes dist/client stale. */
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'scripts/vite'];

function newestMtime(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether dist/client is missing or older than the newest of its sources. */
export function clientBuildIsStale() {
  const builtIndex = path.join(root, 'dist/client/index.html');
  if (!existsSync(builtIndex)) return true;
  const sourceTime = Math.max(...SOURCES.map((p) => newestMtime(path.join(root, p))));
  return statSync(builtIndex).mtimeMs < sourceTime;
}

/**
 * Builds the client when it is stale; throws when vite fails or takes longer than `timeoutMs`. Always the
 * production build, whatever NODE_ENV the caller runs with (the browser tests run the app as development): a
 * development build left in dist/ would be served by the next production start and measured by the bench.
 */
export function ensureClientBuilt({ logLevel = 'warn', timeoutMs = 300_000 } = {}) {
  if (!clientBuildIsStale()) return;
  console.log('Building the client…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: timeoutMs,
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
}
