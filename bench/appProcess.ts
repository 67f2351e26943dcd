import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/buildServer.mjs';
import { ensureClientBuilt as buildClientIfStale } from '../scripts/clientBuild.mjs';
import { freePort } from '../src/server/platform/db/embedded';
import { onCleanup, spawnNode, waitUntilUp } from './processes';
import { settle } from './load';
import { rpc } from './seed';

// The app as production runs it (the compiled server dist/server/index.js, NODE_ENV=production, the built client),
// each instance a child process on its own loopback port, all on the bench's one PostgreSQL.
// BENCH_SERVER=source runs src/server/index.ts through tsx instead, to measure what compiling changes (A/B).

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the client (vite, at most 5 minutes) when dist/client is missing or older than its sources. */
export function ensureClientBuilt(): void {
  buildClientIfStale({ logLevel: 'error' });
}

/**
 * The server script the instances run: dist/server/index.js compiled from the current sources (esbuild, well
 * under a second, as `npm run build:server`), or the TypeScript itself with BENCH_SERVER=source.
 */
let serverScript: Promise<string> | undefined;
function serverScriptOfRun(): Promise<string> {
  serverScript ??=
    process.env.BENCH_SERVER === 'source'
      ? Promise.resolve(path.join(root, 'src/server/index.ts'))
      : buildServer().then(() => path.join(root, 'dist/server/index.js'));
  return serverScript;
}

export type AppInstance = {
  name: string;
  url: string;
  /** A cover from the built-in gallery, for the bench's parties. */
  coverUrl: string;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** CPU seconds the instance's process has used since it (last) started. */
  cpuSeconds: () => number;
  /** The most memory (RSS, MB) the instance's process has held since it (last) started. */
  peakRssMb: () => number;
  /** The memory (RSS, MB) the instance's process holds now. */
  rssMb: () => number;
};

/**
 * `BENCH_CPU_PROF=<dir>`: each instance runs with `--cpu-prof`, and its V8 CPU profile is written to that folder
 * when it stops (open it in Chrome's DevTools or speedscope): where the app's time per request goes.
 */
function profilingArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

// One throw-away secret and one data dir (uploads, the gallery) for every instance of a run, as instances behind
// one load balancer share them.
const sessionSecret = randomBytes(24).toString('hex');
let sharedDataDir: Promise<string> | undefined;
function dataDirOfRun(): Promise<string> {
  sharedDataDir ??= mkdtemp(path.join(os.tmpdir(), 'elk-bench-app-')).then((dir) => {
    onCleanup('data dir of the app', () => rm(dir, { recursive: true, force: true }));
    return dir;
  });
  return sharedDataDir;
}

/**
 * The gallery, which a first start renders in the background (seconds of CPU): asking for it waits until it is
 * done, so no measurement shares the CPU with it. Returns the first cover's URL.
 */
async function waitForGallery(url: string): Promise<string> {
  const reply = await rpc(
    url,
    'EventService',
    'gallery',
    { header: { deviceId: 'WEB-bench' } },
    undefined,
    180_000,
  );
  const groups = reply.result?.groups as { images: { imageUrl: string }[] }[] | undefined;
  const cover = groups?.[0]?.images[0]?.imageUrl;
  if (!cover) throw new Error(`gallery: ${JSON.stringify(reply.error ?? reply.result)}`);
  return cover;
}

/**
 * Starts one production instance on `databaseUrl` (with `settings` added to its environment) and waits (60 s at most) until /healthz answers and the gallery
 * is ready. restart() kills it (SIGKILL: requests a run left queued are dropped, not served) and starts it again on
 * the same port, so URLs stay valid.
 */
export async function startAppInstance(
  name: string,
  databaseUrl: string,
  settings: Record<string, string> = {},
): Promise<AppInstance> {
  const dataDir = await dataDirOfRun();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const script = await serverScriptOfRun();
  const launch = async () => {
    const child = spawnNode(
      `Elk ${name}`,
      script,
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: sessionSecret,
        // The load generator is the only proxy: X-Forwarded-For spreads guests over addresses, as a crowd would.
        TRUST_PROXY: 'loopback',
        // The updateAttendance rows flood one party on purpose, to measure the write path: its flood stop (10,000
        // answers at once, then 3,000 a minute; tested in test/api/rsvp/rsvpCrowd.test.ts) would otherwise end a run
        // that goes faster than 1,000 answers a second. Every other limit is as in production.
        RSVP_PARTY_BURST: '1000000',
        // A log line per request would time the terminal, not the app; warnings and errors still show.
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '5000',
        // JOB_RUNNER=inline npm run bench: the jobs on the requests' event loop instead of their own thread (A/B).
        ...(process.env.JOB_RUNNER ? { JOB_RUNNER: process.env.JOB_RUNNER } : {}),
        ...settings,
      },
      8000,
      profilingArgs(),
    );
    await waitUntilUp(child, `${url}/healthz`, 60_000);
    return child;
  };
  let child = await launch();
  const coverUrl = await waitForGallery(url);
  return {
    name,
    url,
    coverUrl,
    stop: () => child.stop(),
    cpuSeconds: () => child.cpuSeconds(),
    peakRssMb: () => child.peakRssMb(),
    rssMb: () => child.rssMb(),
    restart: async () => {
      await child.kill();
      child = await launch();
    },
  };
}

/**
 * Waits (10 s at most) for the instance to finish what the last run left queued; an instance still busy then is
 * restarted, so every run starts from an idle server and the whole bench stays bounded even when the app is slow.
 */
export async function settleApp(app: AppInstance): Promise<void> {
  if (await settle(app.url, 10_000)) return;
  console.log(`  Elk ${app.name} still busy 10 s after the run: restarted to drop its backlog`);
  await app.restart();
}
