import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../../src/server/platform/db/database';
import { createDb, type Db, migrateDb } from '../../src/server/platform/db/client';
import { startEmbeddedPostgres } from '../../src/server/platform/db/embedded';
import { jobDefinitions } from '../../src/server/app/jobs';
import { createJobQueue, type JobDeps } from '../../src/server/platform/jobs';
import { loadEnv } from '../../src/server/platform/env';
import { createLogger } from '../../src/server/platform/logger';
import { renderedGallery } from './renderedGallery';
import { SCRATCH_ROOT } from './scratchDir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL server with `__DB__` where the database name goes. */
    pgUrlTemplate: string;
    /** The migrated database every test file's own is cloned from (this project's, this run's). */
    pgTemplateDatabase: string;
  }
}

/**
 * The template's name: one per project and run. Both api projects set up at once, and on a shared server
 * (DATABASE_URL) one name would have each drop the other's template while it clones from it.
 */
const templateDatabaseOf = (projectName: string) =>
  `elk_test_template_${projectName.replace(/\W/g, '_')}_${process.pid}`;

/**
 * pg-boss's schema and the app's queues (a partitioned table each), made as an app's first start makes them, by
 * the app's own job queue: in the template, each test app's start finds them there instead of spending about
 * 0.4 s of DDL on them (pg-boss keeps an existing schema and queue as they are).
 */
async function installJobQueues(db: Db) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  // work: false runs no job and no onStart, so only the database and the logger are used.
  const deps = { env, db, logger: createLogger('silent') } as Partial<JobDeps> as JobDeps;
  const jobs = createJobQueue(deps, jobDefinitions, { work: false });
  await jobs.start();
  await jobs.stop();
}

/**
 * One real PostgreSQL for a project's run (DATABASE_URL's server, or an embedded one) with a migrated template
 * database. Each api project (vitest.config.ts) runs this once, so the data folder names the project.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  const dataDir = path.join(SCRATCH_ROOT, `elk-test-pg-${process.pid}-${project.name}`);
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
  // Rebuilt each run so it always matches the committed migrations.
  const templateDatabase = templateDatabaseOf(project.name);
  const dropTemplate = async () => {
    const admin = createDb(adminUrl!, 1);
    await admin.$client.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.$client.end();
  };
  await dropTemplate();
  await ensureDatabase(adminUrl, templateDatabase);
  const template = createDb(urlFor(templateDatabase), 1);
  await migrateDb(template);
  await installJobQueues(template);
  await template.$client.end();
  // Before any worker starts, so that none renders the gallery itself.
  await renderedGallery();

  project.provide('pgUrlTemplate', urlFor('__DB__'));
  project.provide('pgTemplateDatabase', templateDatabase);
  return async () => {
    // An embedded server goes with its data folder; a shared one keeps no template of this run.
    if (stop) await stop();
    else await dropTemplate().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
}
