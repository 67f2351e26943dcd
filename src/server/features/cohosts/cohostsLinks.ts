import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx, DbOrTx } from '../../platform/db/client';
import { type CohostLinkRecord } from './access';
import { cohostLinks, cohosts, events } from '../../platform/db/schema';

// Cohost links. A link is live until invalidated; each event has at most one live link, made on first request
// under a lock on the event row so two of the host's tabs cannot mint two.

export type { CohostLinkRecord };

/** The live (not invalidated) link of an event, if any. */
export async function liveLink(db: DbOrTx, eventId: string): Promise<CohostLinkRecord | undefined> {
  const [link] = await db
    .select()
    .from(cohostLinks)
    .where(and(eq(cohostLinks.eventId, eventId), isNull(cohostLinks.invalidatedAt)))
    .orderBy(asc(cohostLinks.createdAt))
    .limit(1);
  return link;
}

/** Serialises changes to one event's cohosts and links. */
export async function lockEvent(tx: Tx, eventId: string) {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
}

/** The event's live link, made now when there is none. */
export async function ensureCohostLink(db: Db, eventId: string, userId: string): Promise<CohostLinkRecord> {
  const existing = await liveLink(db, eventId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const again = await liveLink(tx, eventId);
    if (again) return again;
    const [made] = await tx.insert(cohostLinks).values({ eventId, createdBy: userId }).returning();
    return made!;
  });
}

/** Inside a transaction holding the event's lock: ends every live link and makes a new one. */
async function rotateLink(tx: Tx, eventId: string, userId: string): Promise<CohostLinkRecord> {
  await tx
    .update(cohostLinks)
    .set({ invalidatedAt: new Date() })
    .where(and(eq(cohostLinks.eventId, eventId), isNull(cohostLinks.invalidatedAt)));
  const [made] = await tx.insert(cohostLinks).values({ eventId, createdBy: userId }).returning();
  return made!;
}

/** Ends every live link of the event and makes a new one: whoever holds an old link can no longer use it. */
export async function replaceCohostLink(db: Db, eventId: string, userId: string): Promise<CohostLinkRecord> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    return rotateLink(tx, eventId, userId);
  });
}

/**
 * Takes an entry off the event's cohosts and, in the same transaction, replaces the live link: the link is
 * shared, and the removed person holds it (the accept e-mail carries it), so leaving it live would let them
 * accept again. Entries still waiting keep their old link, like after invalidating; the host can resend.
 * Undefined when the entry is not one of this event's.
 */
export async function removeCohostAndReplaceLink(
  db: Db,
  options: { eventId: string; cohostId: string; userId: string },
): Promise<CohostLinkRecord | undefined> {
  const { eventId, cohostId, userId } = options;
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const removed = await tx
      .delete(cohosts)
      .where(and(eq(cohosts.id, cohostId), eq(cohosts.eventId, eventId)))
      .returning({ id: cohosts.id });
    if (!removed.length) return undefined;
    return rotateLink(tx, eventId, userId);
  });
}
