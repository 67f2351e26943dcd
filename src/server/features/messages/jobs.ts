import { defineJob, ONE_SEND_PER_WORKER } from '../../platform/jobs';
import { recordSendFailure } from '../invitations';
import { attemptMessage, messageJobKey, messageJobSchema } from './messageSender';

// The messages feature's background jobs.

/**
 * One delivery per message and recipient (blasts, private messages). A failure is retried with backoff and,
 * after the last attempt, kept as the guest's failed send (the host's guest table shows why). The same pair
 * waiting twice is queued once.
 */
export const messageSendJob = defineJob({
  name: 'message-send',
  payload: messageJobSchema,
  handler: (deps, job) => attemptMessage(deps, job),
  singletonKey: messageJobKey,
  logFields: (job) => ({ messageId: job.messageId }),
  // Nothing but the job's completion records that a message went, so one send in flight per worker is what
  // bounds the copies a crash can send twice to one (README, "Background jobs").
  ...ONE_SEND_PER_WORKER,
  workers: 4,
  onFinalFailure: async (deps, job, error) => {
    if ('inviteeId' in job.to) await recordSendFailure(deps.db, job.to.inviteeId, 'message', error);
  },
});
