import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyRsvp, isNonUpdate, markSeen, type RsvpState } from '../../../shared/rsvp/rules';
import { type AnswerValue, checkAnswers, sameAnswers } from '../../../shared/rsvp/rsvpAnswers';
import { loginNeeded, type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db, Tx } from '../../platform/db/client';
import { announcedByApp, announceEventChange, GUESTS_ONLY_CHANGE } from '../../platform/db/eventChanges';
import { answers, invitees, users } from '../../platform/db/schema';
import type { EventViewer, InviteeRow } from '../../core/access/eventsAccess';
import { claimOrOwnRow, ensureOwnRow, markInvitationSeen } from '../../core/access/guestAccess';
import { loadAnswers } from '../guests';
import { inviteTokenFor } from '../invitations';
import { DomainError } from '../../platform/errors';
import { countHitsSql } from '../../platform/rateLimit';
import { eventQuestions, type RsvpDeps } from './eventQuestions';
import { assertContactWithinLimit, CONTACT_WINDOW_MS, contactLimitKey } from './limits';
import { answerAsNewGuest } from './newGuest';
import type { RsvpRequest } from './rsvpRequest';

// Recording a guest's answer (EventService.updateAttendance and its e-mail and link variants). Each guest is
// one row, locked while their answer is applied, so concurrent answers from different guests never touch the
// same data and repeated answers from one guest apply one after the other. A first answer by name and contact
// (no row yet) takes the short path in newGuest.ts.

type User = Pick<SessionUser, 'id' | 'name' | 'photoUrl'>;

const stateOf = (row: InviteeRow): RsvpState => ({
  role: row.role,
  rsvpStatus: row.rsvpStatus,
  additionalGuestCount: row.additionalGuestCount,
  rsvpMessage: row.rsvpMessage,
  waitlistStatus: row.waitlistStatus,
});

/** The row a signed-in user answers on: their own, or the invitation they now claim, or a new one. */
async function rowForUser(db: Db, viewer: EventViewer, user: User): Promise<InviteeRow> {
  const found = viewer.invitee;
  if (found?.userId === user.id) return found;
  if (found && !found.userId) {
    const claimed = await claimOrOwnRow(db, found, user);
    if (claimed) return claimed;
  }
  return ensureOwnRow(db, viewer.event.id, user);
}

/** What the caller answers on: a reply already (nothing to record), their row, or none yet (a new guest). */
type Answering = { reply: UpdateAttendanceResult } | { row: InviteeRow | null };

/**
 * Who answers: an invitation named by its id alone may only be marked seen (an invitee id is no secret: a
 * public guest list shows every guest's, so without a session only a token speaks for an invitation, see
 * resolveViewer; answering asks to sign in), a signed-in user answers on their own row, a token's guest on the
 * invitation it found.
 */
async function answeringRow(
  deps: RsvpDeps,
  viewer: EventViewer,
  user: User | null,
  request: RsvpRequest,
): Promise<Answering> {
  if (!user && viewer.namedById) {
    // Spec section 6: an id may mark an unclaimed invitation seen, but changes no answer or detail, mints no
    // token and learns nothing.
    if (viewer.namedById.userId || request.status !== 'SEEN') return { reply: loginNeeded() };
    await markInvitationSeen(deps, viewer.namedById);
    return { reply: { ...loginNeeded(), shouldPromptLogin: false } };
  }
  const row = user ? await rowForUser(deps.db, viewer, user) : (viewer.invitee ?? null);
  // Nobody to mark as having seen the invitation.
  if (!row && request.status === 'SEEN') return { reply: { ...loginNeeded(), shouldPromptLogin: false } };
  return { row };
}

/**
 * Records an answer for the caller described by `viewer` (resolved by the guest procedure) and `user` (the
 * session, if any). `enforceRequired`: a yes must answer the required questions (the page's RSVP modal); an
 * e-mail link cannot, so the page asks for them afterwards. It also makes a new anonymous guest give the contact
 * the event's communication preference requires (a link carries what it carries).
 */
