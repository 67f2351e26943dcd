import type { Server } from 'node:http';
import { openDatabase } from './database';
import { loadEnv, publicUrl } from './env';
import { ensureGallery } from './gallery';
import { createApp } from './http/app';
import { createJobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { createErrorReporter } from './providers/errors';
import { createMailProvider } from './providers/mail';
import { createSmsProvider } from './providers/sms';
import { createStorageProvider } from './providers/storage';
import { loadSecrets } from './secrets';
import { pruneRateLimits } from './trpc/rateLimit';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env, logger);
  const { db } = database;
  const mail = createMailProvider(env, db, logger);
  const sms = createSmsProvider(env, db, logger);
  const secrets = await loadSecrets(env, db);
  const reporter = createErrorReporter(env.ERROR_REPORTING_URL, logger);
  const storage = createStorageProvider(env);
  // The built-in cover gallery renders in the background (about 2 s) unless DATA_DIR already holds it.
  ensureGallery(env, storage).catch((err: unknown) => logger.error({ err }, 'gallery generation failed'));
  // Background jobs (invitation sends) share the database; started before listening so sends can be queued.
  const jobs = createJobQueue({ env, db, logger, mail, sms, secrets });
  await jobs.start();
  const app = createApp({ env, db, logger, mail, sms, storage, secrets, reporter, jobs });
  const pruneTimer = setInterval(() => pruneRateLimits(db).catch(() => undefined), 3600_000);
  pruneTimer.unref();

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (err?: Error) =>
      err ? reject(err) : resolve(listening),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, mail: mail.name, sms: sms.name, storage: storage.name }, 'listening');
  console.log(`\n  Elk is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`}\n`);
  if (mail.name === 'outbox')
    console.log(
      `  Sign-in codes and e-mails go to the dev outbox: ${publicUrl({ ...env, PORT: port })}/dev/outbox\n`,
    );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close();
    server.closeAllConnections();
    // Lets running sends finish; anything unfinished is retried by the next start.
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'error while stopping the job queue'));
    await database
      .close()
      .catch((err: unknown) => logger.error({ err }, 'error while stopping the database'));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
