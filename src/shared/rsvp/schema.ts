import { RSVP_MESSAGES } from './copy';
import { z } from 'zod';
import { ANSWER_MAX, GUEST_EXTRAS_MAX, RSVP_MESSAGE_MAX } from '../constants';
import { MSG } from '../common/copy';
import { parsePhone } from '../common/phone';
import { emailSchema, idSchema, nameSchema, successSchema, textSchema } from '../common/schema';
import { isValidTimeZone, RSVP_STATUSES, WAITLIST_STATUSES } from '../events/schema';
import { receivedRsvpMessage } from './rules';
import { songSchema } from '../music/songSchema';

// The guest's side of an event on the wire (spec section 7): updateAttendance and its e-mail and link variants,
// reviewAttendee, getEventPreview, and the viewer block getEvent adds beside the event.

/** The invitation token of a link: our base32 tokens, or anything of that shape a caller sends. */
export const inviteTokenSchema = textSchema()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,200}$/, { error: RSVP_MESSAGES.linkInvalid });

/** A phone typed in any common way (US unless it starts with '+'), read into E.164. */
const rsvpPhoneSchema = textSchema()
  .max(40, { error: MSG.provideValidPhone })
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (parsed.ok) return parsed.e164;
    ctx.addIssue({ code: 'custom', message: MSG.provideValidPhone });
    return z.NEVER;
  });

/** Empty strings from forms mean "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());
const optionalPhone = z.preprocess(blankToUndefined, rsvpPhoneSchema.optional());

/** One answer to a host's question: text (also a song typed as text), yes/no, or a song. */
export const answerSchema = z.object({
  questionUuid: idSchema,
  text: textSchema().trim().max(ANSWER_MAX, { error: RSVP_MESSAGES.answerTooLong }).nullish(),
  isYes: z.boolean().nullish(),
  song: songSchema.nullish(),
});
export type Answer = z.infer<typeof answerSchema>;

export const NOTIFICATION_PREFERENCES = ['email', 'phone', 'both'] as const;
/** The spec's `pu` link parameter: manual or magic (the album's own upload mode is another setting). */
export const PHOTO_UPLOAD_MODES = ['manual', 'magic'] as const;
export const TEXT_PERMISSION_UPDATES = ['GRANTED', 'REJECTED'] as const;

const guestCountSchema = z
  .number()
  .int()
  .min(0, { error: 'Extra guests are 0 to 9.' })
  .max(GUEST_EXTRAS_MAX, { error: 'Extra guests are 0 to 9.' });
/** The message to host: the placeholder of an empty message reads as '' (no message); blank-line runs collapse. */
const rsvpMessageSchema = textSchema().overwrite(receivedRsvpMessage).max(RSVP_MESSAGE_MAX, {
  error: RSVP_MESSAGES.messageTooLong,
});

/** The guest's answer as updateAttendance takes it (spec: invitee). */
export const rsvpInviteeSchema = z.object({
  /** The caller's invitee id from their link; proof comes from the token or the session. */
  inviteeId: idSchema.optional(),
  name: nameSchema,
  email: optionalEmail,
  phone: optionalPhone,
  rsvpStatus: z.enum(['YES', 'NO']),
  additionalGuestCount: guestCountSchema.default(0),
  rsvpMessage: rsvpMessageSchema.nullish(),
  answers: z.array(answerSchema).max(50).optional(),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES).optional(),
  /** The guest's own time zone (their device's): reminders and notices then say the time on it too. */
  timeZone: textSchema().max(64).refine(isValidTimeZone, { error: 'Unknown time zone.' }).optional(),
});
export type RsvpInviteeInput = z.input<typeof rsvpInviteeSchema>;

export const updateAttendanceInput = z.object({
  eventId: idSchema,
  invitee: rsvpInviteeSchema,
  token: inviteTokenSchema.optional(),
  textPermissionStatusUpdate: z.enum(TEXT_PERMISSION_UPDATES).optional(),
  photoUploadMode: z
    .enum(PHOTO_UPLOAD_MODES, { error: 'The photo upload mode is manual or magic.' })
    .optional(),
});
export type UpdateAttendanceInput = z.input<typeof updateAttendanceInput>;

/** Shared by the two link variants: the raw r value (yes, no, anything else = seen) and the link's extras. */
const linkAnswerFields = {
  eventId: idSchema,
  r: textSchema().max(20).nullish(),
  inviteeUuid: idSchema.optional(),
  additionalGuestCount: guestCountSchema.optional(),
  rsvpMessage: rsvpMessageSchema.nullish(),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES).optional(),
  photoUploadMode: z
    .enum(PHOTO_UPLOAD_MODES, { error: 'The photo upload mode is manual or magic.' })
    .optional(),
};

/** /event/updateemail/action: an anonymous guest with the token from their e-mail. */
export const updateAttendanceThroughEmailInput = z.object({
  ...linkAnswerFields,
  token: inviteTokenSchema,
});

/** /event/rsvp/action and /event/unauthrsvp/action: signed in, or by token, or by name and e-mail or phone. */
export const updateAttendanceByLinkInput = z.object({
  ...linkAnswerFields,
  token: inviteTokenSchema.optional(),
  name: z.preprocess(blankToUndefined, nameSchema.optional()),
  email: optionalEmail,
  phone: optionalPhone,
});

export const updateAttendanceResultSchema = z.object({
  /** The invitee the answer was recorded on; null when nothing was recorded (login needed). */
  inviteeId: z.string().nullable(),
  /** A token this browser may keep to update later; null when it already holds one or is signed in. */
  token: z.string().nullable(),
  /** The contact belongs to a guest already on the list: sign in as them to answer. Nothing was changed. */
  shouldPromptLogin: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The answer changed nothing (a repeated click on an e-mail link, or a login is needed first). */
  isNonUpdate: z.boolean(),
  rsvpStatus: z.enum(RSVP_STATUSES).nullable(),
  waitlistStatus: z.enum(WAITLIST_STATUSES).nullable(),
});
export type UpdateAttendanceResult = z.infer<typeof updateAttendanceResultSchema>;

export const reviewAttendeeInput = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema,
  waitlistStatus: z.enum(WAITLIST_STATUSES),
});
/** reviewAttendee (the host's waitlist decision): the guest and the status now recorded on them. */
export const reviewAttendeeResultSchema = successSchema.extend({
  inviteeUuid: z.string(),
  waitlistStatus: z.enum(WAITLIST_STATUSES),
});

export const getEventPreviewInput = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: inviteTokenSchema.optional(),
});

/** The caller's own invitation, in full: what the RSVP block and its modals start from. */
export const ownInviteeSchema = z.object({
  inviteeId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['ORGANIZER', 'ATTENDEE']).nullable(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  additionalGuestCount: z.number().int(),
  rsvpMessage: z.string().nullable(),
  waitlistStatus: z.enum(WAITLIST_STATUSES).nullable(),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES).nullable(),
  answers: z.array(answerSchema),
  /** Linked to the signed-in account; a guest acting by link only is not (spec: 'Verify my account'). */
  isVerified: z.boolean(),
});
export type OwnInvitee = z.infer<typeof ownInviteeSchema>;

/** The answer when the guest must sign in first: nothing was recorded, and the client asks them to log in. */
export const loginNeeded = (): UpdateAttendanceResult => ({
  inviteeId: null,
  token: null,
  shouldPromptLogin: true,
  email: null,
  phone: null,
  isNonUpdate: true,
  rsvpStatus: null,
  waitlistStatus: null,
});