export async function recordRsvp(
  deps: RsvpDeps,
  viewer: EventViewer,
  user: User | null,
  request: RsvpRequest,
  enforceRequired: boolean,
  /** The key invitation tokens are derived with (secrets.codeKey): a token minted here is the invitation's. */
  tokenKey: string,
): Promise<UpdateAttendanceResult> {
  const event = viewer.event;
  const answering = await answeringRow(deps, viewer, user, request);
  if ('reply' in answering) return answering.reply;
  if (!answering.row) {
    // Narrowed: a SEEN without a row returned above.
    const status = request.status as 'YES' | 'NO';
    return answerAsNewGuest(deps, event, { ...request, status }, enforceRequired, tokenKey);
  }
  const eventQuestionList = await eventQuestions(deps, event.id);
  const answer: AnswerOnRow = {
    event,
    user,
    request,
    enforceRequired,
    tokenKey,
    knownRowId: answering.row.id,
    questions: request.answers?.length || enforceRequired ? eventQuestionList : [],
    // No questions, no answers to read (answers belong to the event's questions).
    anyQuestions: eventQuestionList.length > 0,
  };
  const result = await deps.db.transaction((tx) => answerOnRow(tx, answer));
  // Its guest's row and answers, never the event row or its questions. Answered once every instance can hear
  // of it: the guest's next call may land on another, whose cache keeps their invitation (eventsAccess.ts).
  await announceEventChange(deps.notifications, event.id, GUESTS_ONLY_CHANGE);
  return result;
}

/** An answer on a known guest's row, and what it is checked against. */
type AnswerOnRow = {
  event: EventViewer['event'];
  user: User | null;
  request: RsvpRequest;
  enforceRequired: boolean;
  tokenKey: string;
  knownRowId: string;
  /** The questions the answers are checked against (none when the request answers none and need not). */
  questions: Awaited<ReturnType<typeof eventQuestions>>;
  anyQuestions: boolean;
};

/** Applies the answer in the transaction: the guest's row locked, their answers and their account's choice. */
async function answerOnRow(tx: Tx, answer: AnswerOnRow): Promise<UpdateAttendanceResult> {
  const { user, request } = answer;
  const row = await lockWithinContactLimit(tx, user, answer.knownRowId);
  const before = stateOf(row);
  const after = nextState(before, answer);
  const isOrganizer = row.role === 'ORGANIZER';
  const previousAnswers = answer.anyQuestions ? await loadAnswers(tx, row.id) : [];
  const checked = checkAnswers(
    answer.questions,
    isOrganizer ? [] : (request.answers ?? []),
    previousAnswers,
    answer.enforceRequired && !isOrganizer ? request.status : 'SEEN',
    { unknownQuestion: RSVP_MESSAGES.unknownQuestion },
  );
  if (!checked.ok) throw new DomainError('BAD_REQUEST', checked.message);
  const nextAnswers = new Map(previousAnswers.map((a) => [a.questionUuid, a]));
  for (const id of checked.cleared) nextAnswers.delete(id);
  for (const a of checked.answers) nextAnswers.set(a.questionUuid, a);
  const answersChanged = !sameAnswers(previousAnswers, [...nextAnswers.values()]);

  const { details, token } = guestDetails(row, answer);
  const statusChanged = !isNonUpdate(before, after);
  const now = new Date();
  const saved = await saveInvitee(tx, row, {
    ...details,
    ...stateColumns(after, request, statusChanged, now),
  });
  await saveAnswers(tx, row.id, checked, now);
  if (user && request.textPermission) await recordTextPermission(tx, user.id, request.textPermission, now);
  return {
    inviteeId: saved.id,
    token: user ? null : token,
    shouldPromptLogin: false,
    email: saved.email,
    phone: saved.phone,
    isNonUpdate: !statusChanged && !answersChanged,
    rsvpStatus: saved.rsvpStatus,
    waitlistStatus: saved.waitlistStatus,
  };
}

/**
 * The guest's row, locked for the answer, once their answers (by account, else by invitation) are within the
 * per-contact limit (limits.ts). The transaction's changes notify nothing: they are announced after commit.
 */
async function lockWithinContactLimit(tx: Tx, user: User | null, rowId: string): Promise<InviteeRow> {
  const limitKey = user ? contactLimitKey.user(user.id) : contactLimitKey.invitee(rowId);
  const counted = await tx.execute<{ count: number }>(
    sql`with hits as (${countHitsSql([limitKey], CONTACT_WINDOW_MS)})
      select max(count)::int as count, ${announcedByApp} as announced from hits`,
  );
  assertContactWithinLimit(counted.rows[0]?.count ?? 0);
  const [row] = await tx.select().from(invitees).where(eq(invitees.id, rowId)).for('update');
  if (!row) throw new DomainError('NOT_FOUND', RSVP_MESSAGES.guestNotFound);
  return row;
}

