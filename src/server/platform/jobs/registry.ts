import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { AnyJobDefinition, EnqueueOptions, JobAttempt, JobContext, JobDefinition } from './define';

// The queue's logic that needs no database: the list of definitions, payload checks, the rows enqueued, and
// one attempt of one job. queue.ts wires these to pg-boss.

/** createJobQueue's overrides of every definition's retry policy (tests retry within seconds). */
export type RetryOverrides = { retryLimit?: number; retryDelaySeconds?: number };

/** A payload that does not match its job's schema: a bug in the caller, so nothing of the call is enqueued. */
export class JobPayloadError extends Error {
  constructor(
    readonly job: string,
    readonly index: number,
    problem: string,
  ) {
    super(`Job "${job}": payload ${index} is invalid: ${problem}`);
    this.name = 'JobPayloadError';
  }
}

/** The definitions by name; two with one name would share a queue, so that is refused. */
export function registryOf(definitions: readonly AnyJobDefinition[]): ReadonlyMap<string, AnyJobDefinition> {
  const byName = new Map<string, AnyJobDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`Two jobs are named "${definition.name}"`);
    byName.set(definition.name, definition);
  }
  return byName;
}

/** The registered definition itself; a definition this queue was not given is a bug. */
export function registered(
  registry: ReadonlyMap<string, AnyJobDefinition>,
  definition: AnyJobDefinition,
): AnyJobDefinition {
  const found = registry.get(definition.name);
  if (found !== definition) throw new Error(`Job "${definition.name}" is not registered with this queue`);
  return found;
}

