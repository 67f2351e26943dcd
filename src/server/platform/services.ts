import type { Db } from './db/client';
import type { DbNotifications } from './db/notifications';
import type { Env } from './env';
import type { JobDeps } from './jobs/define';
import type { Logger } from './logger';
import { createMailProvider } from './providers/mail';
import { createSmsProvider } from './providers/sms';
import { createStorageProvider } from './providers/storage';
import { loadSecrets } from './secrets';
import { type Meter, meteredMail, NO_METER } from './metrics/meter';

/**
 * The services both sides of the app are given, chosen by the environment: the requests' thread (index.ts) and
 * the jobs thread (app/jobsWorker.ts) each make their own, on their own pool, the same way.
 */
export async function createServices(
  env: Env,
  db: Db,
  logger: Logger,
  notifications: DbNotifications,
  /** Counts the mail sent and failed (/metrics). */
  meter: Meter = NO_METER,
): Promise<JobDeps> {
  const secrets = await loadSecrets(env, db);
  return {
    env,
    db,
    logger,
    notifications,
    secrets,
    mail: meteredMail(createMailProvider(env, db, logger), meter),
    sms: createSmsProvider(env, db, logger),
    storage: createStorageProvider(env),
  };
}
