import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyRsvp, isNonUpdate, markSeen, type RsvpState } from '../../../shared/rsvp/rules';
import { checkAnswers, sameAnswers } from '../../../shared/rsvp/rsvpAnswers';
import { loginNeeded, type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
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
  const { db } = deps;
  const event = viewer.event;
  let known: InviteeRow | null = null;
  // An invitee id is no secret (a public guest list shows every guest's), so without a session only a token
  // speaks for an invitation (resolveViewer). An id alone may mark an unclaimed invitation seen (spec section
  // 6), but changes no answer or detail, mints no token and learns nothing; answering asks to sign in.
  if (!user && viewer.namedById) {
    if (viewer.namedById.userId || request.status !== 'SEEN') return loginNeeded();
    await markInvitationSeen(deps, viewer.namedById);
    return { ...loginNeeded(), shouldPromptLogin: false };
  }
  if (user) known = await rowForUser(db, viewer, user);
  else if (viewer.invitee) known = viewer.invitee;
  if (!known && request.status === 'SEEN') {
    // Nobody to mark as having seen the invitation.
    return { ...loginNeeded(), shouldPromptLogin: false };
  }
  if (!known) {
    // Narrowed: a SEEN without a row returned above.
    const status = request.status as 'YES' | 'NO';
    return answerAsNewGuest(deps, event, { ...request, status }, enforceRequired, tokenKey);
  }
  const knownRow = known;
  const eventQuestionList = await eventQuestions(deps, event.id);
  const questionList = request.answers?.length || enforceRequired ? eventQuestionList : [];
  // No questions, no answers to read (answers belong to the event's questions).
  const anyQuestions = eventQuestionList.length > 0;

  const result = await db.transaction(async (tx) => {
    let token: string | null = request.presentedToken ?? null;
    // One guest's answers (by account, else by invitation) count against the per-contact limit (limits.ts).
    // The transaction's changes notify nothing: they are announced after commit (below).
    const limitKey = user ? contactLimitKey.user(user.id) : contactLimitKey.invitee(knownRow.id);
    const counted = await tx.execute<{ count: number }>(
      sql`with hits as (${countHitsSql([limitKey], CONTACT_WINDOW_MS)})
        select max(count)::int as count, ${announcedByApp} as announced from hits`,
    );
    assertContactWithinLimit(counted.rows[0]?.count ?? 0);
    const [row] = await tx.select().from(invitees).where(eq(invitees.id, knownRow.id)).for('update');
    if (!row) throw new DomainError('NOT_FOUND', RSVP_MESSAGES.guestNotFound);

    const before = stateOf(row);
    const after =
      request.status === 'SEEN'
        ? { ...before, rsvpStatus: markSeen(before.rsvpStatus) }
        : applyRsvp(
            before,
            {
              rsvpStatus: request.status,
              additionalGuestCount: event.openInvite ? request.additionalGuestCount : 0,
              rsvpMessage: request.rsvpMessage,
            },
            event.hasWaitlist,
          );

    const previousAnswers = anyQuestions ? await loadAnswers(tx, row.id) : [];
    const isOrganizer = row.role === 'ORGANIZER';
    const checked = checkAnswers(
      questionList,
      isOrganizer ? [] : (request.answers ?? []),
      previousAnswers,
      enforceRequired && !isOrganizer ? request.status : 'SEEN',
      { unknownQuestion: RSVP_MESSAGES.unknownQuestion },
    );
    if (!checked.ok) throw new DomainError('BAD_REQUEST', checked.message);
    const nextAnswers = new Map(previousAnswers.map((a) => [a.questionUuid, a]));
    for (const id of checked.cleared) nextAnswers.delete(id);
    for (const a of checked.answers) nextAnswers.set(a.questionUuid, a);
    const answersChanged = !sameAnswers(previousAnswers, [...nextAnswers.values()]);

    // Details (name and contact) follow the guest's own typing only while no account owns the row.
    const details =
      !row.userId && !isOrganizer
        ? {
            ...(request.name?.trim() ? { name: request.name.trim() } : {}),
            ...(request.email ? { email: request.email } : {}),
            ...(request.phone ? { phone: request.phone } : {}),
          }
        : {};
    if (!user && !row.tokenHash && !token) {
      // The same token an invitation e-mail would carry, so later mails (the confirmation) can link to it.
      const minted = inviteTokenFor(tokenKey, row.id);
      Object.assign(details, { tokenHash: minted.tokenHash });
      token = minted.token;
    }
    const statusChanged = !isNonUpdate(before, after);
    const now = new Date();
    const [saved] = await tx
      .update(invitees)
      .set({
        ...details,
        rsvpStatus: after.rsvpStatus,
        additionalGuestCount: after.additionalGuestCount,
        rsvpMessage: after.rsvpMessage,
        waitlistStatus: after.waitlistStatus,
        seenAt: row.seenAt ?? now,
        ...(statusChanged && request.status !== 'SEEN' ? { respondedAt: now } : {}),
        ...(request.notificationPreference ? { notificationPreference: request.notificationPreference } : {}),
        ...(request.textPermission ? { textPermissionGranted: request.textPermission === 'GRANTED' } : {}),
        ...(request.photoUploadMode ? { photoUploadMode: request.photoUploadMode } : {}),
        updatedAt: now,
      })
      .where(eq(invitees.id, row.id))
      .returning();

    if (checked.cleared.length) {
      await tx
        .delete(answers)
        .where(and(eq(answers.inviteeId, row.id), inArray(answers.questionId, checked.cleared)));
    }
    for (const a of checked.answers) {
      const values = { text: a.text ?? null, isYes: a.isYes ?? null, song: a.song ?? null, updatedAt: now };
      await tx
        .insert(answers)
        .values({ inviteeId: row.id, questionId: a.questionUuid, ...values })
        .onConflictDoUpdate({ target: [answers.inviteeId, answers.questionId], set: values });
    }
    if (user && request.textPermission) {
      // The guest's answer becomes their account's choice only while the account has not made one; either way
      // the account has now been asked, so no prompt asks again.
      await tx
        .update(users)
        .set({
          textPermissionStatus: request.textPermission,
          grantedTextPermission: request.textPermission === 'GRANTED',
        })
        .where(and(eq(users.id, user.id), eq(users.textPermissionStatus, 'UNDEFINED')));
      await tx
        .update(users)
        .set({ textPermissionAskedAt: sql`coalesce(${users.textPermissionAskedAt}, ${now})` })
        .where(eq(users.id, user.id));
    }

    return {
      inviteeId: saved!.id,
      token: user ? null : token,
      shouldPromptLogin: false,
      email: saved!.email,
      phone: saved!.phone,
      isNonUpdate: !statusChanged && !answersChanged,
      rsvpStatus: saved!.rsvpStatus,
      waitlistStatus: saved!.waitlistStatus,
    };
  });
  // Its guest's row and answers, never the event row or its questions. Answered once every instance can hear
  // of it: the guest's next call may land on another, whose cache keeps their invitation (eventsAccess.ts).
  await announceEventChange(deps.notifications, event.id, GUESTS_ONLY_CHANGE);
  return result;
}
