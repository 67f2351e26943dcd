import type { z } from 'zod';
import type { Db } from '../db/client';
import type { DbNotifications } from '../db/notifications';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { MailProvider } from '../providers/mail';
import type { SmsProvider } from '../providers/sms';
import type { StorageProvider } from '../providers/storage';
import type { Secrets } from '../secrets';

// A background job is one defineJob call in its feature's jobs.ts: its queue name, the zod schema of its
// payload, the handler that runs one attempt, and its retry policy. The composition root lists the
// definitions and hands them to createJobQueue (queue.ts), which runs them on pg-boss.

/** The services a job handler is given: everything created once at start-up, and no request. */
export type JobDeps = {
  env: Env;
  db: Db;
  logger: Logger;
  mail: MailProvider;
  sms: SmsProvider;
  storage: StorageProvider;
  secrets: Secrets;
  /**
   * This instance's LISTEN connection (db/notifications.ts), when one was started: a job's onStart may
   * subscribe to it to queue work when the database says something changed.
   */
  notifications?: DbNotifications;
};

/** When a job enqueued from a handler may start: now (default), or not before a moment. */
export type EnqueueOptions = { startAfter?: Date };

/** Adds jobs of any registered definition (handlers use it to queue follow-ups). */
export type EnqueueAny = <P extends object>(
  definition: JobDefinition<P>,
  payloads: NoInfer<P>[],
  options?: EnqueueOptions,
) => Promise<void>;

/** What a handler, onStart and onFinalFailure are given: the services, and the queue's enqueue. */
export type JobContext = JobDeps & { enqueue: EnqueueAny };

/** Retries after the first attempt; the first retry after delaySeconds, doubled (with jitter) under backoff. */
export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

/**
 * Three retries, the first 10-20 s after a failure, then 20-40 s and 40-80 s (pg-boss doubles the delay, with
 * jitter). An attempt given up by expiry (its process died) is retried the same way.
 */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 10, backoff: true };
/**
 * Jobs fetched at once by a worker, and how many of them run in parallel. The same number: every job of a
 * fetched batch starts at once, so none waits in memory while its expiry (counted from the fetch) runs out,
 * and pg-boss's own deadline for the batch (the expiry) is the deadline of one attempt. A full batch fetches
 * the next at once (queue.ts), so a long list still goes without waiting a polling interval.
 */
export const DEFAULT_BATCH_SIZE = 5;
export const DEFAULT_CONCURRENCY = 5;
/**
 * Send jobs (a message handed to a provider) run one at a time per worker, each fetching one job: a send
 * whose process dies after the provider took it, but before its outcome is written, is sent again when the
 * job is retried, so the sends in flight are the most that can go twice after a crash (README, "Background
 * jobs"). Such a queue gets several workers per instance instead, to go about as fast as a batch did.
 */
export const ONE_SEND_PER_WORKER = { batchSize: 1, concurrency: 1 } as const;
/**
 * An attempt still running after this is given up by pg-boss and retried: it is how a job whose process died
 * mid-attempt comes back. With the queue's maintenance every MAINTENANCE_INTERVAL_SECONDS and the first retry
 * 10-20 s later, such a job runs again within a minute (a send's own timeouts end well inside this).
 */
export const DEFAULT_EXPIRE_IN_SECONDS = 25;

/** Which attempt is running: number 1 is the first; final when no retry follows a failure. */
export type JobAttempt = { number: number; final: boolean };

/** Adds jobs of one definition (used by onStart, e.g. to re-enqueue work left behind by a crash). */
export type Enqueue<P> = (payloads: P[]) => Promise<void>;

/**
 * One kind of job. The payload schema describes plain JSON (no transforms): a payload is checked when it is
 * enqueued and again when it runs. Methods (not function properties) so that definitions of different
 * payloads can share one list.
 */
export type JobSpec<P extends object> = {
  /** The pg-boss queue's name: letters, digits, '_' and '-'. */
  name: string;
  payload: z.ZodType<P>;
  /** Runs one attempt; throwing fails it, and pg-boss retries it by the retry policy. */
  handler(deps: JobContext, payload: P, attempt: JobAttempt): Promise<unknown>;
  /**
   * When set, runs one attempt of every job of a fetched batch at once (used instead of `handler`), so that
   * they can share their reads and writes. Answers one outcome per payload, in order: null when that job went
   * through, else the error that fails that job alone (retried, or final, as its own attempt says). Throwing
   * fails every job of the batch.
   */
  batchHandler?(deps: JobContext, payloads: P[]): Promise<unknown[]>;
  /** Partial policies are completed from DEFAULT_RETRY. */
  retry?: Partial<RetryPolicy>;
  /**
   * At most one waiting job per key (the queue gets pg-boss's 'short' policy): enqueueing the same key again
   * while one waits adds nothing.
   */
  singletonKey?(payload: P): string;
  /** After the last attempt failed (not after the earlier ones). Its own failure is logged, not retried. */
  onFinalFailure?(deps: JobContext, payload: P, error: unknown): Promise<void>;
  /**
   * Once the worker runs (not with `work: false`); e.g. re-enqueue work a crash left without a job. It may
   * return a function the queue calls when it stops (to end a subscription it made).
   */
  onStart?(deps: JobContext, enqueue: Enqueue<P>): Promise<void | (() => void)>;
  /** Fields identifying a job in the log lines (keep addresses out: payloads may carry them). */
  logFields?(payload: P): Record<string, unknown>;
  batchSize?: number;
  concurrency?: number;
  /** pg-boss workers (fetch loops) this queue gets per instance; 1 unless set. */
  workers?: number;
  expireInSeconds?: number;
};

export type JobDefinition<P extends object> = Omit<
  JobSpec<P>,
  'retry' | 'batchSize' | 'concurrency' | 'workers' | 'expireInSeconds'
> & {
  readonly retry: RetryPolicy;
  readonly batchSize: number;
  readonly concurrency: number;
  readonly workers: number;
  readonly expireInSeconds: number;
};

/** Any definition, whatever its payload: the element type of a queue's list. */
export type AnyJobDefinition = JobDefinition<object>;

/** The payload type of a definition. */
export type PayloadOf<D> = D extends JobDefinition<infer P> ? P : never;

const QUEUE_NAME = /^[\w-]+$/;

function positiveInteger(value: number, what: string, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Job "${name}": ${what} must be a whole number ≥ 1`);
  return value;
}

/** Checks a job's settings and fills in the defaults; throws at import time on a mistake. */
export function defineJob<P extends object>(spec: JobSpec<P>): JobDefinition<P> {
  if (!QUEUE_NAME.test(spec.name))
    throw new Error(`Job name "${spec.name}" may only hold letters, digits, '_' and '-'`);
  const retry = { ...DEFAULT_RETRY, ...spec.retry };
  if (!Number.isInteger(retry.limit) || retry.limit < 0)
    throw new Error(`Job "${spec.name}": retry.limit must be a whole number ≥ 0`);
  if (!(retry.delaySeconds >= 0)) throw new Error(`Job "${spec.name}": retry.delaySeconds must be ≥ 0`);
  return {
    ...spec,
    retry,
    batchSize: positiveInteger(spec.batchSize ?? DEFAULT_BATCH_SIZE, 'batchSize', spec.name),
    concurrency: positiveInteger(spec.concurrency ?? DEFAULT_CONCURRENCY, 'concurrency', spec.name),
    workers: positiveInteger(spec.workers ?? 1, 'workers', spec.name),
    expireInSeconds: positiveInteger(
      spec.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS,
      'expireInSeconds',
      spec.name,
    ),
  };
}
