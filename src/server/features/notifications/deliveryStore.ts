import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { arrayParam, type Db, type Tx } from '../../platform/db/client';
import { JOBS_SCHEMA } from '../../platform/jobs';
import { deliveries, type DeliveryKind } from '../../platform/db/schema';
import type { GuestReach, Route } from '../invitations';

// Messages owed to people (schema/notifications.ts: deliveries). Whoever decides a message is due writes its
// rows (one per address, each with a key that makes it exist once however many instances decide the same
// thing) and queues a 'delivery-send' job per new row (sendJob.ts: queueDeliveries); a row left without a job
// (a crash in between) is queued again by the next tick.

export type NewDelivery = {
  dedupeKey: string;
  kind: DeliveryKind;
  eventId: string | null;
  inviteeId?: string | null;
  userId?: string | null;
  channel: Route['channel'];
  to: string;
  params: Record<string, unknown>;
};

/**
 * Stores the deliveries not stored yet (by dedupe key); answers the ids of the new ones. The list goes as one
 * array a column that unnest() turns into rows: a party's confirmations are eight parameters, not a VALUES list
 * the query builder takes longer to write than PostgreSQL takes to store.
 */
export async function storeDeliveries(db: Db | Tx, list: readonly NewDelivery[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    insert into ${deliveries} (dedupe_key, kind, event_id, invitee_id, user_id, channel, "to", params)
    select * from unnest(
      ${arrayParam(list, (d) => d.dedupeKey)}::text[],
      ${arrayParam(list, (d) => d.kind)}::text[],
      ${arrayParam(list, (d) => d.eventId)}::uuid[],
      ${arrayParam(list, (d) => d.inviteeId ?? null)}::uuid[],
      ${arrayParam(list, (d) => d.userId ?? null)}::uuid[],
      ${arrayParam(list, (d) => d.channel)}::text[],
      ${arrayParam(list, (d) => d.to)}::text[],
      ${arrayParam(list, (d) => JSON.stringify(d.params))}::jsonb[])
    on conflict (dedupe_key) do nothing
    returning id`);
  return rows.rows.map((row) => row.id);
}

/** The deliveries of one message to one guest: one per route the contact rule gave. */
export function guestDeliveries(reach: GuestReach, base: Omit<NewDelivery, 'channel' | 'to'>): NewDelivery[] {
  return reach.routes.map((route) => ({
    ...base,
    dedupeKey: `${base.dedupeKey}:${route.channel}`,
    channel: route.channel,
    to: route.to,
  }));
}

/** How long finished deliveries are kept: their keys are what makes a notice go once. */
export const DELIVERIES_KEPT_DAYS = 90;

/** Forgets finished deliveries older than DELIVERIES_KEPT_DAYS (the parties they were about are long over). */
export async function pruneDeliveries(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 24 * 3_600_000);
  const pruned = await db
    .delete(deliveries)
    .where(and(sql`${deliveries.status} <> 'pending'`, lt(deliveries.createdAt, before)))
    .returning({ id: deliveries.id });
  return pruned.length;
}

/** Pending deliveries older than `olderThanMs` with no job waiting or running for them. */
export async function orphanDeliveries(db: Db, queueName: string, olderThanMs: number, now: Date) {
  const result = await db.execute<{ id: string }>(sql`
    select d.id from ${deliveries} d
    where d.status = 'pending' and d.created_at < ${new Date(now.getTime() - olderThanMs)}
      and not exists (select 1 from ${sql.raw(JOBS_SCHEMA)}.job j where j.name = ${queueName}
        and j.singleton_key = d.id::text and j.state in ('created', 'retry', 'active'))
    limit 5000`);
  return result.rows.map((row) => row.id);
}

export type DeliveryRow = typeof deliveries.$inferSelect;

export async function loadDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row;
}

/** The deliveries of these ids that are still pending. */
export async function pendingDeliveries(db: Db, ids: readonly string[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliveries)
    .where(and(inArray(deliveries.id, [...ids]), eq(deliveries.status, 'pending')));
}

/** Marks pending deliveries sent, in one statement. */
export async function markSent(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ status: 'sent', error: null, doneAt: new Date() })
    .where(and(inArray(deliveries.id, [...ids]), eq(deliveries.status, 'pending')));
}

/** Ends a pending delivery: sent, skipped (no longer wanted, with why) or failed (with the error). */
export async function finishDelivery(
  db: Db,
  id: string,
  status: 'sent' | 'skipped' | 'failed',
  error: string | null = null,
) {
  await db
    .update(deliveries)
    .set({ status, error, doneAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
}