/** The zod issues in one line: where and what, never the offending values (payloads may hold addresses). */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ` : '') + issue.message)
    .join('; ');
}

export function parsePayload<P extends object>(
  definition: JobDefinition<P>,
  data: unknown,
): { ok: true; payload: P } | { ok: false; problem: string } {
  const result = definition.payload.safeParse(data);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, problem: describeIssues(result.error.issues) };
}

/** 'short' keeps one waiting job per singleton key (a double click queues one send); otherwise 'standard'. */
export function queuePolicy(definition: AnyJobDefinition): PgBoss.QueuePolicy {
  return definition.singletonKey ? 'short' : 'standard';
}

/** The pg-boss rows for a list of payloads, each checked by the schema first; throws before any is built. */
export function jobInserts<P extends object>(
  definition: JobDefinition<P>,
  payloads: readonly P[],
  overrides: RetryOverrides = {},
  options: EnqueueOptions = {},
): PgBoss.JobInsert<P>[] {
  return payloads.map((payload, index) => {
    const parsed = parsePayload(definition, payload);
    if (!parsed.ok) throw new JobPayloadError(definition.name, index, parsed.problem);
    return {
      name: definition.name,
      data: parsed.payload,
      ...(definition.singletonKey ? { singletonKey: definition.singletonKey(parsed.payload) } : {}),
      retryLimit: overrides.retryLimit ?? definition.retry.limit,
      retryDelay: overrides.retryDelaySeconds ?? definition.retry.delaySeconds,
      retryBackoff: definition.retry.backoff,
      expireInSeconds: definition.expireInSeconds,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    };
  });
}

/** What runJob needs of a fetched job (pg-boss's JobWithMetadata has all of it). */
export type FetchedJob = { id: string; data: unknown; retryCount: number; retryLimit: number };

/** The party a payload is about, when it names one (most do: sends, notices, song syncs). */
function eventIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const eventId = (data as { eventId?: unknown }).eventId;
  return typeof eventId === 'string' ? eventId : undefined;
}

/**
 * The services one job run is given, with a logger of its own: every line the run writes (the handler's and
 * the queue's) names the queue, the job and the party, as request lines name their request.
 */
export function jobRunContext(deps: JobContext, queue: string, jobs: readonly FetchedJob[]): JobContext {
  const eventIds = new Set(jobs.map((job) => eventIdOf(job.data)));
  const [eventId] = eventIds;
  const fields: Record<string, unknown> =
    jobs.length === 1 ? { queue, jobId: jobs[0]!.id } : { queue, jobIds: jobs.map((job) => job.id) };
  if (eventIds.size === 1 && eventId) fields.eventId = eventId;
  const logger: Logger = deps.logger.child(fields);
  return { ...deps, logger };
}

export function attemptOf(job: Pick<FetchedJob, 'retryCount' | 'retryLimit'>): JobAttempt {
  return { number: job.retryCount + 1, final: job.retryCount >= job.retryLimit };
}

/** A failed attempt: logged with the job's fields; after the final one, onFinalFailure runs before the fail. */
async function failAttempt<P extends object>(
  definition: JobDefinition<P>,
  deps: JobContext,
  job: FetchedJob,
  payload: P,
  error: unknown,
  fail: (message: string) => Promise<void>,
): Promise<'failed'> {
  const attempt = attemptOf(job);
  // deps is the job's run context (jobRunContext): its logger already names the job, the queue and the party.
  const where = { job: definition.name, attempt: attempt.number, finalAttempt: attempt.final };
  let fields: Record<string, unknown> = {};
  try {
    fields = definition.logFields?.(payload) ?? {};
  } catch {}
  deps.logger.warn({ err: error, ...where, ...fields }, 'job failed');
  if (attempt.final && definition.onFinalFailure) {
    try {
      await definition.onFinalFailure(deps, payload, error);
    } catch (finalError) {
      deps.logger.error({ err: finalError, ...where, ...fields }, 'job final-failure handler failed');
    }
  }
  await fail(error instanceof Error ? error.message : String(error));
  return 'failed';
}

/** A payload its schema refuses is a bug: the job fails with the reason logged, and no handler sees it. */
async function parsedOrFailed<P extends object>(
  definition: JobDefinition<P>,
  deps: JobContext,
  job: FetchedJob,
  fail: (message: string) => Promise<void>,
): Promise<P | null> {
  const parsed = parsePayload(definition, job.data);
  if (parsed.ok) return parsed.payload;
  const attempt = attemptOf(job);
  deps.logger.error(
    { job: definition.name, attempt: attempt.number, problem: parsed.problem },
    'job payload is invalid',
  );
  await fail(`invalid payload: ${parsed.problem}`);
  return null;
}

/**
 * One attempt of one job. A handler that throws fails the job (pg-boss retries it); after the final attempt
 * onFinalFailure runs first, and its own error is only logged. Only `fail` itself may throw (the database is
 * gone): pg-boss then fails the rest of the batch, which is retried.
 */
export async function runJob<P extends object>(
  definition: JobDefinition<P>,
  queueDeps: JobContext,
  job: FetchedJob,
  fail: (message: string) => Promise<void>,
): Promise<'completed' | 'failed'> {
  const deps = jobRunContext(queueDeps, definition.name, [job]);
  const payload = await parsedOrFailed(definition, deps, job, fail);
  if (!payload) return 'failed';
  try {
    await definition.handler(deps, payload, attemptOf(job));
    return 'completed';
  } catch (error) {
    return failAttempt(definition, deps, job, payload, error, fail);
  }
}

/**
 * One attempt of a fetched batch by the definition's batchHandler: each job whose outcome is an error fails
 * alone, exactly as runJob fails it (retry, or onFinalFailure after its final attempt); the others complete.
 */
export async function runJobBatch<P extends object>(
  definition: JobDefinition<P>,
  queueDeps: JobContext,
  jobs: readonly FetchedJob[],
  fail: (job: FetchedJob, message: string) => Promise<void>,
): Promise<('completed' | 'failed')[]> {
  const batchHandler = definition.batchHandler;
  if (!batchHandler) throw new Error(`Job "${definition.name}" has no batchHandler`);
  const results: ('completed' | 'failed')[] = jobs.map(() => 'failed');
  const valid: { index: number; job: FetchedJob; payload: P }[] = [];
  // Each job's own lines (an invalid payload, a failure) name that job; the batch handler's name them all.
  const jobDeps = jobs.map((job) => jobRunContext(queueDeps, definition.name, [job]));
  for (const [index, job] of jobs.entries()) {
    const payload = await parsedOrFailed(definition, jobDeps[index]!, job, (message) => fail(job, message));
    if (payload) valid.push({ index, job, payload });
  }
  if (valid.length === 0) return results;
  let outcomes: unknown[];
  try {
    const batchJobs = valid.map((entry) => entry.job);
    outcomes = await batchHandler(
      jobRunContext(queueDeps, definition.name, batchJobs),
      valid.map((entry) => entry.payload),
    );
  } catch (error) {
    outcomes = valid.map(() => error ?? new Error('the batch failed'));
  }
  await Promise.all(
    valid.map(async ({ index, job, payload }, i) => {
      const error = outcomes[i];
      results[index] =
        error === null || error === undefined
          ? 'completed'
          : await failAttempt(definition, jobDeps[index]!, job, payload, error, (message) =>
              fail(job, message),
            );
    }),
  );
  return results;
}

/** Runs a fetched batch `concurrency` at a time, in order. */
export async function runBatch<J>(
  jobs: readonly J[],
  concurrency: number,
  run: (job: J) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < jobs.length; start += concurrency) {
    await Promise.all(jobs.slice(start, start + concurrency).map(run));
  }
}
