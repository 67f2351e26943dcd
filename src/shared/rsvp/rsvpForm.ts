import { RSVP_MESSAGES } from './copy';
import { ANSWER_MAX, NAME_MAX, RSVP_MESSAGE_MAX } from '../constants';
import { MSG } from '../common/copy';
import type { OwnInvitee, UpdateAttendanceInput, UpdateAttendanceResult } from './schema';
import { isValidEmail } from '../common/email';
import { formatPhoneForDisplay, parsePhone } from '../common/phone';
import { clampGuestCount, rsvpMessageToSend } from './rules';
import { type AnswerValue, isAnswered, type QuestionLike } from './rsvpAnswers';
import type { EventPageQuery } from './rsvpLink';
import type { CommunicationPreference } from '../events/schema';
import { checkTypedSong } from '../music/songRequest';
import { contactNeeds, guestChooses, type NotificationPreference } from './contactRules';

// What the guest types into the RSVP modals (spec section 2, "RSVP modal for an unauthenticated guest"; section 5,
// guest count, message and answers), kept as one draft so nothing typed is lost when a call fails or the guest
// steps back, and turned into the updateAttendance call here rather than in the components.

/** The guest's contact channel: their pick when the event lets them choose (np), else what it requires. */
export type ContactChannel = NotificationPreference;

export type RsvpDraft = {
  name: string;
  channel: ContactChannel;
  email: string;
  phone: string;
  additionalGuestCount: number;
  rsvpMessage: string;
  /** Keyed by questionUuid. */
  answers: Record<string, AnswerValue>;
};

type DraftQuery = Pick<
  EventPageQuery,
  'name' | 'email' | 'rsvpEmail' | 'phone' | 'message' | 'guestCount' | 'notificationPreference'
>;

/**
 * The draft a modal opens with: the guest's saved answer, else what their link carried, else empty. The channel
 * is the link's np when it has one (the guest's pick, carried through a sign-in detour), else what the known
 * contact details suggest.
 */
export function initialRsvpDraft(
  invitee: OwnInvitee | null,
  query: DraftQuery,
  fallbackName?: string | null,
): RsvpDraft {
  const email = invitee?.email ?? query.rsvpEmail ?? query.email ?? '';
  const phone = invitee?.phone ? formatPhoneForDisplay(invitee.phone) : (query.phone ?? '');
  const saidYes = invitee?.rsvpStatus === 'YES';
  return {
    name: invitee?.name?.trim() || query.name || fallbackName?.trim() || '',
    channel: query.notificationPreference ?? (email && phone ? 'both' : !email && phone ? 'phone' : 'email'),
    email,
    phone,
    additionalGuestCount: clampGuestCount(saidYes ? invitee.additionalGuestCount : query.guestCount),
    rsvpMessage: (saidYes ? invitee.rsvpMessage : query.message) ?? '',
    answers: Object.fromEntries((invitee?.answers ?? []).map((a) => [a.questionUuid, a])),
  };
}

export type ContactErrors = { name?: string; email?: string; phone?: string };

/**
 * The first step of the anonymous modal: a name, and the e-mail and/or phone the event's communication
 * preference requires (spec section 5), or, when the guest chooses, the ones they picked. `askName` alone (a
 * guest known by link whose invitation has no name yet) checks only the name.
 */
