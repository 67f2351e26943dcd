// Background jobs: define one with defineJob in a feature's jobs.ts; the composition root hands the list to
// createJobQueue, and callers enqueue with `jobs.enqueue(definition, payloads)`.
export {
  type AnyJobDefinition,
  DEFAULT_RETRY,
  defineJob,
  type Enqueue,
  type EnqueueAny,
  type EnqueueOptions,
  type JobAttempt,
  type JobContext,
  type JobDefinition,
  type JobDeps,
  type JobSpec,
  ONE_SEND_PER_WORKER,
  type PayloadOf,
  type RetryPolicy,
} from './define';
export {
  createJobQueue,
  JOBS_SCHEMA,
  type JobQueue,
  type JobQueueOptions,
  liveJobExists,
  type QueueDepth,
  queueDepths,
} from './queue';
export { JobPayloadError } from './registry';
