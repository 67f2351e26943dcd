import PgBoss from 'pg-boss';
import { type SQL, sql } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import type { AnyJobDefinition, Enqueue, EnqueueOptions, JobContext, JobDefinition, JobDeps } from './define';
import {
  jobInserts,
  queuePolicy,
  registered,
  registryOf,
  type RetryOverrides,
  runBatch,
  runJob,
  runJobBatch,
} from './registry';
import { type Meter, NO_METER } from '../metrics/meter';

// The Postgres-backed job queue (pg-boss, in its own schema of the app's database): one pg-boss queue and one
// worker per job definition (define.ts), so that work survives a restart and a failing provider is retried
// with backoff. One queue per app, started with it and stopped on shutdown.

export const JOBS_SCHEMA = 'pgboss';
/**
 * How often pg-boss's maintenance runs (once across all instances: it takes a turn in the database). Among
 * other things it gives up attempts past their expiry, so a job whose process died is retried soon after.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 5;
/**
 * Where an enqueue says which queue has new work (payload: the queue's name). Every instance's workers of that
 * queue fetch at once instead of at their next poll: a confirmation mail leaves within moments of the answer,
 * not up to a polling interval per hop later, and the requests' thread can wake the jobs thread's workers.
 */
export const JOBS_READY_CHANNEL = 'elk_jobs_ready';

export type JobQueueOptions = RetryOverrides & {
  /** false: jobs can be enqueued but this app runs none, nor any onStart (tests of restart survival). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  /**
   * Waited for before each fetched batch runs (bounded by the caller, well inside a job's expiry): the jobs
   * thread holds its work back while the requests' thread is busy (app/requestLoad.ts).
   */
  beforeBatch?: () => Promise<void>;
  /** Counts each attempt's outcome per queue (/metrics). */
  meter?: Meter;
};

export type JobQueue = {
  /** Creates the queues, then (unless `work: false`) starts each definition's worker and runs its onStart. */
  start: () => Promise<void>;
  /**
   * Enqueues one job per payload, each checked by the definition's schema first (an invalid one throws and
   * nothing is enqueued). A payload whose singleton key already has a waiting job is not queued again.
   */
  enqueue: <P extends object>(
    definition: JobDefinition<P>,
    payloads: NoInfer<P>[],
    options?: EnqueueOptions,
  ) => Promise<void>;
  /** Finishes running jobs (up to timeoutMs) and stops polling; unfinished jobs are retried after restart. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/** SQL for "a job of this queue with this singleton key is waiting, retrying or running". */
export function liveJobExists(queueName: string, singletonKey: SQL): SQL {
  return sql`exists (
    select 1 from ${sql.raw(JOBS_SCHEMA)}.job j
    where j.name = ${queueName} and j.singleton_key = ${singletonKey}
      and j.state in ('created', 'retry', 'active'))`;
}

/** Jobs of one queue in one state, as /metrics shows them (waiting: created or retry; running: active). */
export type QueueDepth = { queue: string; state: 'created' | 'retry' | 'active'; count: number };

/** The jobs waiting or running in every queue, read at scrape time (one indexed count, all instances' jobs). */
export async function queueDepths(db: JobDeps['db']): Promise<QueueDepth[]> {
  const result = await db.execute<{ queue: string; state: QueueDepth['state']; count: string }>(sql`
    select name as queue, state::text as state, count(*) as count from ${sql.raw(JOBS_SCHEMA)}.job
    where state in ('created', 'retry', 'active') group by name, state`);
  return result.rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count) }));
}

/**
 * pg-boss on the app's own pool: no extra connections, and the jobs live in the same database as the app's
 * rows. `setStopped(true)`: its statements are dropped from then on (see below).
 */
function bossOnAppPool(
  deps: JobDeps,
  work: boolean,
): { boss: PgBoss; setStopped: (stopped: boolean) => void } {
  const pool = deps.db.$client;
  // Once stopped, pg-boss's own statements are dropped: a job still running past the stop's timeout ends
  // after the pool does, and pg-boss completes or fails it without awaiting (an unhandled rejection). The stop
  // has already failed such a job (pg-boss's "shut down while active"), so it is retried as its policy says.
  // No result at all is what pg-boss's complete, fail and fetch read as "nothing affected" (a result without
  // rows would make them throw).
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) =>
    stopped ? Promise.resolve(null as unknown as QueryResult) : pool.query(text, values);
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOBS_SCHEMA,
    schedule: false,
    // Maintenance (expiring, retrying, archiving) is for the instances that run jobs: a queue that only
    // enqueues (the requests' side beside a jobs thread, JOB_RUNNER=off) leaves it to them.
    supervise: work,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (err: unknown) => deps.logger.error({ err }, 'job queue error'));
  return { boss, setStopped: (value) => (stopped = value) };
}

