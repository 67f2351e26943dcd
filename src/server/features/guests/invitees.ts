import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnswerValue } from '../../../shared/rsvp/rsvpAnswers';
import type { OwnInvitee } from '../../../shared/rsvp/schema';
import { randomToken, sha256Hex } from '../../platform/auth/crypto';
import { type Db, preparedFor, type Tx } from '../../platform/db/client';
import { answers, invitees } from '../../platform/db/schema';
import type { InviteeRow } from '../../core/access/eventsAccess';

// Small pieces of the invitee domain shared by the guest-access and RSVP code.

type Reader = Db | Tx;

/** A new invitation token: the raw value goes into the guest's link, only its SHA-256 is stored. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256Hex(token) };
}

/**
 * What other guests see instead of an invitee's id. Invitee ids open invitations (spec: links carry iu), so a
 * guest list must not hand them out; the alias is stable (list keys) and cannot be turned back into the id.
 */
export function aliasInviteeId(inviteeId: string): string {
  return `g-${sha256Hex(`guest-list:${inviteeId}`).slice(0, 32)}`;
}

const answersStatement = preparedFor((db) =>
  db
    .select()
    .from(answers)
    .where(eq(answers.inviteeId, sql.placeholder('inviteeId')))
    .orderBy(asc(answers.updatedAt))
    .prepare('elk_invitee_answers'),
);

/** A transaction (which a prepared statement of the pool would not run in) rather than the database. */
const isTransaction = (reader: Reader): reader is Tx => 'rollback' in reader;

/** The invitee's answers, oldest first; inside a transaction `db` is that transaction. */
export async function loadAnswers(db: Reader, inviteeId: string): Promise<AnswerValue[]> {
  const rows = isTransaction(db)
    ? await db.select().from(answers).where(eq(answers.inviteeId, inviteeId)).orderBy(asc(answers.updatedAt))
    : await answersStatement(db).execute({ inviteeId });
  return rows.map((row) => ({
    questionUuid: row.questionId,
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.isYes !== null ? { isYes: row.isYes } : {}),
    ...(row.song ? { song: row.song } : {}),
  }));
}

export function ownInviteeView(
  row: InviteeRow,
  rowAnswers: AnswerValue[],
  userId: string | null,
): OwnInvitee {
  return {
    inviteeId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    rsvpStatus: row.rsvpStatus,
    additionalGuestCount: row.additionalGuestCount,
    rsvpMessage: row.rsvpMessage,
    waitlistStatus: row.waitlistStatus,
    notificationPreference: row.notificationPreference,
    answers: rowAnswers,
    isVerified: Boolean(userId && row.userId === userId),
  };
}

/** The invitee of an event with this e-mail or phone (the oldest, should there be several). */
export async function findInviteeByContact(
  db: Reader,
  eventId: string,
  contact: { email?: string; phone?: string },
): Promise<InviteeRow | undefined> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(invitees.email, contact.email));
  if (contact.phone) matches.push(eq(invitees.phone, contact.phone));
  if (!matches.length) return undefined;
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.eventId, eventId), or(...matches)))
    .orderBy(asc(invitees.createdAt))
    .limit(1);
  return row;
}
