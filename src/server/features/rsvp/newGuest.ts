import { sql } from 'drizzle-orm';
import { MSG } from '../../../shared/common/copy';
import { RSVPS_PER_CONTACT } from '../../../shared/constants';
import { applyRsvp, isNonUpdate, type RsvpState } from '../../../shared/rsvp/rules';
import { checkAnswers, type QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import { loginNeeded, type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { contactProblem } from '../../../shared/rsvp/contactRules';
import { answers, invitees, questions } from '../../platform/db/schema';
import type { EventRow } from '../../platform/access/eventsAccess';
import { countHitsSql } from '../../platform/rateLimit';
import { DomainError } from '../../platform/errors';
import { newInviteToken } from '../guests';
import type { RsvpDeps } from './eventQuestions';
import { assertContactWithinLimit, CONTACT_WINDOW_MS, contactLimitKey } from './limits';
import type { RsvpRequest } from './rsvpRequest';

// The first answer of an anonymous guest known only by name and e-mail or phone: the path a crowd opening a
// shared party link takes, so it is kept to BEGIN, two statements and COMMIT (plus one insert when the guest
// answered questions). Someone already on the list with that contact must sign in to answer (nothing changes).
//
// Two first answers with one contact at the same moment must make one row. With no unique index on the contact,
// an advisory lock on (event, contact) orders them: the second one's insert runs after the first committed and
// sees its row. The lock is the transaction's first statement, so the check-and-insert after it reads a snapshot
// taken once the lock is held. (A unique index on (event_id, email) and one on (event_id, phone) would allow a
// plain INSERT … ON CONFLICT instead; see the issue 14 report.)

/** A new row before its first answer: seen, no role, nothing said yet. */
const BLANK: RsvpState = {
  role: null,
  rsvpStatus: 'SEEN',
  additionalGuestCount: 0,
  rsvpMessage: null,
  waitlistStatus: null,
};

type CreatedRow = {
  hits: number;
  taken: boolean;
  id: string | null;
  email: string | null;
  phone: string | null;
  rsvp_status: UpdateAttendanceResult['rsvpStatus'];
  waitlist_status: UpdateAttendanceResult['waitlistStatus'];
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
  const needQuestions = enforceRequired || Boolean(request.answers?.length);
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
  const { token, tokenHash } = newInviteToken();
  const now = new Date();

  return deps.db.transaction(async (tx) => {
    const locks = sql.join(
      contacts.map((c) => sql`pg_advisory_xact_lock(hashtext(${`${event.id}:${c.lock}`}))`),
      sql`, `,
    );
    // The event's questions come with the lock: one round trip for both.
    const questionsJson = needQuestions
      ? sql`(select coalesce(json_agg(json_build_object('questionUuid', q.id, 'question', q.question,
          'questionType', q.question_type, 'isRequired', q.is_required) order by q.position), '[]'::json)
          from ${questions} q where q.event_id = ${event.id})`
      : sql`'[]'::json`;
    const locked = await tx.execute<{ questions: QuestionLike[] }>(
      sql`select ${locks}, ${questionsJson} as questions`,
    );
    const questionList = locked.rows[0]?.questions ?? [];

    const contactMatch = sql.join(
      [
        request.email ? sql`i.email = ${request.email}` : null,
        request.phone ? sql`i.phone = ${request.phone}` : null,
      ].filter((part) => part !== null),
      sql` or `,
    );
    // Counts the contact's answer, and inserts the guest unless the contact is on the list or over its limit.
    const created = await tx.execute<CreatedRow>(sql`
      with hits as (${countHitsSql(
        contacts.map((c) => c.limit),
        CONTACT_WINDOW_MS,
        now.getTime(),
      )}),
      existing as (select 1 from ${invitees} i where i.event_id = ${event.id} and (${contactMatch}) limit 1),
      created as (
        insert into ${invitees} (event_id, name, email, phone, role, rsvp_status, additional_guest_count,
          rsvp_message, waitlist_status, notification_preference, token_hash, text_permission_granted,
          photo_upload_mode, seen_at, responded_at, updated_at)
        select ${event.id}::uuid, ${name}::text, ${request.email ?? null}::text, ${request.phone ?? null}::text,
          null, ${after.rsvpStatus}::text, ${after.additionalGuestCount}::int, ${after.rsvpMessage}::text,
          ${after.waitlistStatus}::text, ${request.notificationPreference ?? null}::text, ${tokenHash}::text,
          ${request.textPermission ? request.textPermission === 'GRANTED' : null}::boolean,
          ${request.photoUploadMode ?? null}::text, ${now}::timestamptz,
          ${statusChanged ? now : null}::timestamptz, ${now}::timestamptz
        where not exists (select 1 from existing)
          and (select max(count) from hits) <= ${RSVPS_PER_CONTACT}
        returning id, email, phone, rsvp_status, waitlist_status
      )
      select (select max(count) from hits)::int as hits, exists (select 1 from existing) as taken, created.*
      from (select 1) as one left join created on true`);
    const row = created.rows[0]!;
    assertContactWithinLimit(row.hits);
    if (row.taken || !row.id) return loginNeeded();

    // Checked after the insert so that a contact already on the list gets the login prompt whatever it sent;
    // a refusal here rolls the new row back.
    const checked = checkAnswers(
      questionList,
      request.answers ?? [],
      [],
      enforceRequired ? request.status : 'SEEN',
      { unknownQuestion: RSVP_MESSAGES.unknownQuestion },
    );
    if (!checked.ok) throw new DomainError('BAD_REQUEST', checked.message);
    if (checked.answers.length) {
      await tx.insert(answers).values(
        checked.answers.map((a) => ({
          inviteeId: row.id!,
          questionId: a.questionUuid,
          text: a.text ?? null,
          isYes: a.isYes ?? null,
          song: a.song ?? null,
          updatedAt: now,
        })),
      );
    }
    return {
      inviteeId: row.id,
      token,
      shouldPromptLogin: false,
      email: row.email,
      phone: row.phone,
      isNonUpdate: !statusChanged && checked.answers.length === 0,
      rsvpStatus: row.rsvp_status,
      waitlistStatus: row.waitlist_status,
    };
  });
}
