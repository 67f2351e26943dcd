// `npm start`: builds the client when dist/ is missing or older than its sources, then runs the server in
// this same process (so stopping this PID stops everything, the embedded database included).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/client', 'src/shared', 'vite.config.ts', 'scripts/vite'].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the client…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // Always the production build, whatever NODE_ENV the app runs with (the browser tests run it as development):
  // a development build in dist/ would be served by the next production start and measured by the bench.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/index.ts');
