import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs';
import { listenForActivity } from './activityListener';
import { runDueDigests } from './digests';
import { runPartyActivity } from './partyActivity';
import { runDueReminders } from './reminders';
import { pruneDeliveries } from './deliveryStore';
import { deliverySendJob, requeueOrphans } from './sendJob';
import { noticeWallPost } from './wallNotices';

// The notifications feature's background jobs: the per-party run that answers set off, the tick that finds
// what is due by the clock (reminders, digests, deliveries a crash left without a job), and the send itself.

export { deliverySendJob };

/**
 * One party's new answers: confirmations and the hosts' update (partyActivity.ts). Queued by every
 * instance's listener; one waiting run per party. A run that must wait out the hosts' minute queues the next
 * for then, under a key of its own (`forHosts`): under the party's own key it would be the party's one waiting
 * run for up to a minute, and the listener's runs, which confirm new answers at once, could not be queued.
 */
export const partyActivityJob = defineJob({
  name: 'party-activity',
  payload: z.object({ eventId: z.guid(), forHosts: z.boolean().optional() }),
  handler: async (deps, { eventId }) => {
    const next = await runPartyActivity(deps, eventId);
    if (next) await deps.enqueue(partyActivityJob, [{ eventId, forHosts: true }], { startAfter: next });
  },
  singletonKey: ({ eventId, forHosts }) => (forHosts ? `${eventId}:hosts` : eventId),
  logFields: ({ eventId }) => ({ eventId }),
  onStart: async (deps, enqueue) =>
    listenForActivity(deps, (eventIds) => enqueue(eventIds.map((eventId) => ({ eventId })))),
});

/** One new post's notices, queued by wall.post once the post is stored (one job per post). */
export const wallPostNoticesJob = defineJob({
  name: 'wall-post-notices',
  payload: z.object({ postId: z.guid() }),
  handler: async (deps, { postId }) => {
    await noticeWallPost(deps, postId);
  },
  singletonKey: ({ postId }) => postId,
  logFields: ({ postId }) => ({ postId }),
});

/** The clock's part: what is due now. Each part failing alone does not hold up the others. */
export async function runTick(deps: JobContext, now: Date) {
  const parts = [
    ['reminders', () => runDueReminders(deps, now)],
    ['digests', () => runDueDigests(deps, now)],
    ['orphaned deliveries', () => requeueOrphans(deps, now)],
    ['old deliveries', () => pruneDeliveries(deps.db, now)],
  ] as const;
  for (const [name, run] of parts) {
    try {
      await run();
    } catch (err) {
      deps.logger.warn({ err, part: name }, 'notifications tick failed');
    }
  }
}

/** The shortest time between two checks that a tick is coming (tests tick every second). */
const TICK_HEAL_MIN_MS = 5000;

/**
 * Every NOTIFICATIONS_TICK_SECONDS, one instance (whichever takes the job) runs the tick, then queues the next.
 * Each instance queues one at start-up; the singleton key keeps one waiting.
 */
export const noticesTickJob = defineJob({
  name: 'notices-tick',
  payload: z.object({}),
  retry: { limit: 0 },
  handler: async (deps) => {
    try {
      await runTick(deps, new Date());
    } finally {
      const startAfter = new Date(Date.now() + deps.env.NOTIFICATIONS_TICK_SECONDS * 1000);
      await deps.enqueue(noticesTickJob, [{}], { startAfter });
    }
  },
  singletonKey: () => 'tick',
  // A tick whose process died is not retried (the next start queues a new one); a long one is not cut short.
  expireInSeconds: 300,
  // The chain outlives restarts (its next tick waits in the queue); a start makes sure one is coming, and so does
  // each instance every two ticks after: a next tick whose enqueue failed (a query deadline on a loaded machine,
  // an instance stopping mid-tick) would otherwise leave none until the next start. The singleton key keeps it
  // to one waiting tick, so a chain that is fine is left as it is.
  onStart: async (deps) => {
    const tickMs = deps.env.NOTIFICATIONS_TICK_SECONDS * 1000;
    const nextTick = () => deps.enqueue(noticesTickJob, [{}], { startAfter: new Date(Date.now() + tickMs) });
    await nextTick();
    const heal = setInterval(
      () => {
        nextTick().catch((err: unknown) => deps.logger.warn({ err }, 'notifications tick: re-arming failed'));
      },
      Math.max(2 * tickMs, TICK_HEAL_MIN_MS),
    );
    heal.unref();
    return () => clearInterval(heal);
  },
});
