import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { attemptInvite, type SendDeps, setSendOutcome } from '../../features/guests/inviteSender';
import { attemptMessage, type MessageJob, messageJobKey } from '../../features/messages/messageSender';

// The Postgres-backed job queue (pg-boss, in its own schema of the app's database). Invitations are sent by
// jobs so that a send survives a restart and a failing provider is retried with backoff before the guest is
// marked FAILED. One queue per app, started with it and stopped on shutdown.

export const JOBS_SCHEMA = 'pgboss';
export const INVITE_SEND_QUEUE = 'invite-send';
/** One job per message and recipient (blasts, private messages, the cancellation notice). */
export const MESSAGE_SEND_QUEUE = 'message-send';

type InviteJob = { inviteeId: string };

/** Jobs fetched at once, and how many of them are sent in parallel. */
const BATCH_SIZE = 20;
const SEND_CONCURRENCY = 5;

export type JobQueueOptions = {
  /** false: jobs can be enqueued but this app runs none (tests of restart survival). */
  work?: boolean;
  /** Retries after the first attempt. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
};

export type JobQueue = {
  start: () => Promise<void>;
  /** Enqueues one send job per invitee; an invitee with a job still waiting gets no second one. */
  enqueueInvites: (inviteeIds: string[]) => Promise<void>;
  /** Enqueues one delivery per message and recipient; the same pair waiting twice is queued once. */
  enqueueMessages: (jobs: MessageJob[]) => Promise<void>;
  /** Finishes running jobs (up to timeoutMs) and stops polling; unfinished jobs are retried after restart. */
  stop: (timeoutMs?: number) => Promise<void>;
};

export function createJobQueue(deps: SendDeps, options: JobQueueOptions = {}): JobQueue {
  const { work = true, retryLimit = 3, retryDelaySeconds = 30, pollingIntervalSeconds = 2 } = options;
  const pool = deps.db.$client;
  // The app's own pool: no extra connections, and the jobs live in the same database as the invitees.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    schedule: false,
  });
  boss.on('error', (err: unknown) => deps.logger.error({ err }, 'job queue error'));
  let started = false;

  const enqueueInvites = async (inviteeIds: string[]) => {
    if (inviteeIds.length === 0) return;
    await boss.insert(
      inviteeIds.map((inviteeId) => ({
        name: INVITE_SEND_QUEUE,
        data: { inviteeId } satisfies InviteJob,
        singletonKey: inviteeId,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        // A send that hangs is given up and retried rather than holding the guest TRIGGERED.
        expireInSeconds: 300,
      })),
    );
  };

  /** Invitees left TRIGGERED without a live job (a crash between marking and enqueueing) get one. */
  const enqueueOrphans = async () => {
    const orphans = await deps.db.execute<{ id: string }>(sql`
      select i.id from invitees i
      where i.invite_status = 'TRIGGERED'
        and not exists (
          select 1 from ${sql.raw(JOBS_SCHEMA)}.job j
          where j.name = ${INVITE_SEND_QUEUE} and j.singleton_key = i.id::text
            and j.state in ('created', 'retry', 'active')
        )`);
    const ids = orphans.rows.map((row) => row.id);
    if (ids.length > 0) deps.logger.info({ count: ids.length }, 're-enqueueing invitations left unsent');
    await enqueueInvites(ids);
  };

  /** One job: a failed attempt is failed on its own (pg-boss retries it); the batch's others complete. */
  const runOne = async (job: PgBoss.JobWithMetadata<InviteJob>) => {
    const { inviteeId } = job.data;
    try {
      await attemptInvite(deps, inviteeId);
    } catch (error) {
      const finalAttempt = job.retryCount >= job.retryLimit;
      deps.logger.warn(
        { err: error, inviteeId, attempt: job.retryCount + 1, finalAttempt },
        'invite send failed',
      );
      if (finalAttempt) await setSendOutcome(deps, inviteeId, 'FAILED');
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(INVITE_SEND_QUEUE, job.id, { message });
    }
  };

  const enqueueMessages = async (jobs: MessageJob[]) => {
    if (jobs.length === 0) return;
    await boss.insert(
      jobs.map((job) => ({
        name: MESSAGE_SEND_QUEUE,
        data: job,
        singletonKey: messageJobKey(job),
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 300,
      })),
    );
  };

  /** One delivery; a failure is retried by pg-boss and, after the last attempt, only logged. */
  const runOneMessage = async (job: PgBoss.JobWithMetadata<MessageJob>) => {
    try {
      await attemptMessage(deps, job.data);
    } catch (error) {
      const finalAttempt = job.retryCount >= job.retryLimit;
      deps.logger.warn(
        { err: error, messageId: job.data.messageId, attempt: job.retryCount + 1, finalAttempt },
        'message send failed',
      );
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(MESSAGE_SEND_QUEUE, job.id, { message });
    }
  };

  let messageWorkerId: string | null = null;
  const runMessageJobs = async (jobs: PgBoss.JobWithMetadata<MessageJob>[]) => {
    for (let start = 0; start < jobs.length; start += SEND_CONCURRENCY) {
      await Promise.all(jobs.slice(start, start + SEND_CONCURRENCY).map(runOneMessage));
    }
    if (jobs.length === BATCH_SIZE && messageWorkerId) boss.notifyWorker(messageWorkerId);
  };

  let workerId: string | null = null;
  const runInviteJobs = async (jobs: PgBoss.JobWithMetadata<InviteJob>[]) => {
    for (let start = 0; start < jobs.length; start += SEND_CONCURRENCY) {
      await Promise.all(jobs.slice(start, start + SEND_CONCURRENCY).map(runOne));
    }
    // A full batch means more are waiting: fetch again at once instead of after the polling interval.
    if (jobs.length === BATCH_SIZE && workerId) boss.notifyWorker(workerId);
  };

  return {
    start: async () => {
      await boss.start();
      started = true;
      // 'short': at most one waiting job per singletonKey, so a double click does not queue a second send.
      await boss.createQueue(INVITE_SEND_QUEUE, { name: INVITE_SEND_QUEUE, policy: 'short' });
      await boss.createQueue(MESSAGE_SEND_QUEUE, { name: MESSAGE_SEND_QUEUE, policy: 'short' });
      if (work) {
        workerId = await boss.work<InviteJob>(
          INVITE_SEND_QUEUE,
          { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds },
          runInviteJobs,
        );
        await enqueueOrphans();
        messageWorkerId = await boss.work<MessageJob>(
          MESSAGE_SEND_QUEUE,
          { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds },
          runMessageJobs,
        );
      }
    },
    enqueueInvites,
    enqueueMessages,
    stop: async (timeoutMs = 10_000) => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
