import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { defineJob, type EnqueueAny } from '../../platform/jobs';
import { failDelivery, sendDelivery } from './deliverySender';
import { type NewDelivery, orphanDeliveries, storeDeliveries } from './deliveryStore';

// The job that sends one delivery, and how deliveries are stored and queued.

const DELIVERY_SEND_QUEUE = 'delivery-send';
/** A pending delivery this old without a job lost its enqueue to a crash: the tick queues it again. */
export const ORPHAN_AFTER_MS = 60_000;

/**
 * One owed message to one address (deliveryStore.ts). Retried with backoff; after the last attempt it is
 * marked failed and the guest's row in the host's table says why. One waiting job per delivery.
 */
export const deliverySendJob = defineJob({
  name: DELIVERY_SEND_QUEUE,
  payload: z.object({ deliveryId: z.guid() }),
  handler: (deps, { deliveryId }) => sendDelivery(deps, deliveryId),
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
