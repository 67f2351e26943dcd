import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import {
  answers,
  cohostLinks,
  cohosts,
  coinLedger,
  contacts,
  drafts,
  events,
  images,
  invitees,
  messages,
  userEmails,
  userIdentities,
  userPhones,
  users,
} from '../../platform/db/schema';

// Merging another account into the signed-in one (UserService.confirmUserMerge): everything the other
// account owns moves over in one transaction, then the other account and its sessions are gone.

type InviteeRow = typeof invitees.$inferSelect;
type CohostRow = typeof cohosts.$inferSelect;

const RSVP_WEIGHT: Record<InviteeRow['rsvpStatus'], number> = {
  YES: 4,
  NO: 3,
  SEEN: 2,
  INVITED: 1,
  HIDDEN: 0,
};
const COHOST_WEIGHT: Record<CohostRow['status'], number> = {
  accepted: 4,
  success: 3,
  pending: 2,
  declined: 1,
  failed: 0,
};

/**
 * When both accounts are guests of one event only one row may stay (one invitee per user per event). The
 * organizer's row wins, then the one that says more (an answer beats "seen", "seen" beats "invited");
 * on a tie the signed-in account's own row stays.
 */
export function inviteeRowToKeep(own: InviteeRow, other: InviteeRow): InviteeRow {
  if ((own.role === 'ORGANIZER') !== (other.role === 'ORGANIZER'))
    return own.role === 'ORGANIZER' ? own : other;
  return RSVP_WEIGHT[other.rsvpStatus] > RSVP_WEIGHT[own.rsvpStatus] ? other : own;
}

async function mergeInviteeRows(tx: Tx, intoId: string, fromId: string): Promise<void> {
  const fromRows = await tx.select().from(invitees).where(eq(invitees.userId, fromId));
  const shared = fromRows.length
    ? await tx
        .select()
        .from(invitees)
        .where(
          and(
            eq(invitees.userId, intoId),
            inArray(
              invitees.eventId,
              fromRows.map((r) => r.eventId),
            ),
          ),
        )
    : [];
  for (const own of shared) {
    const other = fromRows.find((r) => r.eventId === own.eventId)!;
    const keep = inviteeRowToKeep(own, other);
    const drop = keep === own ? other : own;
    // The dropped row's answers fill in questions the kept row has not answered; its personal messages move.
    const answered = tx
      .select({ id: answers.questionId })
      .from(answers)
      .where(eq(answers.inviteeId, keep.id));
    await tx
      .update(answers)
      .set({ inviteeId: keep.id })
      .where(and(eq(answers.inviteeId, drop.id), notInArray(answers.questionId, answered)));
    await tx
      .update(messages)
      .set({ receiverInviteeId: keep.id })
      .where(eq(messages.receiverInviteeId, drop.id));
    await tx
      .update(invitees)
      .set({
        additionalGuestCount: sql`greatest(${invitees.additionalGuestCount}, ${drop.additionalGuestCount})`,
      })
      .where(eq(invitees.id, keep.id));
    await tx.delete(invitees).where(eq(invitees.id, drop.id));
  }
  await tx.update(invitees).set({ userId: intoId }).where(eq(invitees.userId, fromId));
}

async function mergeCohostRows(tx: Tx, intoId: string, fromId: string): Promise<void> {
  const fromRows = await tx.select().from(cohosts).where(eq(cohosts.userId, fromId));
  if (fromRows.length === 0) return;
  const own = await tx
    .select()
    .from(cohosts)
    .where(
      and(
        eq(cohosts.userId, intoId),
        inArray(
          cohosts.eventId,
          fromRows.map((r) => r.eventId),
        ),
      ),
    );
  for (const mine of own) {
    const theirs = fromRows.find((r) => r.eventId === mine.eventId)!;
    const drop = COHOST_WEIGHT[theirs.status] > COHOST_WEIGHT[mine.status] ? mine : theirs;
    await tx.delete(cohosts).where(eq(cohosts.id, drop.id));
  }
  await tx.update(cohosts).set({ userId: intoId }).where(eq(cohosts.userId, fromId));
}

/** Drafts of the same event: the newer one stays. */
async function mergeDrafts(tx: Tx, intoId: string, fromId: string): Promise<void> {
  const fromDrafts = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.userId, fromId), isNotNull(drafts.eventId)));
  for (const theirs of fromDrafts) {
    const [mine] = await tx
      .select()
      .from(drafts)
      .where(and(eq(drafts.userId, intoId), eq(drafts.eventId, theirs.eventId!)));
    if (!mine) continue;
    await tx.delete(drafts).where(eq(drafts.id, mine.updatedAt >= theirs.updatedAt ? theirs.id : mine.id));
  }
  await tx.update(drafts).set({ userId: intoId }).where(eq(drafts.userId, fromId));
}