export function contactErrors(
  draft: RsvpDraft,
  ask: { name: boolean; contact: boolean; preference?: CommunicationPreference },
): ContactErrors {
  const errors: ContactErrors = {};
  if (ask.name) {
    const name = draft.name.trim();
    if (!name) errors.name = MSG.nameRequired;
    else if (name.length > NAME_MAX) errors.name = MSG.nameTooLong;
  }
  if (ask.contact) {
    const needs = contactNeeds(ask.preference ?? 'GUEST_CHOOSES', draft.channel);
    if (needs.email && !isValidEmail(draft.email)) errors.email = MSG.invalidEmail;
    if (needs.phone && !parsePhone(draft.phone).ok) errors.phone = MSG.invalidPhone;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** Per-question problems of a yes: required questions unanswered, answers too long. A no needs nothing. */
/** A song request typed as title and artist (no track) that cannot be sent: its first field's message. */
function typedSongError(question: QuestionLike, answer: AnswerValue | undefined): string | undefined {
  if (question.questionType !== 'SONG' || !answer?.song || answer.song.songUri) return undefined;
  const checked = checkTypedSong({ title: answer.song.songName, artist: answer.song.artistName });
  return checked.ok ? undefined : (checked.errors.title ?? checked.errors.artist);
}

export function answerErrors(
  questions: readonly QuestionLike[],
  draft: RsvpDraft,
  status: 'YES' | 'NO',
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (status === 'NO') return errors;
  for (const question of questions) {
    const answer = draft.answers[question.questionUuid];
    const typedSong = typedSongError(question, answer);
    if (typedSong) errors[question.questionUuid] = typedSong;
    else if ((answer?.text?.trim().length ?? 0) > ANSWER_MAX)
      errors[question.questionUuid] = RSVP_MESSAGES.answerTooLong;
    else if (question.isRequired && !isAnswered(question, answer)) {
      errors[question.questionUuid] = MSG.requiredField;
    }
  }
  return errors;
}

export type AttendanceCredentials = { inviteeId?: string; token?: string };

/**
 * The updateAttendance call for a draft. The contact goes along only when the modal asked for it (what the
 * event's communication preference requires, or what the guest picked, sent as their notificationPreference,
 * when the event lets them choose); a no sends +0 and no message (spec: choosing no sets additional guests to 0 and clears the
 * message) and leaves answers alone; without openInvite the count is always 0.
 */
export function attendancePayload(options: {
  eventId: string;
  draft: RsvpDraft;
  status: 'YES' | 'NO';
  credentials: AttendanceCredentials;
  askedContact: boolean;
  openInvite: boolean;
  questions: readonly QuestionLike[];
  /** The `pu` of the guest's RSVP link, recorded with the answer. */
  photoUploadMode?: 'manual' | 'magic';
  /** The event's communication preference; without it the guest's own pick decides. */
  communicationPreference?: CommunicationPreference;
  /** The guest's device's time zone: their reminders and notices then give the time on their clock too. */
  timeZone?: string;
}): UpdateAttendanceInput {
  const { draft, status, askedContact } = options;
  const yes = status === 'YES';
  const preference = options.communicationPreference ?? 'GUEST_CHOOSES';
  const needs = contactNeeds(preference, draft.channel);
  return {
    eventId: options.eventId,
    ...(options.credentials.token ? { token: options.credentials.token } : {}),
    ...(options.photoUploadMode ? { photoUploadMode: options.photoUploadMode } : {}),
    invitee: {
      ...(options.credentials.inviteeId ? { inviteeId: options.credentials.inviteeId } : {}),
      name: draft.name.trim(),
      ...(askedContact && needs.email ? { email: draft.email.trim() } : {}),
      ...(askedContact && needs.phone ? { phone: draft.phone.trim() } : {}),
      ...(askedContact && guestChooses(preference) ? { notificationPreference: draft.channel } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      rsvpStatus: status,
      additionalGuestCount: yes && options.openInvite ? clampGuestCount(draft.additionalGuestCount) : 0,
      rsvpMessage: yes ? rsvpMessageToSend(draft.rsvpMessage) : null,
      ...(yes
        ? {
            answers: options.questions.map((q) => {
              const a = draft.answers[q.questionUuid];
              return {
                questionUuid: q.questionUuid,
                text: a?.text ?? null,
                isYes: a?.isYes ?? null,
                song: a?.song ?? null,
              };
            }),
          }
        : {}),
    },
  };
}

/**
 * The guest's text-permission answer, sent as the answer just recorded with the permission attached. It goes
 * with the credentials the first call answered (a new guest's token and invitee id): without them the server
 * would take the repeat for a stranger whose contact is already on the list and save nothing.
 */
export function withTextPermission(
  answer: UpdateAttendanceInput,
  recorded: Pick<UpdateAttendanceResult, 'inviteeId' | 'token'>,
  granted: boolean,
): UpdateAttendanceInput {
  const token = recorded.token ?? answer.token;
  const inviteeId = recorded.inviteeId ?? answer.invitee.inviteeId;
  return {
    ...answer,
    ...(token ? { token } : {}),
    invitee: { ...answer.invitee, ...(inviteeId ? { inviteeId } : {}) },
    textPermissionStatusUpdate: granted ? 'GRANTED' : 'REJECTED',
  };
}

/** Characters left of the message to host (spec: 'N characters left'). */
export function charactersLeft(text: string, limit = RSVP_MESSAGE_MAX): number {
  return limit - text.length;
}
