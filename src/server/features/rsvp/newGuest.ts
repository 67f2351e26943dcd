import { randomUUID } from 'node:crypto';
import { MSG } from '../../../shared/common/copy';
import { RSVPS_PER_CONTACT } from '../../../shared/constants';
import { applyRsvp, isNonUpdate, type RsvpState } from '../../../shared/rsvp/rules';
import { checkAnswers } from '../../../shared/rsvp/rsvpAnswers';
import { loginNeeded, type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { contactProblem } from '../../../shared/rsvp/contactRules';
import { announceEventChange, GUESTS_ONLY_CHANGE } from '../../platform/db/eventChanges';
import type { EventRow } from '../../core/access/eventsAccess';
import { windowStartOf } from '../../platform/rateLimit';
import { DomainError } from '../../platform/errors';
import { inviteTokenFor } from '../invitations';
import { eventQuestions, type RsvpDeps } from './eventQuestions';
import { assertContactWithinLimit, CONTACT_WINDOW_MS, contactLimitKey } from './limits';
import { newGuestWriterFor } from './newGuestBatch';
import type { RsvpRequest } from './rsvpRequest';

// The first answer of an anonymous guest known only by name and e-mail or phone: the path a crowd opening a
// shared party link takes, so it is one call of the function elk_rsvp_new_guest (migration 0016_rsvp_new_guest),
// sent alone or, under a crowd, in one statement with the others that arrived meanwhile (newGuestBatch.ts). The
// app decides the answer and checks it against the questions; the function orders two first answers with one
// contact (an advisory lock per event and contact, so they make one row), counts the contact's answers, and
// inserts the guest unless that contact is already on the list (who must then sign in to answer: nothing
// changes). Its transaction notifies nothing: the new guest is announced after commit
// (platform/db/eventCache.ts), since PostgreSQL serialises notifying commits.

/** A new row before its first answer: seen, no role, nothing said yet. */
const BLANK: RsvpState = {
  role: null,
  rsvpStatus: 'SEEN',
  additionalGuestCount: 0,
  rsvpMessage: null,
  waitlistStatus: null,
};

/**
 * `enforceRequired` (the RSVP modal's call): a yes must answer the required questions, and the contact must be
 * the one the event's communication preference asks for (a link carries what it carries).
 */
export async function answerAsNewGuest(
  deps: RsvpDeps,
  event: EventRow,
  request: RsvpRequest & { status: 'YES' | 'NO' },
  enforceRequired: boolean,
  tokenKey: string,
): Promise<UpdateAttendanceResult> {
  const name = request.name?.trim();
  if (!name) throw new DomainError('BAD_REQUEST', MSG.nameRequired);
  const problem = enforceRequired
    ? contactProblem(event.communicationPreference, request)
    : !request.email && !request.phone
      ? RSVP_MESSAGES.contactRequired
      : null;
  if (problem) throw new DomainError('BAD_REQUEST', problem);

  // Sorted, so two answers naming the same two contacts take their locks (and counter rows) in one order.
  const contacts = [
    request.email && { lock: `e:${request.email}`, limit: contactLimitKey.email(request.email) },
    request.phone && { lock: `p:${request.phone}`, limit: contactLimitKey.phone(request.phone) },
  ]
    .filter((c): c is { lock: string; limit: string } => Boolean(c))
    .sort((a, b) => a.lock.localeCompare(b.lock));
  const after = applyRsvp(
    BLANK,
    {
      rsvpStatus: request.status,
      additionalGuestCount: event.openInvite ? request.additionalGuestCount : 0,
      rsvpMessage: request.rsvpMessage,
    },
    event.hasWaitlist,
  );
  const statusChanged = !isNonUpdate(BLANK, after);
  const needQuestions = enforceRequired || Boolean(request.answers?.length);
  const checked = checkAnswers(
    needQuestions ? await eventQuestions(deps, event.id) : [],
    request.answers ?? [],
    [],
    enforceRequired ? request.status : 'SEEN',
    { unknownQuestion: RSVP_MESSAGES.unknownQuestion },
  );
  // The row's id is chosen here so its token can be the invitation token (derived from the id): the guest's
  // confirmation e-mail, written later by a job, can then carry the same personal link.
  const id = randomUUID();
  const { token, tokenHash } = inviteTokenFor(tokenKey, id);
  const now = new Date();
  // Answers that do not pass still ask whether the contact is on the list: such a contact gets the login
  // prompt whatever it sent.
  const row = await newGuestWriterFor(deps.db.$client).write({
    event_id: event.id,
    contact_keys: contacts.map((c) => c.lock),
    limit_keys: contacts.map((c) => c.limit),
    window_start: windowStartOf(CONTACT_WINDOW_MS, now.getTime()),
    max_hits: RSVPS_PER_CONTACT,
    do_insert: checked.ok,
    name,
    email: request.email ?? null,
    phone: request.phone ?? null,
    rsvp_status: after.rsvpStatus,
    additional_guest_count: after.additionalGuestCount,
    rsvp_message: after.rsvpMessage,
    waitlist_status: after.waitlistStatus,
    notification_preference: request.notificationPreference ?? null,
    token_hash: tokenHash,
    text_permission_granted: request.textPermission ? request.textPermission === 'GRANTED' : null,
    photo_upload_mode: request.photoUploadMode ?? null,
    time_zone: request.timeZone ?? null,
    now,
    responded_at: statusChanged ? now : null,
    answers: checked.ok ? checked.answers : [],
    id,
  });
  assertContactWithinLimit(row.r_hits);
  if (row.r_taken) return loginNeeded();
  if (!checked.ok) throw new DomainError('BAD_REQUEST', checked.message);
  if (!row.r_id) throw new Error('elk_rsvp_new_guest inserted no guest');
  // Its guest's row and answers, never the event row or its questions. Not waited for: no instance has this new
  // guest's invitation cached, and pages that miss the answer for a moment hear of it within milliseconds.
  void announceEventChange(deps.notifications, event.id, GUESTS_ONLY_CHANGE);
  return {
    inviteeId: row.r_id,
    token,
    shouldPromptLogin: false,
    email: row.r_email,
    phone: row.r_phone,
    isNonUpdate: !statusChanged && checked.answers.length === 0,
    rsvpStatus: row.r_rsvp_status,
    waitlistStatus: row.r_waitlist_status,
  };
}
