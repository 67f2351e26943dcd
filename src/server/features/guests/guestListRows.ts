import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { GuestRow } from '../../../shared/guests/schema';
import type { Answer } from '../../../shared/rsvp/schema';
import type { Db } from '../../platform/db/client';
import { answers, cohosts, invitees, questions } from '../../platform/db/schema';

type InviteeRow = typeof invitees.$inferSelect;

/** A stored invitee as the host's guest table shows it (answers attached by the caller). */
export function toGuestRow(row: InviteeRow, rowAnswers: Answer[] = []): GuestRow {
  return {
    inviteeId: row.id,
    userId: row.userId,
    connected: row.userId != null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photoUrl,
    role: row.role,
    isOrganizer: row.role === 'ORGANIZER',
    rsvpStatus: row.rsvpStatus,
    inviteStatus: row.inviteStatus,
    additionalGuestCount: row.additionalGuestCount,
    rsvpMessage: row.rsvpMessage,
    waitlistStatus: row.waitlistStatus,
    sendError: null,
    answers: rowAnswers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An answer as the guest table and the export show it, with whose it is. */
const answerColumns = {
  inviteeId: answers.inviteeId,
  questionUuid: answers.questionId,
  text: answers.text,
  isYes: answers.isYes,
  song: answers.song,
};

/** What the CSV export writes of one guest; answers only to the questions asked for. */
export type ExportGuest = {
  rsvpStatus: string;
  name: string;
  email: string | null;
  phone: string | null;
  additionalGuestCount: number;
  rsvpMessage: string | null;
  answers: Map<string, Answer>;
};

/**
 * Every guest of an event, oldest first, with only what the CSV export writes: the export reads the whole list
 * at once (the table pages instead). Answers are read by question, and only when the file has question
 * columns.
 */
export async function loadExportGuests(
  db: Db,
  eventId: string,
  questionIds: readonly string[],
): Promise<ExportGuest[]> {
  const rows = await db
    .select({
      id: invitees.id,
      rsvpStatus: invitees.rsvpStatus,
      name: invitees.name,
      email: invitees.email,
      phone: invitees.phone,
      additionalGuestCount: invitees.additionalGuestCount,
      rsvpMessage: invitees.rsvpMessage,
    })
    .from(invitees)
    .where(eq(invitees.eventId, eventId))
    .orderBy(asc(invitees.createdAt), asc(invitees.id));
  const byInvitee = new Map<string, Map<string, Answer>>();
  if (questionIds.length > 0 && rows.length > 0) {
    const answerRows = await db
      .select(answerColumns)
      .from(answers)
      .where(inArray(answers.questionId, [...questionIds]));
    for (const { inviteeId, ...answer } of answerRows) {
      const list = byInvitee.get(inviteeId) ?? new Map<string, Answer>();
      list.set(answer.questionUuid, answer);
      byInvitee.set(inviteeId, list);
    }
  }
  return rows.map(({ id, ...guest }) => ({ ...guest, answers: byInvitee.get(id) ?? new Map() }));
}

/** Guests just added, as table rows in the order of `ids` (a new guest has no answers yet). */
export async function loadNewGuestRows(db: Db, ids: readonly string[]): Promise<GuestRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(invitees)
    .where(sql`${invitees.id} = any(${sql.param(ids)}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGuestRow(row)] : [];
  });
}

/** Stored invitees as table rows, in the order given, each with their answers. */
export async function withAnswers(db: Db, rows: readonly InviteeRow[]): Promise<GuestRow[]> {
  if (rows.length === 0) return [];
  const answerRows = await db
    .select(answerColumns)
    .from(answers)
    .where(
      inArray(
        answers.inviteeId,
        rows.map((row) => row.id),
      ),
    );
  const byInvitee = new Map<string, Answer[]>();
  for (const { inviteeId, ...answer } of answerRows) {
    const list = byInvitee.get(inviteeId) ?? [];
    list.push(answer);
    byInvitee.set(inviteeId, list);
  }
  return rows.map((row) => toGuestRow(row, byInvitee.get(row.id) ?? []));
}

/** The event's questions in their order, as the guest table's question columns. */
export async function loadEventQuestions(db: Db, eventId: string) {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.eventId, eventId))
    .orderBy(asc(questions.position));
  return rows.map((row) => ({
    questionUuid: row.id,
    question: row.question,
    questionType: row.questionType,
    isRequired: row.isRequired,
  }));
}

/**
 * The party's cohosts (any status but declined or failed) by account and e-mail: the add-guest input leaves
 * them out of its suggestions (spec section 5, "Guests already cohosts are excluded").
 */
export async function loadCohostIdentities(
  db: Db,
  eventId: string,
): Promise<{ userIds: string[]; emails: string[] }> {
  const rows = await db
    .select({ userId: cohosts.userId, email: cohosts.email })
    .from(cohosts)
    .where(and(eq(cohosts.eventId, eventId), notInArray(cohosts.status, ['declined', 'failed'])));
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  // Only the addresses the host typed: a cohost who joined through the link keeps their account's private.
  const emails = new Set(rows.flatMap((row) => (row.email ? [row.email.trim().toLowerCase()] : [])));
  return { userIds, emails: [...emails] };
}
