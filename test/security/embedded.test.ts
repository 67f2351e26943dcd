import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning, startEmbeddedPostgres } from '../../src/server/platform/db/embedded';

/**
 * The process `pid` as it is now: still that one process (same start time in /proc) and not a zombie. Pids are
 * reused quickly on a busy machine (pid_max is often 32768), so the number alone can name a newer process.
 */
function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}
const stillTheSame = async (pid: number, identity: string | undefined) =>
  (await isRunning(pid)) && identity !== undefined && processIdentity(pid) === identity;
import { startServer } from '../helpers/serverProcess';
import { copyRenderedGallery } from '../helpers/renderedGallery';
import { scratchDir } from '../helpers/scratchDir';

// A server killed with kill -9 (or by a closed terminal) leaves its embedded PostgreSQL running. The next start
// must not adopt it for good: it stops it and runs its own, which its graceful stop then stops.

const dirs: string[] = [];
const servers: ReturnType<typeof startServer>[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  // Whatever a failed run left behind is stopped by starting and stopping on that data directory once more.
  for (const dir of dirs) {
    if (existsSync(postmasterFile(dir))) {
      await startEmbeddedPostgres(path.join(dir, 'pg'))
        .then((pg) => pg.stop())
        .catch(() => undefined);
    }
    await rm(dir, { recursive: true, force: true });
  }
});

async function newDataDir(): Promise<string> {
  const dir = await scratchDir('elk-orphan-');
  dirs.push(dir);
  // What is asked of these starts is about PostgreSQL; rendering the gallery too only slowed them.
  await copyRenderedGallery(dir);
  return dir;
}

function serve(dataDir: string) {
  const server = startServer(dataDir);
  servers.push(server);
  return server;
}

const postmasterFile = (dataDir: string) => path.join(dataDir, 'pg', 'postmaster.pid');
const postmasterPid = (dataDir: string) =>
  Number(readFileSync(postmasterFile(dataDir), 'utf8').split('\n')[0]);

describe('an embedded PostgreSQL left running by a killed server', () => {
  it('is stopped by the next start, whose graceful stop then stops its own', async () => {
    const dataDir = await newDataDir();
    const killed = serve(dataDir);
    await killed.url();
    const orphan = postmasterPid(dataDir);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const orphanIdentity = processIdentity(orphan);
    expect(await stillTheSame(orphan, orphanIdentity)).toBe(true);

    const next = serve(dataDir);
    expect((await fetch(`${await next.url()}/healthz`)).status).toBe(200);
    expect(await stillTheSame(orphan, orphanIdentity)).toBe(false);
    const own = postmasterPid(dataDir);
    expect(own).not.toBe(orphan);
    const ownIdentity = processIdentity(own);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(await stillTheSame(own, ownIdentity)).toBe(false);
    expect(existsSync(postmasterFile(dataDir))).toBe(false);
  }, 120_000);

  it('is not left behind when the terminal closes (SIGHUP)', async () => {
    const dataDir = await newDataDir();
    const server = serve(dataDir);
    await server.url();
    const own = postmasterPid(dataDir);
    const ownIdentity = processIdentity(own);
    server.child.kill('SIGHUP');
    expect(await server.exited).toBe(0);
    expect(await stillTheSame(own, ownIdentity)).toBe(false);
  }, 120_000);

  it('is not taken from a server that is still running: that start fails and the running one is untouched', async () => {
    const dataDir = await newDataDir();
    const running = serve(dataDir);
    const url = await running.url();
    await expect(startEmbeddedPostgres(path.join(dataDir, 'pg'))).rejects.toThrow(
      /in use by another Elk process/,
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 120_000);
});
