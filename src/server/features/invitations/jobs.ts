import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, liveJobExists, ONE_SEND_PER_WORKER } from '../../platform/jobs';
import { attemptInvite, setSendOutcome } from './inviteSender';

// The guests feature's background jobs.

const INVITE_SEND_QUEUE = 'invite-send';
/** Invitation sends in flight per instance: one per worker. */
export const INVITE_SEND_WORKERS = 4;

/**
 * One guest's invitation (sendInvites marks the guest TRIGGERED, then enqueues this). A failed attempt is
 * retried with backoff; only after the last one is the guest marked FAILED ('Send Failure'). One waiting job
 * per guest, so a double click does not queue a second send.
 */
export const inviteSendJob = defineJob({
  name: INVITE_SEND_QUEUE,
  payload: z.object({ inviteeId: z.guid() }),
  handler: (deps, { inviteeId }) => attemptInvite(deps, inviteeId),
  singletonKey: ({ inviteeId }) => inviteeId,
  logFields: ({ inviteeId }) => ({ inviteeId }),
  // One invitation in flight per worker, so a crash can send at most one twice (README, "Background jobs");
  // INVITE_SEND_WORKERS (four) per instance keep a 1,000-guest send near the speed of the old batches of five.
  ...ONE_SEND_PER_WORKER,
  workers: INVITE_SEND_WORKERS,
  onFinalFailure: (deps, { inviteeId }, error) => setSendOutcome(deps, inviteeId, 'FAILED', error),
  /** Invitees left TRIGGERED without a live job (a crash between marking and enqueueing) get one. */
  onStart: async (deps, enqueue) => {
    const orphans = await deps.db.execute<{ id: string }>(sql`
      select i.id from invitees i
      where i.invite_status = 'TRIGGERED'
        and not ${liveJobExists(INVITE_SEND_QUEUE, sql`i.id::text`)}`);
    const ids = orphans.rows.map((row) => row.id);
    if (ids.length > 0) deps.logger.info({ count: ids.length }, 're-enqueueing invitations left unsent');
    await enqueue(ids.map((inviteeId) => ({ inviteeId })));
  },
  // The default retry policy and expiry (platform/jobs): a send that hangs, or whose process died, is given up
  // and retried within a minute rather than holding the guest TRIGGERED.
});
