import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase, EMBEDDED_DATABASE } from '../../../src/server/platform/db/database';
import { startEmbeddedPostgres } from '../../../src/server/platform/db/embedded';
import { startServer } from '../../helpers/serverProcess';
import { scratchDir } from '../../helpers/scratchDir';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function newDataDir(): Promise<string> {
  const dir = await scratchDir('elk-startup-');
  dirs.push(dir);
  return dir;
}

const postmasterPid = (dataDir: string) => path.join(dataDir, 'pg', 'postmaster.pid');

describe('the server process', () => {
  // One cluster for the runs that should succeed (initdb is the slow part); a later start reuses it.
  const sharedDataDir = newDataDir();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`starts its own PostgreSQL without DATABASE_URL, migrates, serves /healthz, and stops cleanly on ${signal}`, async () => {
      const dataDir = await sharedDataDir;
      const server = startServer(dataDir);
      const health = await fetch(`${await server.url()}/healthz`);
      expect(health.status).toBe(200);
      // Idle connections outlast a load balancer's 60 s idle timeout (index.ts), as the reply tells clients.
      expect(health.headers.get('keep-alive')).toBe('timeout=65');
      expect(existsSync(postmasterPid(dataDir))).toBe(true);

      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      // PostgreSQL itself was shut down, not left running on the data directory.
      expect(existsSync(postmasterPid(dataDir))).toBe(false);
    }, 90_000);
  }

  it('stops its PostgreSQL again when a migration fails, and exits non-zero', async () => {
    const dataDir = await newDataDir();
    // A database that already has a table the first migration creates: the migration fails.
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
    await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE);
    const client = new pg.Client({ connectionString: embedded.url(EMBEDDED_DATABASE) });
    await client.connect();
    await client.query('create table cohost_links (x int)');
    await client.end();
    await embedded.stop();

    const server = startServer(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/cohost_links/);
    expect(existsSync(postmasterPid(dataDir))).toBe(false);
  }, 90_000);

  it('warns loudly about the outbox in production, and stops its PostgreSQL again when the port is taken', async () => {
    const dataDir = await sharedDataDir;
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const server = startServer(dataDir, { PORT: String(port), NODE_ENV: 'production', SMTP_URL: '' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/WARNING: SMTP_URL is not set/);
      expect(server.output()).toMatch(/EADDRINUSE/);
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(existsSync(postmasterPid(dataDir))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 90_000);
});
