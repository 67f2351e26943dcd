import { defineJob } from '../../platform/jobs';
import { attemptMessage, messageJobKey, messageJobSchema } from './messageSender';

// The messages feature's background jobs.

/**
 * One delivery per message and recipient (blasts, private messages, the cancellation notice). A failure is
 * retried with backoff and, after the last attempt, only logged. The same pair waiting twice is queued once.
 */
export const messageSendJob = defineJob({
  name: 'message-send',
  payload: messageJobSchema,
  handler: (deps, job) => attemptMessage(deps, job),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  singletonKey: messageJobKey,
  logFields: (job) => ({ messageId: job.messageId }),
  expireInSeconds: 300,
});
