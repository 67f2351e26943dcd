import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  answers,
  contacts,
  drafts,
  events,
  invitationTokens,
  invitees,
  messages,
  signInCodes,
  signInTokens,
  userEmails,
  userPhones,
  users,
} from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import { type StorageProvider, storageKeysIn, userUploadsPrefix } from '../../platform/providers/storage';
import { deleteEventAlbumFiles, deletePhotosAddedBy } from '../album';
import { forgetWallAuthor } from '../wall';

// "Delete Account" (spec: 'Your data will be deleted, this cannot be undone.'). It is final: no soft delete,
// no grace period. What happens to each kind of data:
// - parties the person organised are deleted (their guests are told through the same hook as "Delete party"):
//   an invitation without its host cannot be run, and keeping it would keep the host's name and words;
// - their guest rows in OTHER people's parties stay, so those hosts' counts stay right, but lose everything
//   that says who they were (user id, name, e-mail, phone, photo, message, link token) and their answers;
// - messages and guest-wall posts and reactions they wrote are deleted; messages hosts sent them stay (those
//   are the hosts' words);
// - sessions, refresh tokens, e-mails, phones, linked Google/Apple sign-ins, contacts, drafts, image records,
//   coin ledger rows and cohost rows go with the user row (foreign keys cascade), and codes or sign-in tokens
//   for signing in to their addresses are deleted too;
// - their stored files (profile pictures, uploaded covers under events/user_images/{uid}/) are deleted, except
//   a cover that another person's party or draft still shows (e.g. one they uploaded as a cohost): that
//   picture is part of someone else's invitation. Other people's contact cards drop their picture;
// - the photos they added to any party's album are removed, and so are the albums of their own parties.

export type DeletedAccount = { deletedEventIds: string[] };

export async function deleteAccount(
  deps: { db: Db; logger: Logger; storage: StorageProvider },
  userId: string,
): Promise<DeletedAccount> {
  const { db } = deps;
  const ownEvents = await db.select().from(events).where(eq(events.organizerId, userId));
  await deletePhotosAddedBy(deps, userId);

  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    const emails = (
      await tx.select({ a: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId))
    ).map((r) => r.a);
    const phones = (
      await tx.select({ a: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId))
    ).map((r) => r.a);
    const addresses = [...emails, ...phones];

    await tx.delete(events).where(eq(events.organizerId, userId));

    const theirRows = or(
      eq(invitees.userId, userId),
      emails.length ? inArray(invitees.email, emails) : undefined,
      phones.length ? inArray(invitees.phone, phones) : undefined,
    );
    const guestRows = await tx.select({ id: invitees.id }).from(invitees).where(theirRows);
    const guestRowIds = guestRows.map((r) => r.id);
    if (guestRowIds.length) {
      await tx.delete(answers).where(inArray(answers.inviteeId, guestRowIds));
      // Every link to their invitations stops working, and the addresses the links went to are forgotten.
      await tx.delete(invitationTokens).where(inArray(invitationTokens.inviteeId, guestRowIds));
      await tx
        .update(invitees)
        .set({
          userId: null,
          name: '',
          email: null,
          phone: null,
          photoUrl: null,
          rsvpMessage: null,
          tokenHash: null,
          notificationPreference: null,
          textPermissionGranted: null,
          updatedAt: new Date(),
        })
        .where(inArray(invitees.id, guestRowIds));
    }
    await tx.delete(messages).where(eq(messages.senderUserId, userId));
    await forgetWallAuthor(tx, userId, guestRowIds);
    if (addresses.length) {
      // Sign-in codes and tokens for their addresses; another person's proof of an address stays theirs.
      await tx
        .delete(signInCodes)
        .where(and(inArray(signInCodes.address, addresses), eq(signInCodes.purpose, 'sign_in')));
      await tx.delete(signInTokens).where(inArray(signInTokens.address, addresses));
    }
    await tx
      .update(contacts)
      .set({ photoUrl: null })
      .where(like(contacts.photoUrl, `%${userUploadsPrefix(userId)}%`));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await deleteStoredFiles(deps, userId);
  for (const event of ownEvents) await deleteEventAlbumFiles(deps, event.id);
  deps.logger.info({ userId, deletedEvents: ownEvents.length }, 'account deleted');
  return { deletedEventIds: ownEvents.map((e) => e.id) };
}

/**
 * After the rows are gone: the person's files, less those other people's parties or drafts still show. A
 * storage failure is logged, not thrown — the account is already deleted and a retry could not find it.
 */
async function deleteStoredFiles(deps: { db: Db; logger: Logger; storage: StorageProvider }, userId: string) {
  const prefix = userUploadsPrefix(userId);
  try {
    const pattern = `%${prefix}%`;
    const stillShown = [
      ...(await deps.db.select({ text: events.photoUrl }).from(events).where(like(events.photoUrl, pattern))),
      ...(await deps.db
        .select({ text: sql<string>`${drafts.data}::text` })
        .from(drafts)
        .where(sql`${drafts.data}::text like ${pattern}`)),
    ];
    const kept = new Set(stillShown.flatMap((row) => storageKeysIn(row.text ?? '', prefix)));
    const removed = await deps.storage.deleteByPrefix(prefix, (key) => kept.has(key));
    deps.logger.info({ userId, removedFiles: removed.length, keptFiles: kept.size }, 'account files deleted');
  } catch (err) {
    deps.logger.error({ err, userId }, 'could not delete the files of a deleted account');
  }
}