/** Contacts: one per e-mail per owner, so the other account's duplicates of known e-mails are dropped. */
async function mergeContacts(tx: Tx, intoId: string, fromId: string): Promise<void> {
  const ownEmails = tx
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.ownerId, intoId), isNotNull(contacts.email)));
  await tx.delete(contacts).where(and(eq(contacts.ownerId, fromId), inArray(contacts.email, ownEmails)));
  await tx.update(contacts).set({ ownerId: intoId }).where(eq(contacts.ownerId, fromId));
}

/**
 * One person gets the free sign-up coins once: the other account's grant goes when this one already has its
 * own (an account that never finished its profile has none and takes the other's). Purchases, spends and
 * refunds all move, so nothing bought is lost and nothing spent comes back.
 */
async function mergeCoins(tx: Tx, intoId: string, fromId: string): Promise<void> {
  const [ownGrant] = await tx
    .select({ id: coinLedger.id })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, intoId), eq(coinLedger.reason, 'signup_grant')))
    .limit(1);
  if (ownGrant) {
    await tx
      .delete(coinLedger)
      .where(and(eq(coinLedger.userId, fromId), eq(coinLedger.reason, 'signup_grant')));
  }
  await tx.update(coinLedger).set({ userId: intoId }).where(eq(coinLedger.userId, fromId));
}

/**
 * Moves the other account's events, guest rows, cohost rows, drafts, images, contacts, coins, e-mails,
 * phones and linked sign-ins to `intoId`, fills profile gaps from it, and deletes it (its sessions, refresh
 * tokens and codes go with it).
 */
export async function mergeAccounts(db: Db, intoId: string, fromId: string): Promise<void> {
  if (intoId === fromId) throw new Error('Cannot merge an account into itself');
  await db.transaction(async (tx) => {
    // Both rows locked, in id order so two opposite merges cannot deadlock.
    const locked = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [intoId, fromId]))
      .orderBy(users.id)
      .for('update');
    const into = locked.find((u) => u.id === intoId);
    const from = locked.find((u) => u.id === fromId);
    if (!into || !from) throw new Error('An account to merge no longer exists');

    await tx.update(events).set({ organizerId: intoId }).where(eq(events.organizerId, fromId));
    await mergeInviteeRows(tx, intoId, fromId);
    await mergeCohostRows(tx, intoId, fromId);
    await mergeDrafts(tx, intoId, fromId);
    await mergeContacts(tx, intoId, fromId);
    await tx.update(cohostLinks).set({ createdBy: intoId }).where(eq(cohostLinks.createdBy, fromId));
    await tx.update(messages).set({ senderUserId: intoId }).where(eq(messages.senderUserId, fromId));
    await tx.update(images).set({ userId: intoId }).where(eq(images.userId, fromId));
    await mergeCoins(tx, intoId, fromId);
    await tx.update(userEmails).set({ userId: intoId }).where(eq(userEmails.userId, fromId));
    await tx.update(userPhones).set({ userId: intoId }).where(eq(userPhones.userId, fromId));
    await tx.update(userIdentities).set({ userId: intoId }).where(eq(userIdentities.userId, fromId));

    const takeTextChoice = into.textPermissionStatus === 'UNDEFINED';
    const merged = {
      name: into.name ?? from.name,
      photoUrl: into.photoUrl ?? from.photoUrl,
      profileCreatedAt: into.profileCreatedAt ?? from.profileCreatedAt,
      // An opt-out on either account is respected.
      optedOutAt: into.optedOutAt ?? from.optedOutAt,
      grantedTextPermission: takeTextChoice ? from.grantedTextPermission : into.grantedTextPermission,
      textPermissionStatus: takeTextChoice ? from.textPermissionStatus : into.textPermissionStatus,
    };
    await tx.delete(users).where(eq(users.id, fromId));
    await tx.update(users).set(merged).where(eq(users.id, intoId));
    // The host rows of the moved events now show this account's name and picture.
    if (merged.name !== null) {
      await tx
        .update(invitees)
        .set({ name: merged.name, photoUrl: merged.photoUrl })
        .where(and(eq(invitees.userId, intoId), eq(invitees.role, 'ORGANIZER')));
    }
  });
}
