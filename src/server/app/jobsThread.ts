import { once } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../platform/logger';
import { RUNS_FROM_BUILD, SERVER_BUILD_DIR } from '../platform/paths';
import type { Meter } from '../platform/metrics/meter';
import { watchRequestLoad } from './requestLoad';

// The background jobs in a worker thread of their own (JOB_RUNNER=thread, the default): a party link shared
// widely sets off a confirmation per answer, each costing several times the answer itself (its calendar file,
// its mail, the queue's statements). On the requests' event loop they would queue behind answers and answers
// behind them; in their own thread, at a lower CPU priority (jobsWorker.ts), answers are served first and the
// confirmations follow as the CPU frees up. The thread is another instance of the app's job side: its own pool,
// LISTEN connection and providers, on the same database; the queue (pg-boss) is what the two share.

/** The database the app opened, and the port it listens on (what PUBLIC_URL defaults to). */
export type JobsWorkerData = { databaseUrl: string; port: number };
export type ToJobsWorker = { type: 'stop'; timeoutMs: number } | { type: 'requests'; busy: boolean };
/** The thread started; or something it counted for /metrics, which this thread's registry keeps. */
export type FromJobsWorker =
  | { type: 'started' }
  | { type: 'meter'; count: 'jobAttempt'; args: Parameters<Meter['jobAttempt']> }
  | { type: 'meter'; count: 'mail'; args: Parameters<Meter['mail']> };

/**
 * A thread that ended without being asked is started again after this, doubled each time up to a minute; one
 * that had run for that minute counts as healthy again (a thread that crashes as it starts does not spin).
 */
const RESTART_AFTER_MS = 1000;
const MAX_RESTART_AFTER_MS = 60_000;

export type JobsThread = {
  /** Asks the thread to finish its running jobs (within timeoutMs) and close; ends it at the deadline. */
  stop: (timeoutMs: number) => Promise<void>;
};

/**
 * The thread's script. From source, a loader that imports the TypeScript body through tsx (which threads do not
 * inherit); in the production build, the body compiled on its own beside the server's bundle (no tsx there).
 */
const ENTRY = RUNS_FROM_BUILD
  ? pathToFileURL(path.join(SERVER_BUILD_DIR, 'jobsWorker.js'))
  : new URL('./jobsWorker.entry.mjs', import.meta.url);

function spawn(entry: URL, data: JobsWorkerData): Worker {
  // The process's flags go with it (--cpu-prof profiles the thread too).
  return new Worker(entry, { workerData: data });
}

function countFromThread(meter: Meter, message: Extract<FromJobsWorker, { type: 'meter' }>): void {
  if (message.count === 'jobAttempt') meter.jobAttempt(...message.args);
  else meter.mail(...message.args);
}

/**
 * Starts the jobs thread and resolves once its queue runs (rejects when that first start fails). A thread that
 * ends without being asked, or fails to start again, is started again after a pause that grows each time.
 */
export async function startJobsThread(
  data: JobsWorkerData,
  logger: Logger,
  /** Where the thread's counts go (the requests' thread's /metrics). */
  meter: Meter,
  /** The thread's script (tests give stand-ins that start, fail or hang on cue). */
  entry: URL = ENTRY,
): Promise<JobsThread> {
  let stopping = false;
  let firstStart = true;
  let restartMs = RESTART_AFTER_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let worker: Worker;
  /** Whether this thread's requests keep its event loop busy, as last told to the jobs thread. */
  let requestsBusy = false;
  /** When the running thread said it had started (null until it does). */
  let runningSince: number | null = null;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      worker = spawn(entry, data);
      runningSince = null;
      if (requestsBusy) worker.postMessage({ type: 'requests', busy: true } satisfies ToJobsWorker);
      worker.on('message', (message: FromJobsWorker) => {
        if (message.type === 'meter') return countFromThread(meter, message);
        if (message.type !== 'started') return;
        firstStart = false;
        runningSince = Date.now();
        resolve();
      });
      worker.on('error', (err) => {
        logger.error({ err }, 'jobs thread failed');
        reject(err);
      });
      worker.on('exit', (code) => {
        if (firstStart) reject(new Error(`the jobs thread ended (code ${code}) before its queue started`));
        if (stopping || firstStart) return;
        if (runningSince !== null && Date.now() - runningSince >= MAX_RESTART_AFTER_MS)
          restartMs = RESTART_AFTER_MS;
        logger.error({ code, restartInMs: restartMs }, 'jobs thread ended: starting it again');
        restartTimer = setTimeout(() => {
          restartTimer = undefined;
          launch().catch(() => undefined);
        }, restartMs);
        restartMs = Math.min(restartMs * 2, MAX_RESTART_AFTER_MS);
      });
    });

  await launch();
  // The thread holds its batches back while this thread's requests keep its event loop busy (requestLoad.ts).
  const stopWatching = watchRequestLoad((busy) => {
    requestsBusy = busy;
    worker.postMessage({ type: 'requests', busy } satisfies ToJobsWorker);
  });
  return {
    stop: async (timeoutMs) => {
      stopping = true;
      stopWatching();
      clearTimeout(restartTimer);
      const current = worker;
      if (current.threadId < 0) return;
      const exited = once(current, 'exit');
      current.postMessage({ type: 'stop', timeoutMs } satisfies ToJobsWorker);
      // The thread ends itself at its deadline; this is for one too busy to.
      const deadline = setTimeout(() => void current.terminate(), timeoutMs + 250);
      await exited;
      clearTimeout(deadline);
    },
  };
}