/** The guest's state after the answer (rules.ts): a SEEN only marks the invitation seen. */
function nextState(before: RsvpState, { request, event }: AnswerOnRow): RsvpState {
  if (request.status === 'SEEN') return { ...before, rsvpStatus: markSeen(before.rsvpStatus) };
  const change = {
    rsvpStatus: request.status,
    additionalGuestCount: event.openInvite ? request.additionalGuestCount : 0,
    rsvpMessage: request.rsvpMessage,
  };
  return applyRsvp(before, change, event.hasWaitlist);
}

/**
 * The name and contact the guest typed (they follow the guest's own typing only while no account owns the
 * row), and the token that speaks for the invitation: a guest without a session and without one gets the same
 * token an invitation e-mail would carry, so later mails (the confirmation) can link to it.
 */
function guestDetails(
  row: InviteeRow,
  { user, request, tokenKey }: AnswerOnRow,
): { details: Partial<typeof invitees.$inferInsert>; token: string | null } {
  const details: Partial<typeof invitees.$inferInsert> =
    !row.userId && row.role !== 'ORGANIZER'
      ? {
          ...(request.name?.trim() ? { name: request.name.trim() } : {}),
          ...(request.email ? { email: request.email } : {}),
          ...(request.phone ? { phone: request.phone } : {}),
        }
      : {};
  const token = request.presentedToken ?? null;
  if (user || row.tokenHash || token) return { details, token };
  const minted = inviteTokenFor(tokenKey, row.id);
  return { details: { ...details, tokenHash: minted.tokenHash }, token: minted.token };
}

/** The row's answer columns after the answer, with the choices the request made. */
function stateColumns(after: RsvpState, request: RsvpRequest, statusChanged: boolean, now: Date) {
  return {
    rsvpStatus: after.rsvpStatus,
    additionalGuestCount: after.additionalGuestCount,
    rsvpMessage: after.rsvpMessage,
    waitlistStatus: after.waitlistStatus,
    ...(statusChanged && request.status !== 'SEEN' ? { respondedAt: now } : {}),
    ...(request.notificationPreference ? { notificationPreference: request.notificationPreference } : {}),
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    ...(request.textPermission ? { textPermissionGranted: request.textPermission === 'GRANTED' } : {}),
    ...(request.photoUploadMode ? { photoUploadMode: request.photoUploadMode } : {}),
    updatedAt: now,
  };
}

async function saveInvitee(
  tx: Tx,
  row: InviteeRow,
  columns: Partial<typeof invitees.$inferInsert> & { updatedAt: Date },
): Promise<InviteeRow> {
  const [saved] = await tx
    .update(invitees)
    .set({ ...columns, seenAt: row.seenAt ?? columns.updatedAt })
    .where(eq(invitees.id, row.id))
    .returning();
  return saved!;
}

/** The guest's answers as checked: the cleared ones deleted, the given ones written. */
async function saveAnswers(
  tx: Tx,
  inviteeId: string,
  checked: { cleared: string[]; answers: AnswerValue[] },
  now: Date,
): Promise<void> {
  if (checked.cleared.length) {
    await tx
      .delete(answers)
      .where(and(eq(answers.inviteeId, inviteeId), inArray(answers.questionId, checked.cleared)));
  }
  for (const a of checked.answers) {
    const values = { text: a.text ?? null, isYes: a.isYes ?? null, song: a.song ?? null, updatedAt: now };
    await tx
      .insert(answers)
      .values({ inviteeId, questionId: a.questionUuid, ...values })
      .onConflictDoUpdate({ target: [answers.inviteeId, answers.questionId], set: values });
  }
}

/**
 * The guest's answer about texts becomes their account's choice only while the account has not made one;
 * either way the account has now been asked, so no prompt asks again.
 */
async function recordTextPermission(
  tx: Tx,
  userId: string,
  permission: NonNullable<RsvpRequest['textPermission']>,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ textPermissionStatus: permission, grantedTextPermission: permission === 'GRANTED' })
    .where(and(eq(users.id, userId), eq(users.textPermissionStatus, 'UNDEFINED')));
  await tx
    .update(users)
    .set({ textPermissionAskedAt: sql`coalesce(${users.textPermissionAskedAt}, ${now})` })
    .where(eq(users.id, userId));
}
