import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { defineJob, type EnqueueAny } from '../../platform/jobs';
import { DEFERRED, failDelivery, sendDeliveries } from './deliverySender';
import { type NewDelivery, orphanDeliveries, storeDeliveries } from './deliveryStore';

// The job that sends one delivery, and how deliveries are stored and queued.

const DELIVERY_SEND_QUEUE = 'delivery-send';
/** A pending delivery this old without a job lost its enqueue to a crash: the tick queues it again. */
export const ORPHAN_AFTER_MS = 60_000;
/**
 * Deliveries a worker fetches and reads together: their reads and writes are shared (a party's confirmations, a
 * reminder to every guest). They are sent one at a time (deliverySender.ts), so this bounds the reads, not the
 * sends in flight.
 */
export const DELIVERY_BATCH = 10;
/** Sends in flight per instance: one per worker, so a crash can send at most this many twice. */
export const DELIVERY_SEND_WORKERS = 4;
/**
 * No send of a batch after its first starts later than this after the batch began: a send takes at most about
 * 15 s (the SMS provider's timeout; SMTP's are shorter), so the attempt ends inside its 25 s expiry
 * (platform/jobs) and pg-boss never gives up, and retries, a batch still sending.
 */
export const DELIVERY_SEND_WINDOW_MS = 8_000;

/**
 * One owed message to one address (deliveryStore.ts). Retried with backoff; after the last attempt it is
 * marked failed and the guest's row in the host's table says why. One waiting job per delivery. A worker
 * fetches up to DELIVERY_BATCH of them, reads them together and sends them one after another
 * (deliverySender.ts: sendDeliveries); each completes or fails (and is retried) on its own. Those the send
 * window left unsent get a new job (their delivery is still pending) and this one completes: nothing is lost,
 * and no attempt is spent on them.
 */
export const deliverySendJob = defineJob({
  name: DELIVERY_SEND_QUEUE,
  payload: z.object({ deliveryId: z.guid() }),
  handler: async (deps, { deliveryId }) => {
    const [error] = await sendDeliveries(deps, [deliveryId]);
    if (error) throw error;
  },
  batchHandler: async (deps, payloads) => {
    const ids = payloads.map((payload) => payload.deliveryId);
    const outcomes = await sendDeliveries(deps, ids, Date.now() + DELIVERY_SEND_WINDOW_MS);
    await enqueueSends(
      deps.enqueue,
      ids.filter((_, i) => outcomes[i] === DEFERRED),
    );
    return outcomes.map((outcome) => (outcome === DEFERRED ? null : outcome));
  },
  batchSize: DELIVERY_BATCH,
  // A batchHandler runs the whole batch in one call; the sends in it go one at a time.
  concurrency: 1,
  workers: DELIVERY_SEND_WORKERS,
  singletonKey: ({ deliveryId }) => deliveryId,
  logFields: ({ deliveryId }) => ({ deliveryId }),
  onFinalFailure: (deps, { deliveryId }, error) => failDelivery(deps, deliveryId, error),
});

/** Queues a send job for each of these stored deliveries. */
export async function enqueueSends(enqueue: EnqueueAny, deliveryIds: readonly string[]): Promise<void> {
  await enqueue(
    deliverySendJob,
    deliveryIds.map((deliveryId) => ({ deliveryId })),
  );
}

/** Stores the deliveries (each once) and queues the new ones; answers how many were new. */
export async function queueDeliveries(
  deps: { db: Db; enqueue: EnqueueAny },
  list: readonly NewDelivery[],
): Promise<number> {
  const ids = await storeDeliveries(deps.db, list);
  await enqueueSends(deps.enqueue, ids);
  return ids.length;
}

/** Deliveries a crash left without a job. */
export async function requeueOrphans(deps: { db: Db; enqueue: EnqueueAny }, now: Date): Promise<number> {
  const ids = await orphanDeliveries(deps.db, DELIVERY_SEND_QUEUE, ORPHAN_AFTER_MS, now);
  await enqueueSends(deps.enqueue, ids);
  return ids.length;
}
