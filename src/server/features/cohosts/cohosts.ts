import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { CohostAccess, CohostRow, CohostStatus } from '../../../shared/cohosts/schema';
import type { Db } from '../../platform/db/client';
import { cohosts, userEmails, users } from '../../platform/db/schema';
import type { DbOrTx } from '../../platform/db/client';
import { findLiveCohostLink } from './access';
import { lockEvent } from './cohostsLinks';

// Cohost entries (links are in cohostsLinks.ts). Who may call what is decided by the procedures in
// trpc/routers/cohosts.ts; these helpers only read and write.

export type CohostRecord = typeof cohosts.$inferSelect;

/** The user's verified e-mail addresses (lower-case, as stored). */
export async function verifiedEmailsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)));
  return rows.map((r) => r.email);
}

/**
 * The caller's cohost entry on an event: their own (by account), else an unclaimed one sent to one of their
 * verified e-mail addresses.
 */
export async function findCallerCohost(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<CohostRecord | undefined> {
  const [own] = await db
    .select()
    .from(cohosts)
    .where(and(eq(cohosts.eventId, eventId), eq(cohosts.userId, userId)))
    .limit(1);
  if (own) return own;
  const emails = await verifiedEmailsOf(db, userId);
  if (!emails.length) return undefined;
  const [byEmail] = await db
    .select()
    .from(cohosts)
    .where(and(eq(cohosts.eventId, eventId), isNull(cohosts.userId), inArray(cohosts.email, emails)))
    .orderBy(asc(cohosts.createdAt))
    .limit(1);
  return byEmail;
}

const AWAITING: CohostStatus[] = ['pending', 'success', 'failed'];

/** Where the caller stands for the cohost page: host, accepted cohost, pending (not answered yet) or none. */
export async function cohostPageAccess(
  db: Db,
  event: { id: string; organizerId: string | null },
  userId: string,
): Promise<CohostAccess> {
  if (event.organizerId === userId) return { role: 'host', linkUuid: null };
  const entry = await findCallerCohost(db, event.id, userId);
  if (!entry) return { role: 'none', linkUuid: null };
  if (entry.status === 'accepted' && entry.userId === userId) return { role: 'cohost', linkUuid: null };
  if (!AWAITING.includes(entry.status)) return { role: 'none', linkUuid: null };
  // Their link only while it works: an invalidated one leads to the accept page's clear error instead.
  const live = entry.linkId ? await findLiveCohostLink(db, event.id, entry.linkId) : undefined;
  return { role: 'pending', linkUuid: live?.id ?? null };
}

/**
 * The event's cohosts for the host's list; a claimed entry shows the account's name and photo, but only the
 * address the host typed: someone who joined through the shared link keeps their account's address private.
 */
export async function listCohosts(db: Db, eventId: string): Promise<CohostRow[]> {
  const rows = await db
    .select({ cohost: cohosts, userName: users.name, photoUrl: users.photoUrl })
    .from(cohosts)
    .leftJoin(users, eq(users.id, cohosts.userId))
    .where(eq(cohosts.eventId, eventId))
    .orderBy(asc(cohosts.createdAt));
  return rows.map(({ cohost, userName, photoUrl }) => toCohostRow(cohost, userName, photoUrl));
}

export function toCohostRow(
  cohost: CohostRecord,
  userName?: string | null,
  photoUrl?: string | null,
): CohostRow {
  return {
    cohostId: cohost.id,
    userId: cohost.userId,
    name: userName?.trim() || cohost.name?.trim() || cohost.email || 'Cohost',
    email: cohost.email ?? null,
    photoUrl: photoUrl ?? null,
    status: cohost.status,
    createdAt: cohost.createdAt.getTime(),
  };
}

/** The entry for an address on the event: by the entry's e-mail, or a claimed entry's account's addresses. */
async function cohostByEmail(db: DbOrTx, eventId: string, email: string) {
  const [row] = await db
    .select({ cohost: cohosts })
    .from(cohosts)
    .leftJoin(userEmails, eq(userEmails.userId, cohosts.userId))
    .where(and(eq(cohosts.eventId, eventId), or(eq(cohosts.email, email), eq(userEmails.email, email))))
    .limit(1);
  return row?.cohost;
}

/**
 * A pending entry for `email` on the event's live link, or 'duplicate' when the address is already a cohost
 * or still to answer. Someone who declined (or whose e-mail failed) is invited again on their existing entry.
 * Runs under the event lock, so two quick adds of one address cannot both pass the check.
 */
export async function insertCohost(
  db: Db,
  values: { eventId: string; name: string; email: string; linkId: string },
): Promise<CohostRecord | 'duplicate'> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, values.eventId);
    const existing = await cohostByEmail(tx, values.eventId, values.email);
    if (existing && existing.status !== 'declined' && existing.status !== 'failed') return 'duplicate';
    if (existing) {
      const [again] = await tx
        .update(cohosts)
        .set({ status: 'pending', linkId: values.linkId, email: existing.email ?? values.email })
        .where(eq(cohosts.id, existing.id))
        .returning();
      return again!;
    }
    const [made] = await tx
      .insert(cohosts)
      .values({ ...values, status: 'pending' })
      .returning();
    return made!;
  });
}

