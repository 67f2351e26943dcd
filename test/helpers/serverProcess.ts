import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { TEST_SERVER_BUNDLE_ENV } from '../../scripts/buildServer.mjs';
import { copyRenderedGallery } from './renderedGallery';
import { scratchDir } from './scratchDir';

/**
 * A DATA_DIR with the cover gallery already rendered, for server processes: one that finds none renders it in
 * the background, and a process exiting while those renders are queued on libuv's thread pool waits for all of
 * them first. `remove` deletes it.
 */
export async function dataDirWithGallery(
  prefix: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await scratchDir(prefix);
  await copyRenderedGallery(dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The server (the run's bundle when one was built, buildTestServer in scripts/buildServer.mjs; else its
 * TypeScript through tsx) on its own embedded PostgreSQL under `dataDir`, output collected. `detached`: the
 * server leads its own process group (its PostgreSQL in it), which `process.kill(-child.pid, signal)` signals.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { detached?: boolean } = {},
) {
  const bundle = process.env[TEST_SERVER_BUNDLE_ENV];
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'src/server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...env,
      },
      detached: options.detached ?? false,
    },
  );
  child.stdin.end();
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 90_000);
      const check = () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        } else setTimeout(check, 100);
      };
      check();
    });
  return { child, exited, url, output: () => output };
}

/** Pids of the processes whose command line names `dir` (a PostgreSQL on it: the postmaster and its backends). */
export function processesOn(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
      if (cmdline.includes(dir) && state !== 'Z') pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return pids;
}

/** `pids` and every process whose parent is one of them (a postmaster and its backends: theirs name no directory). */
export function withChildren(pids: number[]): number[] {
  const all = new Set(pids);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (all.has(parent)) all.add(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return [...all];
}
