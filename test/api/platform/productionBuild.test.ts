import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/buildServer.mjs';
import { freePort } from '../../../src/server/platform/db/embedded';
import { freshDatabase } from '../../helpers/testApp';

// The production start (issue 40): the server compiled by `npm run build:server`, run as the Docker image runs it
// (`node dist/server/index.js`, NODE_ENV=production) on a PostgreSQL given by DATABASE_URL. Built into a folder
// of its own, beside a link to node_modules, so nothing of the source tree (or tsx) is within its reach.

const root = path.resolve(import.meta.dirname, '../../..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** The package names a bundle imports from node_modules, e.g. `drizzle-orm/pg-core` → `drizzle-orm`. */
function packagesImported(metafile: Awaited<ReturnType<typeof buildServer>>): Set<string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  return names;
}

it('builds into dist/server, imports no dev dependency, and serves /healthz from the build alone; SIGTERM exits 0', async () => {
  const appDir = await mkdtemp(path.join(os.tmpdir(), 'elk-build-'));
  cleanups.push(() => rm(appDir, { recursive: true, force: true }));
  const metafile = await buildServer({ outDir: path.join(appDir, 'dist/server') });

  // What `npm ci --omit=dev` installs: every package of the lockfile not marked dev-only.
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const installedInProduction = (name: string) => {
    const entry = lock.packages[`node_modules/${name}`];
    return entry !== undefined && entry.dev !== true;
  };
  const imported = packagesImported(metafile);
  expect(imported.has('pg')).toBe(true);
  for (const name of ['tsx', 'vite', 'pino-pretty', 'esbuild']) expect(imported.has(name)).toBe(false);
  expect([...imported].filter((name) => !installedInProduction(name))).toEqual([]);
  expect(Object.keys(metafile.outputs).map((file) => path.basename(file))).toEqual(
    expect.arrayContaining(['index.js', 'jobsWorker.js', 'index.js.map']),
  );

  await symlink(path.join(root, 'node_modules'), path.join(appDir, 'node_modules'));
  const database = await freshDatabase();
  cleanups.push(database.drop);
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(appDir, 'data'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  });

  // 'listening' comes once the jobs thread (dist/server/jobsWorker.js) has started its queue.
  for (const until = Date.now() + 40_000; !output.includes('"msg":"listening"') && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(output).toContain('"msg":"listening"');
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);

  server.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  expect(output).not.toMatch(/"level":(50|60)/);
}, 60_000);
