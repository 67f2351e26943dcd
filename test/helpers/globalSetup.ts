import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../../src/server/platform/db/database';
import { createDb, migrateDb } from '../../src/server/platform/db/client';
import { startEmbeddedPostgres } from '../../src/server/platform/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL server with `__DB__` where the database name goes. */
    pgUrlTemplate: string;
  }
}

export const TEMPLATE_DATABASE = 'elk_test_template';

/** One real PostgreSQL for the run (DATABASE_URL's server, or an embedded one) with a migrated template database. */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  const dataDir = path.join(os.tmpdir(), `elk-test-pg-${process.pid}`);
  if (!adminUrl) {
    const server = await startEmbeddedPostgres(dataDir, { fast: true });
    adminUrl = server.url('postgres');
    stop = server.stop;
  }
  const urlFor = (name: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  // Rebuild the template each run so it always matches the committed migrations.
  const admin = createDb(adminUrl, 1);
  await admin.$client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.$client.end();
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = createDb(urlFor(TEMPLATE_DATABASE), 1);
  await migrateDb(template);
  await template.$client.end();

  project.provide('pgUrlTemplate', urlFor('__DB__'));
  return async () => {
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
  };
}
