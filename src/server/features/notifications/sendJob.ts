import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { defineJob, type EnqueueAny } from '../../platform/jobs';
import { failDelivery, sendDeliveries } from './deliverySender';
import { type NewDelivery, orphanDeliveries, storeDeliveries } from './deliveryStore';

// The job that sends one delivery, and how deliveries are stored and queued.

const DELIVERY_SEND_QUEUE = 'delivery-send';
/** A pending delivery this old without a job lost its enqueue to a crash: the tick queues it again. */
export const ORPHAN_AFTER_MS = 60_000;
/**
 * Sends fetched and made together: their reads and writes are shared (a party's confirmations, a reminder to
 * every guest). All of a batch go out at once (an SMTP connection each), which is why it is not larger.
 */
export const DELIVERY_SENDS_AT_ONCE = 10;

/**
 * One owed message to one address (deliveryStore.ts). Retried with backoff; after the last attempt it is
 * marked failed and the guest's row in the host's table says why. One waiting job per delivery. A worker
 * fetches DELIVERY_SENDS_AT_ONCE of them and sends them together (deliverySender.ts: sendDeliveries), all at
 * once, so each still ends within its expiry; each completes or fails (and is retried) on its own.
 */
export const deliverySendJob = defineJob({
  name: DELIVERY_SEND_QUEUE,
  payload: z.object({ deliveryId: z.guid() }),
  handler: async (deps, { deliveryId }) => {
    const [error] = await sendDeliveries(deps, [deliveryId]);
    if (error) throw error;
  },
  batchHandler: (deps, payloads) =>
    sendDeliveries(
      deps,
      payloads.map((payload) => payload.deliveryId),
    ),
  batchSize: DELIVERY_SENDS_AT_ONCE,
  concurrency: DELIVERY_SENDS_AT_ONCE,
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
