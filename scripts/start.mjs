// `npm start`. In production (NODE_ENV=production) it runs the compiled server from dist/ (`npm run build`):
// plain JavaScript, no tsx and no Vite, so it works with production dependencies only (the Docker image).
// Otherwise it builds the client when dist/client is missing or older than its sources, then runs the
// TypeScript server through tsx. Either way the server runs in this same process (so stopping this PID stops
// everything, the embedded database included).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.NODE_ENV === 'production') {
  const server = path.join(root, 'dist/server/index.js');
  const client = path.join(root, 'dist/client/index.html');
  if (!existsSync(server) || !existsSync(client)) {
    console.error('The production build is missing: run `npm run build` first (it writes dist/).');
    process.exit(1);
  }
  await import(pathToFileURL(server).href);
} else {
  // Imported only here: Vite and tsx are for development, production never loads them.
  const { ensureClientBuilt } = await import('./clientBuild.mjs');
  try {
    ensureClientBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/server/index.ts');
}
