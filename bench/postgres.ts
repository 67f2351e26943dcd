import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../src/server/platform/db/database';
import { startEmbeddedPostgres } from '../src/server/platform/db/embedded';
import { onCleanup, postgresCpuSeconds } from './processes';

// The one PostgreSQL of a bench run: the app's database and the bare baseline's table live on the same server,
// so both sides of every ratio pay for the same disk and the same CPU. DATABASE_URL when set, else an embedded
// server in a temp dir (durable settings, as in production).

export type BenchPostgres = {
  /** The database the app migrates and runs on. */
  appUrl: string;
  /** The database of the baseline's table. */
  bareUrl: string;
  version: string;
  embedded: boolean;
  /** The embedded server's CPU seconds so far (NaN with DATABASE_URL: another machine's, maybe). */
  cpuSeconds: () => number;
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  let adminUrl = process.env.DATABASE_URL;
  const embedded = !adminUrl;
  let cpuSeconds = () => Number.NaN;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'elk-bench-pg-'));
    cpuSeconds = () => postgresCpuSeconds(dir);
    onCleanup('temp dir of PostgreSQL', () => rm(dir, { recursive: true, force: true }));
    const server = await startEmbeddedPostgres(path.join(dir, 'data'));
    onCleanup('embedded PostgreSQL', server.stop);
    adminUrl = server.url('postgres');
  }
  // Names of our own, dropped afterwards: a shared server's other databases are never touched.
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = { app: `elk_bench_${suffix}`, bare: `elk_bare_${suffix}` };
  for (const name of Object.values(names)) {
    await ensureDatabase(adminUrl, name);
    const admin = adminUrl;
    if (!embedded) onCleanup(`database ${name}`, () => dropDatabase(admin, name));
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]!
    .server_version;
  await client.end();
  return {
    appUrl: withDatabase(adminUrl, names.app),
    bareUrl: withDatabase(adminUrl, names.bare),
    version,
    embedded,
    cpuSeconds,
  };
}