/** How a worker fetches and runs its batches. */
type WorkerSettings = Required<Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'meter'>> &
  Pick<JobQueueOptions, 'beforeBatch'>;

/**
 * One pg-boss worker (a fetch loop): a batch runs `concurrency` at a time (or all at once by the definition's
 * batchHandler); each job completes or fails on its own. So a worker runs at most min(batchSize, concurrency)
 * jobs at once (all of a batch with a batchHandler), and fetches the next batch only when this one is done.
 */
async function startWorker(
  boss: PgBoss,
  definition: AnyJobDefinition,
  context: JobContext,
  { pollingIntervalSeconds, beforeBatch, meter }: WorkerSettings,
): Promise<string> {
  let workerId: string | null = null;
  const runJobs = async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
    await beforeBatch?.();
    const failJob = (job: { id: string }, message: string) => boss.fail(definition.name, job.id, { message });
    const counted = (outcome: 'completed' | 'failed') => meter.jobAttempt(definition.name, outcome);
    if (definition.batchHandler) (await runJobBatch(definition, context, jobs, failJob)).forEach(counted);
    else
      await runBatch(jobs, definition.concurrency, async (job) =>
        counted(await runJob(definition, context, job, (message) => failJob(job, message))),
      );
    // A full batch means more are waiting: fetch again at once instead of after the polling interval.
    if (jobs.length === definition.batchSize && workerId) boss.notifyWorker(workerId);
  };
  workerId = await boss.work<unknown>(
    definition.name,
    { includeMetadata: true, batchSize: definition.batchSize, pollingIntervalSeconds },
    runJobs,
  );
  return workerId;
}

export function createJobQueue(
  deps: JobDeps,
  definitions: readonly AnyJobDefinition[],
  options: JobQueueOptions = {},
): JobQueue {
  const {
    work = true,
    pollingIntervalSeconds = 2,
    beforeBatch,
    meter = NO_METER,
    ...retryOverrides
  } = options;
  const registry = registryOf(definitions);
  const { boss, setStopped } = bossOnAppPool(deps, work);
  /** This queue's pg-boss workers by queue name, woken when any instance enqueues there (JOBS_READY_CHANNEL). */
  const workerIds = new Map<string, string[]>();
  let started = false;
  /** What onStart hooks asked to be undone at stop. */
  const cleanups: (() => void)[] = [];

  const enqueue = async <P extends object>(
    definition: JobDefinition<P>,
    payloads: P[],
    options: EnqueueOptions = {},
  ) => {
    registered(registry, definition as AnyJobDefinition);
    if (payloads.length === 0) return;
    await boss.insert(jobInserts(definition, payloads, retryOverrides, options));
    // Not awaited: the jobs are stored, and a worker that misses the word still finds them at its next poll.
    if (!options.startAfter) void deps.notifications?.notifyLater(JOBS_READY_CHANNEL, definition.name);
  };
  // Handlers may queue follow-ups (a job that re-schedules itself, or one that fans out into sends).
  const context: JobContext = { ...deps, enqueue };

  /** The definition's workers (pg-boss 10 has no per-call worker count: one work() call is one worker). */
  const startWorkers = async (definition: AnyJobDefinition) => {
    const ids: string[] = [];
    for (let i = 0; i < definition.workers; i += 1)
      ids.push(await startWorker(boss, definition, context, { pollingIntervalSeconds, beforeBatch, meter }));
    workerIds.set(definition.name, ids);
    const enqueueThis: Enqueue<object> = (payloads) => enqueue(definition, payloads);
    const cleanup = await definition.onStart?.(context, enqueueThis);
    if (cleanup) cleanups.push(cleanup);
  };

  return {
    start: async () => {
      setStopped(false);
      await boss.start();
      started = true;
      for (const definition of definitions) {
        await boss.createQueue(definition.name, { name: definition.name, policy: queuePolicy(definition) });
      }
      if (!work) return;
      for (const definition of definitions) await startWorkers(definition);
      const wake = (queueName: string) => {
        for (const id of workerIds.get(queueName) ?? []) boss.notifyWorker(id);
      };
      if (deps.notifications) cleanups.push(deps.notifications.subscribe(JOBS_READY_CHANNEL, wake));
    },
    enqueue,
    stop: async (timeoutMs = 10_000) => {
      if (!started) return;
      started = false;
      for (const cleanup of cleanups.splice(0)) cleanup();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      setStopped(true);
    },
  };
}
