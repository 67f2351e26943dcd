import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { invitees, wallFollowers, wallPosts, wallReactions } from '../../platform/db/schema';

// What the wall holds of one person, for their account's deletion and data export (accounts feature).

/**
 * Deleting an account: the posts and reactions they made (as the account, or as a guest by their invitations)
 * and their wall follows are deleted, as the messages they wrote are.
 */
export async function forgetWallAuthor(tx: DbOrTx, userId: string, guestRowIds: readonly string[]) {
  const asGuest = guestRowIds.length ? inArray(wallPosts.authorInviteeId, [...guestRowIds]) : undefined;
  await tx.delete(wallPosts).where(or(eq(wallPosts.authorUserId, userId), asGuest));
  const reactors = [`u:${userId}`, ...guestRowIds.map((id) => `i:${id}`)];
  await tx.delete(wallReactions).where(inArray(wallReactions.reactor, reactors));
  if (guestRowIds.length) {
    await tx.delete(wallFollowers).where(inArray(wallFollowers.inviteeId, [...guestRowIds]));
  }
}

/**
 * Their posts, oldest first: as the account, or as a guest by an invitation of theirs (the account's, or one to
 * a verified address of theirs: the invitations the export lists, and the ones account deletion forgets).
 */
export async function wallPostsWrittenBy(
  db: Db,
  userId: string,
  addresses: { emails: string[]; phones: string[] },
) {
  const theirInvitations = db
    .select({ id: invitees.id })
    .from(invitees)
    .where(
      or(
        eq(invitees.userId, userId),
        addresses.emails.length ? inArray(invitees.email, addresses.emails) : undefined,
        addresses.phones.length ? inArray(invitees.phone, addresses.phones) : undefined,
      ),
    );
  const rows = await db
    .select()
    .from(wallPosts)
    .where(or(eq(wallPosts.authorUserId, userId), inArray(wallPosts.authorInviteeId, theirInvitations)))
    .orderBy(asc(wallPosts.createdAt));
  return rows.map((post) => ({
    partyId: post.eventId,
    text: post.text,
    hiddenByHosts: post.hiddenAt !== null,
    postedAt: post.createdAt.toISOString(),
  }));
}