/** After an e-mail attempt: SENT (success) or failed, unless the entry was answered meanwhile. */
export async function recordCohostMail(
  db: Db,
  cohostId: string,
  outcome: 'success' | 'failed',
): Promise<CohostRecord | undefined> {
  const [updated] = await db
    .update(cohosts)
    .set({ status: outcome })
    .where(and(eq(cohosts.id, cohostId), inArray(cohosts.status, AWAITING)))
    .returning();
  return updated;
}

/** Points an entry still waiting for an answer at the live link again (before re-sending its e-mail). */
export async function relinkCohost(db: Db, eventId: string, cohostId: string, linkId: string) {
  const [updated] = await db
    .update(cohosts)
    .set({ linkId, status: 'pending' })
    .where(and(eq(cohosts.id, cohostId), eq(cohosts.eventId, eventId), inArray(cohosts.status, AWAITING)))
    .returning();
  return updated;
}

/** Whether the address is one of the organizer's own. */
export async function isOrganizerEmail(db: DbOrTx, organizerId: string | null, email: string) {
  if (!organizerId) return false;
  const [row] = await db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(and(eq(userEmails.userId, organizerId), eq(userEmails.email, email)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records the caller's answer through a live link: on their own entry, else on the entry the e-mailed link
 * named (when nobody has claimed it), else on an unclaimed entry sent to one of their addresses, else on a new
 * entry in their name. The (event, user) unique index keeps one entry per account even when two answers race.
 */
export async function answerCohostInvite(
  db: Db,
  options: {
    eventId: string;
    user: { id: string; name: string | null };
    linkId: string;
    status: 'accepted' | 'declined';
    namedCohostId?: string;
  },
): Promise<CohostRecord> {
  const { eventId, user, linkId, status } = options;
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(cohosts)
      .where(and(eq(cohosts.eventId, eventId), eq(cohosts.userId, user.id)))
      .for('update');
    let target = own;
    if (!target && options.namedCohostId) {
      [target] = await tx
        .select()
        .from(cohosts)
        .where(
          and(eq(cohosts.id, options.namedCohostId), eq(cohosts.eventId, eventId), isNull(cohosts.userId)),
        )
        .for('update');
    }
    if (!target) {
      const emails = await verifiedEmailsOf(tx, user.id);
      if (emails.length) {
        [target] = await tx
          .select()
          .from(cohosts)
          .where(and(eq(cohosts.eventId, eventId), isNull(cohosts.userId), inArray(cohosts.email, emails)))
          .orderBy(asc(cohosts.createdAt))
          .limit(1)
          .for('update');
      }
    }
    if (target) {
      const [updated] = await tx
        .update(cohosts)
        .set({ userId: user.id, status, linkId })
        .where(eq(cohosts.id, target.id))
        .returning();
      // Other unanswered e-mails to this person are answered by this: one entry per person on the list.
      const emails = await verifiedEmailsOf(tx, user.id);
      if (emails.length) {
        await tx
          .delete(cohosts)
          .where(
            and(
              eq(cohosts.eventId, eventId),
              isNull(cohosts.userId),
              inArray(cohosts.email, emails),
              ne(cohosts.id, target.id),
            ),
          );
      }
      return updated!;
    }
    // Joined through the shared link: the entry keeps no address, so the host's list never shows one the host
    // did not type (the account's stays private).
    const [made] = await tx
      .insert(cohosts)
      .values({ eventId, userId: user.id, name: user.name, email: null, status, linkId })
      .onConflictDoUpdate({
        target: [cohosts.eventId, cohosts.userId],
        targetWhere: sql`${cohosts.userId} is not null`,
        set: { status, linkId },
      })
      .returning();
    return made!;
  });
}
