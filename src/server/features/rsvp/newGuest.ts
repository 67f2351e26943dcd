import { randomUUID } from 'node:crypto';
import { MSG } from '../../../shared/common/copy';
import { RSVPS_PER_CONTACT } from '../../../shared/constants';
import { applyRsvp, isNonUpdate, type RsvpState } from '../../../shared/rsvp/rules';
import { checkAnswers } from '../../../shared/rsvp/rsvpAnswers';
import { loginNeeded, type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { contactProblem } from '../../../shared/rsvp/contactRules';
import { announceEventChange, GUESTS_ONLY_CHANGE } from '../../platform/db/eventCache';
import type { EventRow } from '../../platform/access/eventsAccess';
import { windowStartOf } from '../../platform/rateLimit';
import { DomainError } from '../../platform/errors';
import { inviteTokenFor } from '../guests';
import { eventQuestions, type RsvpDeps } from './eventQuestions';
import { assertContactWithinLimit, CONTACT_WINDOW_MS, contactLimitKey } from './limits';
import type { RsvpRequest } from './rsvpRequest';

// The first answer of an anonymous guest known only by name and e-mail or phone: the path a crowd opening a
// shared party link takes, so it is one round trip to the database, the function elk_rsvp_new_guest
// (migration 0016_rsvp_new_guest): the app decides the answer and checks it against the questions; the
// function, in one transaction, orders two first answers with one contact (an advisory lock per event and
// contact, so they make one row), counts the contact's answers, and inserts the guest unless that contact is
// already on the list (who must then sign in to answer: nothing changes). Its transaction notifies nothing: the new guest is
// announced after commit (platform/db/eventCache.ts), since PostgreSQL serialises notifying commits.

/** A new row before its first answer: seen, no role, nothing said yet. */
const BLANK: RsvpState = {
  role: null,
  rsvpStatus: 'SEEN',
  additionalGuestCount: 0,
  rsvpMessage: null,
  waitlistStatus: null,
};

type CreatedRow = {
  r_hits: number;
  r_taken: boolean;
  r_id: string | null;
  r_email: string | null;
  r_phone: string | null;
  r_rsvp_status: UpdateAttendanceResult['rsvpStatus'];
  r_waitlist_status: UpdateAttendanceResult['waitlistStatus'];
};

const NEW_GUEST = `select * from elk_rsvp_new_guest($1::uuid, $2::text[], $3::text[], $4::timestamptz, $5::int,
  $6::boolean, $7::text, $8::text, $9::text, $10::text, $11::int, $12::text, $13::text, $14::text, $15::text,
  $16::boolean, $17::text, $18::timestamptz, $19::timestamptz, $20::jsonb, $21::uuid)`;

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
  const created = await deps.db.$client.query<CreatedRow>({
    name: 'elk_rsvp_new_guest',
    text: NEW_GUEST,
    values: [
      event.id,
      contacts.map((c) => c.lock),
      contacts.map((c) => c.limit),
      windowStartOf(CONTACT_WINDOW_MS, now.getTime()),
      RSVPS_PER_CONTACT,
      checked.ok,
      name,
      request.email ?? null,
      request.phone ?? null,
      after.rsvpStatus,
      after.additionalGuestCount,
      after.rsvpMessage,
      after.waitlistStatus,
      request.notificationPreference ?? null,
      tokenHash,
      request.textPermission ? request.textPermission === 'GRANTED' : null,
      request.photoUploadMode ?? null,
      now,
      statusChanged ? now : null,
      JSON.stringify(checked.ok ? checked.answers : []),
      id,
    ],
  });
  const row = created.rows[0]!;
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
