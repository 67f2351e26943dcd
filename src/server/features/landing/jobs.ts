import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { sendConfirmation } from './newsletter';

// The landing feature's background jobs.

/** One newsletter confirmation e-mail; retried with backoff when the mail provider fails. */
export const newsletterConfirmJob = defineJob({
  name: 'newsletter-confirm',
  payload: z.object({ subscriptionId: z.string().uuid() }),
  handler: (deps, job) => sendConfirmation(deps, job.subscriptionId),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  singletonKey: (job) => job.subscriptionId,
  logFields: (job) => ({ subscriptionId: job.subscriptionId }),
});
