import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { groupPersonalMessages, isBlastRecipient, newestFirst } from '../../../shared/messages/rules';
import {
  type Message,
  type MessageHistory,
  type RecipientGroup,
  type SenderProfile,
} from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import type { Db } from '../../platform/db/client';
import { invitees, messages } from '../../platform/db/schema';
import type { InviteeRow } from '../../core/access/eventsAccess';
import { DomainError } from '../../platform/errors';

// Messages of a party (spec section 3): blasts from the hosts to groups of guests, and personal threads between
// the hosts and one guest. A personal row always names the guest's invitee (receiver_invitee_id) whichever way
// it goes; it is the guest's own words when the sender is not a host (a guest without an account has no user).

export type MessageRow = typeof messages.$inferSelect;

export type NewMessage = {
  eventId: string;
  /** The client's id: the same id sent twice is stored (and delivered) once. */
  messageId?: string;
  sender: SenderProfile;
  message: string;
  isTextBlast: boolean;
  sendToStatuses: RecipientGroup[] | null;
  receiverInviteeId: string | null;
};

/**
 * Stores a message; `created` is false when a message with the client's id already existed (a retried send),
 * so the caller does not deliver it twice. An id already used by someone else or another party is refused.
 */
export async function storeMessage(
  db: Db,
  input: NewMessage,
): Promise<{ row: MessageRow; created: boolean }> {
  const [row] = await db
    .insert(messages)
    .values({
      ...(input.messageId ? { id: input.messageId } : {}),
      eventId: input.eventId,
      senderUserId: input.sender.userId,
      senderName: input.sender.name,
      senderPhotoUrl: input.sender.photoUrl,
      message: input.message,
      isTextBlast: input.isTextBlast,
      sendToStatuses: input.sendToStatuses,
      receiverInviteeId: input.receiverInviteeId,
    })
    .onConflictDoNothing({ target: messages.id })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await db.select().from(messages).where(eq(messages.id, input.messageId!));
  const same =
    existing &&
    existing.eventId === input.eventId &&
    existing.senderUserId === input.sender.userId &&
    existing.receiverInviteeId === input.receiverInviteeId;
  if (!same) throw new DomainError('CONFLICT', 'That message id is already in use.');
  return { row: existing, created: false };
}

/** The guests a blast to `groups` reaches now, without the sender's own row. */
export async function blastRecipients(
  db: Db,
  eventId: string,
  groups: readonly RecipientGroup[],
  senderUserId: string | null,
): Promise<InviteeRow[]> {
  const rows = await db.select().from(invitees).where(eq(invitees.eventId, eventId));
  return rows.filter(
    (row) => isBlastRecipient(row, groups) && (senderUserId === null || row.userId !== senderUserId),
  );
}

/** The invitee `inviteeId` of this party, or a clear error (a foreign or hidden id is not a guest here). */
export async function guestOfEvent(db: Db, eventId: string, inviteeId: string): Promise<InviteeRow> {
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.id, inviteeId), eq(invitees.eventId, eventId)));
  if (!row || row.rsvpStatus === 'HIDDEN') {
    throw new DomainError('NOT_FOUND', MESSAGE_TEXT.notAGuest);
  }
  return row;
}

const asGroups = (value: string[] | null) => (value ?? []) as RecipientGroup[];

/** A stored message on the wire. `fromGuest`: a personal message written by the guest it belongs to. */
export function present(row: MessageRow, fromGuest: boolean, forHost: boolean): Message {
  return {
    messageId: row.id,
    senderProfile: { name: row.senderName, userId: row.senderUserId, photoUrl: row.senderPhotoUrl },
    sentTime: row.sentAt.getTime(),
    message: row.message,
    textBlast: row.isTextBlast,
    receiverInviteeUuid: row.receiverInviteeId,
    fromHost: !fromGuest,
    sendToStatuses: forHost && row.isTextBlast ? asGroups(row.sendToStatuses) : null,
  };
}

/** Written by the guest of the thread: no account (a link guest) or the guest's own account. */
const writtenByGuest = (row: MessageRow, guest: Pick<InviteeRow, 'userId'> | undefined) =>
  !row.isTextBlast &&
  (row.senderUserId === null || (guest?.userId != null && row.senderUserId === guest.userId));

/** Everything a host sees: every blast (with its groups) and every personal thread, newest first. */
export async function hostHistory(db: Db, eventId: string): Promise<MessageHistory> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.eventId, eventId))
    .orderBy(desc(messages.sentAt));
  const threadIds = [
    ...new Set(rows.flatMap((row) => (row.receiverInviteeId ? [row.receiverInviteeId] : []))),
  ];
  const guests = threadIds.length
    ? await db.select().from(invitees).where(inArray(invitees.id, threadIds))
    : [];
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const presented = rows.map((row) =>
    present(
      row,
      writtenByGuest(row, row.receiverInviteeId ? guestById.get(row.receiverInviteeId) : undefined),
      true,
    ),
  );
  return {
    messages: newestFirst(presented.filter((message) => message.textBlast)),
    personalMessages: groupPersonalMessages(presented, (id) => guestById.get(id)?.name.trim() || 'Guest'),
  };
}

/**
 * Whether a guest reads this message: a blast to the group they are in now, or a message of their own thread
 * with the hosts. The one rule of the guest's history, and of the live updates that tell them of new messages.
 */
export function guestMaySee(
  row: Pick<MessageRow, 'isTextBlast' | 'receiverInviteeId' | 'sendToStatuses'>,
  guest: InviteeRow,
): boolean {
  if (!row.isTextBlast) return row.receiverInviteeId === guest.id;
  const toEveryone = row.receiverInviteeId === null || row.receiverInviteeId === guest.id;
  return toEveryone && isBlastRecipient(guest, asGroups(row.sendToStatuses));
}

/** What one guest sees: the blasts sent to the group they are in now, and their own thread with the hosts. */
export async function guestHistory(db: Db, eventId: string, guest: InviteeRow): Promise<MessageHistory> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.eventId, eventId),
        or(
          and(eq(messages.isTextBlast, true), isNull(messages.receiverInviteeId)),
          eq(messages.receiverInviteeId, guest.id),
        ),
      ),
    )
    .orderBy(desc(messages.sentAt));
  const seen = rows.filter((row) => guestMaySee(row, guest));
  const blasts = seen.filter((row) => row.isTextBlast).map((row) => present(row, false, false));
  const personal = seen
    .filter((row) => !row.isTextBlast)
    .map((row) => present(row, writtenByGuest(row, guest), false));
  return {
    messages: blasts,
    personalMessages: groupPersonalMessages(personal, () => guest.name.trim() || 'Guest'),
  };
}
