import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../../src/server/platform/db/client';
import { createDbNotifications, listenerConfigOf } from '../../src/server/platform/db/notifications';
import { LiveChanges } from '../../src/server/platform/live/liveChanges';
import { outbox } from '../../src/server/platform/db/schema';
import { type Env, loadEnv } from '../../src/server/platform/env';
import { createApp } from '../../src/server/app/app';
import { jobDefinitions } from '../../src/server/app/jobs';
import { createJobQueue, type JobQueueOptions } from '../../src/server/platform/jobs';
import { createLogger } from '../../src/server/platform/logger';
import type { DestinationStream } from 'pino';
import { AppMetrics } from '../../src/server/platform/metrics/appMetrics';
import { meteredMail } from '../../src/server/platform/metrics/meter';
import { createErrorReporter } from '../../src/server/platform/providers/errors';
import { createMailProvider, type MailProvider } from '../../src/server/platform/providers/mail';
import { createSmsProvider, type SmsProvider } from '../../src/server/platform/providers/sms';
import { createStorageProvider } from '../../src/server/platform/providers/storage';
import { loadSecrets } from '../../src/server/platform/secrets';
import type { AppDeps } from '../../src/server/platform/deps';
import { listen } from './live';
import { copyRenderedGallery } from './renderedGallery';
import { scratchDir } from './scratchDir';

/**
 * The test PostgreSQL URL with `__DB__` for the database name. Only the `api` project's globalSetup starts
 * PostgreSQL and provides it; a test in the `unit` project that reaches for a database fails here, by name.
 */
export function pgUrlTemplate(): string {
  const template = inject('pgUrlTemplate');
  if (!template) {
    throw new Error(
      'No test database: this file runs in the vitest "unit" project, which starts no PostgreSQL. ' +
        'Tests that need the database or the app belong under test/ (the "api" project); see vitest.config.ts.',
    );
  }
  return template;
}

/** A fresh database cloned from the migrated template: every test file gets its own. */
export async function freshDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const template = pgUrlTemplate();
  const name = `elk_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.replace('__DB__', 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplateDatabase')}`);
  await admin.end();
  const url = template.replace('__DB__', name);
  const db = createDb(url, 20);
  return {
    db,
    url,
    drop: async () => {
      await db.$client.end();
      const a = new pg.Client({ connectionString: template.replace('__DB__', 'postgres') });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole Express app on a fresh database, with the built-in outbox unless providers are given. */
export async function createTestApp(
  overrides: {
    env?: Partial<Record<keyof Env, string>>;
    mail?: MailProvider;
    sms?: SmsProvider;
    /** Another test app's database (restart tests); its data dir and database stay with that app. */
    database?: { db: Db };
    jobs?: JobQueueOptions;
    /** Where the log lines go (with env LOG_LEVEL above silent), e.g. a stream a test reads. */
    logDestination?: DestinationStream;
    /**
     * 'rendered' (the default): DATA_DIR holds the cover gallery, as a server's start leaves it
     * (renderedGallery.ts); 'none': the first `images.gallery` renders it.
     */
    gallery?: 'rendered' | 'none';
  } = {},
) {
  const database = overrides.database
    ? { ...overrides.database, drop: async () => undefined }
    : await freshDatabase();
  const dataDir = await scratchDir('elk-test-data-');
  if (overrides.gallery !== 'none') await copyRenderedGallery(dataDir);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    ...overrides.env,
  } as NodeJS.ProcessEnv);
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT, overrides.logDestination);
  const { db } = database;
  // As in production: one registry per app, counting its requests, its jobs and its mail (/metrics).
  const metrics = new AppMetrics();
  const services = {
    env,
    db,
    logger,
    mail: meteredMail(overrides.mail ?? createMailProvider(env, db, logger), metrics),
    sms: overrides.sms ?? createSmsProvider(env, db, logger),
    storage: createStorageProvider(env),
    secrets: await loadSecrets(env, db),
  };
  // As in production: this app's own LISTEN connection, so its event-page cache is on and kept correct, and
  // its jobs hear of parties' new answers.
  const notifications = createDbNotifications(listenerConfigOf(db.$client), logger, { minRetryMs: 20 });
  await notifications.start();
  // Quick retries and polling so queued sends settle within a test's time.
  const jobs = createJobQueue({ ...services, notifications }, jobDefinitions, {
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    meter: metrics,
    ...overrides.jobs,
  });
  await jobs.start();
  const live = new LiveChanges(notifications);
  const deps: AppDeps = { ...services, jobs, notifications, live };
  const handler = createApp({
    ...deps,
    metrics,
    reporter: createErrorReporter(env.ERROR_REPORTING_URL, logger),
  });
  // On a port of its own for the whole file: supertest given the Express app starts and stops a server for every
  // request (about 1.5 ms of CPU each, a fifth of a small request); given a listening server it sends there.
  const served = await listen(handler);
  const app = served.server;
  const close = async () => {
    await served.close();
    live.stop();
    // Running jobs finish first (a stop waits only while one runs): none may outlive the database.
    await jobs.stop(10_000);
    await notifications.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, handler, deps, db, dataDir, metrics, close };
}

/** The newest message the outbox holds for an address (of one kind, when given: meta.kind). */
export async function lastOutboxMessage(db: Db, to: string, kind?: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), kind ? sql`${outbox.meta}->>'kind' = ${kind}` : undefined))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

export function codeFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`No 6-digit code in: ${text}`);
  return match[1]!;
}
