// Browser tests: builds the client, starts the app on a free port with a throw-away data directory (its own
// embedded PostgreSQL), waits for /healthz, runs the e2e vitest config against it, then stops the app.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestServer, TEST_SERVER_BUNDLE_ENV } from './buildServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
// In memory where Linux has /dev/shm (as test/helpers/scratchDir.ts): the app's PostgreSQL commits each journey's
// writes with fsync, which on the CI disk is a wait per write; on tmpfs it costs nothing.
function scratchRoot() {
  try {
    accessSync('/dev/shm', constants.W_OK | constants.X_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}
const dataDir = mkdtempSync(path.join(scratchRoot(), 'elk-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;

const app = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Every journey signs in from this one address: the production ceiling (30 an hour) would run out mid-suite.
    SIGN_INS_PER_ADDRESS: '100000',
    // Store pages, so the app-download prompt (after an RSVP or a sign-in) has somewhere to send people.
    APP_STORE_URL: 'https://apps.apple.com/app/id000000001',
    PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=party.elk.example',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let appExited = false;
app.on('exit', () => {
  appExited = true;
});

async function waitForHealth(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !appExited) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

let status = 1;
try {
  if (!(await waitForHealth())) throw new Error('The app did not become healthy');
  const extra = process.argv.slice(2);
  // Journeys that start servers of their own (test/helpers/serverProcess.ts) run this bundle, not the TypeScript
  // through tsx: the same code, started in half the time.
  const testServer = await buildTestServer();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', 'vitest.e2e.config.ts', ...extra],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        [TEST_SERVER_BUNDLE_ENV]: testServer,
      },
    },
  );
  status = result.status ?? 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  if (!appExited) {
    app.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        app.kill('SIGKILL');
        resolve();
      }, 15_000);
      app.on('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
