import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { poolFor } from '../platform/db/database';
import { createDbNotifications, listenerConfigOf } from '../platform/db/notifications';
import { loadEnv } from '../platform/env';
import { createJobQueue } from '../platform/jobs';
import { createLogger, type Logger } from '../platform/logger';
import { createServices } from '../platform/services';
import { runWithDeadline } from '../platform/shutdown';
import { jobDefinitions } from './jobs';
import { requestLoadGate } from './requestLoad';
import type { FromJobsWorker, JobsWorkerData, ToJobsWorker } from './jobsThread';
import type { Meter } from '../platform/metrics/meter';

/** This thread's counts, passed to the requests' thread, whose /metrics shows them. */
const meter: Meter = {
  jobAttempt: (...args) =>
    parentPort!.postMessage({ type: 'meter', count: 'jobAttempt', args } satisfies FromJobsWorker),
  mail: (...args) => parentPort!.postMessage({ type: 'meter', count: 'mail', args } satisfies FromJobsWorker),
};

// The body of the jobs thread (jobsThread.ts starts it): the app's background jobs on a pool, a LISTEN
// connection and providers of their own, as another instance of the app would run them, but in this process.

/**
 * How much lower than the requests' thread this one runs (Linux nice: 10 gives it about a tenth of a busy CPU
 * against a request thread at 0). Idle CPU is its to take; while requests keep the CPU busy, they go first.
 */
const NICENESS = 10;

/** Lowers this thread's CPU priority, where the system says which thread this is (Linux: /proc/thread-self). */
function lowerThreadPriority(logger: Logger): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, NICENESS);
  } catch (err) {
    logger.info({ err }, 'jobs thread: CPU priority left as it is');
  }
}

async function run(data: JobsWorkerData): Promise<void> {
  const env = loadEnv({ ...process.env, PORT: String(data.port) });
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT).child({ thread: 'jobs' });
  lowerThreadPriority(logger);
  const db = poolFor(env, data.databaseUrl);
  const notifications = createDbNotifications(listenerConfigOf(db.$client), logger);
  const requests = requestLoadGate();
  const services = await createServices(env, db, logger, notifications, meter);
  const { mail } = services;
  const jobs = createJobQueue(services, jobDefinitions, { beforeBatch: () => requests.whenQuiet(), meter });
  // Told how busy the requests are (batches wait for a quiet moment), or to stop (the app is stopping): running
  // jobs may finish within the time given, then all is closed.
  parentPort!.on('message', (message: ToJobsWorker) => {
    if (message.type === 'requests') return requests.setBusy(message.busy);
    // A batch held back for the requests goes now: the stop waits for it.
    requests.setBusy(false);
    void runWithDeadline(
      [
        { name: 'job queue', run: (remainingMs) => jobs.stop(Math.max(500, remainingMs - 500)) },
        mail.close && { name: 'mail transport', run: () => mail.close!() },
        { name: 'database notifications', run: () => notifications.stop() },
        { name: 'database pool', run: () => db.$client.end() },
      ],
      message.timeoutMs,
    ).then((outcome) => {
      if (!outcome.ok)
        logger.warn({ unfinished: outcome.unfinished }, 'jobs thread: stopped before all was done');
      // Ends this thread (not the process) now, whatever is left open: a hung connection must not keep it.
      process.exit(outcome.ok ? 0 : 1);
    });
  });
  await notifications.start();
  await jobs.start();
  parentPort!.postMessage({ type: 'started' } satisfies FromJobsWorker);
}

// A failed start ends the thread with its error: the app logs it and starts the thread again (or, at the app's
// own start, fails to start).
await run(workerData as JobsWorkerData);
