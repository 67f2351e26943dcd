// CONTRACT READY
/**
 * The host's side of the guest list on the wire (spec sections 5, 7, 8). All procedures are host-only
 * (hosts and accepted cohosts, through eventHostProcedure) except fetchContacts/fetchMutualMembers, which
 * only need a signed-in user. JSON-RPC: POST /json/EventService/<name> maps to the same procedure.
 *
 * tRPC paths (router `guests`):
 * - guests.fetchGuestList        query    {eventId, filter?, search?, sort?, cursor?, limit=100 (max 200)}
 *                                          -> GuestListResult: one page of guests, nextCursor (null on the last),
 *                                          counts over the whole list, `matched` rows of this filter and search,
 *                                          `pending` (what 'Send to N' sends), questions, cohosts. No filter or
 *                                          cursor = the first page of everyone, as before paging.
 * Changes to a cancelled party's list (queue, send, preview, edit, delete, CSV import) answer CONFLICT
 * 'This party has been canceled, so its guest list can no longer be changed.'; sendInvites and
 * sendTemplateEmail are rate limited per user (429 'Rate limit exceeded' on /json).
 * - guests.fetchContacts         query    {pageToken?}                       -> {contacts, hasMore, nextPageToken}
 * - guests.fetchMutualMembers    query    {pageToken='0'}                    -> {mutualMembers, hasMore, pageToken}
 * - guests.queueInvites          mutation {eventId, invitees:[{name,email?,phone?,userId?}], skipDuplicates?}
 *                                          -> {invitees: GuestRow[], count, skipped, message:'{n} guest(s) invited successfully.'}
 *                                          skipDuplicates (a pasted list): guests already on the list are left out
 *                                          and counted in `skipped` instead of failing the call.
 *                                          A userId must be one of the caller's mutual members (notSharedMember);
 *                                          the row never shows that account's address, the invitation finds it.
 * - guests.sendInvites           mutation {eventId, inviteeIds? | inviteIds?, emailOnly?} (absent = every unsent
 *                                          guest: invited, PENDING or FAILED; a list sends only those; emailOnly
 *                                          leaves out the guests invited by text)
 *                                          -> {triggered: inviteeId[], count}
 * - guests.sendTemplateEmail     mutation {eventId, emailAddress?}        -> {message:'Invite sent to {email}.'}
 * - guests.deletePendingInvites  mutation {eventId, inviteIds}             -> {deleted: number}
 * - guests.deleteInvitees        mutation {eventId, inviteeIds}            -> {deleted: number} (organizer never)
 * - guests.editInvitee           mutation {eventId, invitee:{inviteeId,name,email?,rsvpStatus,additionalGuestCount}}
 *                                          -> {invitee: GuestRow}
 * HTTP:
 * - POST /api/invites/csv multipart: multipartFile (.csv), eventId, authHeader? (JSON) -> CsvImportResult (HTTP 200)
 * - GET  /{service}/GetEventAttendeeCSV/{eventId}/export.csv[/{base64url JSON: string[] of ExportField|questionUuid}]
 *        Authorization: base64(userId:accessToken) or the session cookie -> text/csv attachment
 */
import { z } from 'zod';
import { EMAIL_MAX, GUEST_EXTRAS_MAX, NAME_MAX } from '../constants';
import { idSchema, textSchema } from '../common/schema';
import { INVITE_STATUSES, INVITEE_ROLES, RSVP_STATUSES, WAITLIST_STATUSES } from '../events/schema';
import { answerSchema } from '../rsvp/schema';
import { FILTER_KEYS } from './inviteFilters';
import { SORT_COLUMNS } from './guestTable';

/** Most guests one queueInvites call or CSV file may add. */
export const INVITE_BATCH_MAX = 10_000;

/**
 * Invitations, previews and message blasts one host may send in an hour, counted by recipient, not by call: a
 * whole imported list (INVITE_BATCH_MAX guests) can go out at once, and no more than that in the same hour.
 */
export const INVITE_RECIPIENTS_PER_HOUR = INVITE_BATCH_MAX;

/** One guest to add. E-mail is validated in the handler so each guest gets the spec's message. */
export const newInviteeSchema = z.object({
  name: textSchema().max(NAME_MAX + 50),
  email: textSchema()
    .max(EMAIL_MAX + 50)
    .nullish(),
  phone: textSchema().max(40).nullish(),
  userId: idSchema.nullish(),
});
export type NewInvitee = z.infer<typeof newInviteeSchema>;

export const queueInvitesInput = z.object({
  eventId: idSchema,
  invitees: z.array(newInviteeSchema).min(1).max(INVITE_BATCH_MAX),
  /** A pasted list: the host's table may not have loaded every guest, so the server drops the ones on it. */
  skipDuplicates: z.boolean().optional(),
});

/** One row of the host's guest table. `connected` = the guest has an account ('Connected through the product'). */
export const guestRowSchema = z.object({
  inviteeId: z.string(),
  userId: z.string().nullable(),
  connected: z.boolean(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  role: z.enum(INVITEE_ROLES).nullable(),
  isOrganizer: z.boolean(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  inviteStatus: z.enum(INVITE_STATUSES).nullable(),
  additionalGuestCount: z.number().int(),
  rsvpMessage: z.string().nullable(),
  waitlistStatus: z.enum(WAITLIST_STATUSES).nullable(),
  /** Why the newest failed send to the guest failed (any kind: invitation, reminder, notice…), in words. */
  sendError: z.string().nullable(),
  answers: z.array(answerSchema),
  createdAt: z.string(),
});
export type GuestRow = z.infer<typeof guestRowSchema>;

export const guestListQuestionSchema = z.object({
  questionUuid: z.string(),
  question: z.string(),
  questionType: z.string(),
  isRequired: z.boolean(),
});

/** The guest list's tally (rules/guestStates: tallyGuests), the same numbers as the event page's chips. */
export const guestTallySchema = z.object({
  going: z.number().int(),
  declined: z.number().int(),
  awaiting: z.number().int(),
  unsent: z.number().int(),
  /** With a waitlist: guests waiting for approval or denied (in people). */
  waitlist: z.number().int(),
  all: z.number().int(),
  invited: z.number().int(),
  walkIns: z.number().int(),
});

/** Rows per page of the host's guest table: the default, and the most one call may ask for. */
export const GUEST_PAGE_DEFAULT = 100;
export const GUEST_PAGE_MAX = 200;

/**
 * One page of the host's guest table. `filter` = the chips (rules/inviteFilters: ALL or any buckets), `search`
 * = name, e-mail or phone containing the text, `sort` = a header click (else the spec's list order: organizer,
 * pending invites, then by name). `cursor` = the `nextCursor` of the page before, valid only with the same sort.
 */
export const fetchGuestListInput = z.object({
  eventId: idSchema,
  filter: z.array(z.enum(FILTER_KEYS)).max(FILTER_KEYS.length).optional(),
  search: textSchema().max(128).optional(),
  sort: z
    .object({
      column: z.enum(SORT_COLUMNS),
      direction: z.enum(['asc', 'desc']),
      /** The question whose answers a 'question' sort orders by. */
      questionUuid: idSchema.nullish(),
    })
    .nullish(),
  cursor: textSchema().max(2000).nullish(),
  limit: z.number().int().min(1).max(GUEST_PAGE_MAX).default(GUEST_PAGE_DEFAULT),
});
export type FetchGuestListInput = z.input<typeof fetchGuestListInput>;

/** The chips' numbers (people, as the event page counts) and the guests 'Send to N' would send. */
export const guestListResultSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  hasWaitlist: z.boolean(),
  /** One page, in the table's order. */
  guests: z.array(guestRowSchema),
  /** Where the next page starts; null when this page is the last. */
  nextCursor: z.string().nullable(),
  /** Rows of this filter and search, all pages together. */
  matched: z.number().int(),
  /** Rows that are not the organizer's, whatever their state: zero means nobody was invited yet. */
  guestRows: z.number().int(),
  counts: guestTallySchema,
  /**
   * Waiting to go out (rules/inviteFilters: isPendingInvite): how many, how many of them by text (they need the
   * host's consent first), and how many invitations are being sent right now (the table polls until zero).
   */
  pending: z.object({ count: z.number().int(), byText: z.number().int(), sending: z.number().int() }),
  questions: z.array(guestListQuestionSchema),
  /** The party's cohosts (not declined), left out of the add-guest suggestions (spec section 5). */
  cohosts: z.object({ userIds: z.array(z.string()), emails: z.array(z.string()) }),
});
export type GuestListResult = z.infer<typeof guestListResultSchema>;

export const queueInvitesResultSchema = z.object({
  invitees: z.array(guestRowSchema),
  count: z.number().int(),
  /** Guests left out because they were already on the list (only with skipDuplicates). */
  skipped: z.number().int(),
  message: z.string(),
});
export type QueueInvitesResult = z.infer<typeof queueInvitesResultSchema>;

/**
 * The spec names the list `inviteIds` (with an `email` whose meaning it does not show: accepted, unused) or
 * `inviteeIds`; both are read, merged into `inviteeIds`. A list, even an empty one, sends only those guests;
 * no list sends every guest in the Unsent bucket (rules/inviteFilters: isSendableInvite).
 */
export const sendInvitesInput = z
  .object({
    eventId: idSchema,
    inviteeIds: z.array(idSchema).max(INVITE_BATCH_MAX).optional(),
    inviteIds: z.array(idSchema).max(INVITE_BATCH_MAX).optional(),
    email: textSchema()
      .max(EMAIL_MAX + 50)
      .nullish(),
    /** The host answered 'Send e-mails only' to the text consent: guests without an e-mail stay unsent. */
    emailOnly: z.boolean().optional(),
  })
  .transform(({ eventId, inviteeIds, inviteIds, emailOnly }) => ({
    eventId,
    emailOnly: emailOnly ?? false,
    inviteeIds:
      inviteeIds || inviteIds ? [...new Set([...(inviteeIds ?? []), ...(inviteIds ?? [])])] : undefined,
  }));
export const sendInvitesResultSchema = z.object({ triggered: z.array(z.string()), count: z.number().int() });

export const sendTemplateEmailInput = z.object({
  eventId: idSchema,
  /** Defaults to the caller's stored e-mail. */
  emailAddress: textSchema()
    .max(EMAIL_MAX + 50)
    .nullish(),
});
export const messageResultSchema = z.object({ message: z.string() });

export const deletePendingInvitesInput = z.object({
  eventId: idSchema,
  inviteIds: z.array(idSchema).min(1).max(INVITE_BATCH_MAX),
});
export const deleteInviteesInput = z.object({
  eventId: idSchema,
  inviteeIds: z.array(idSchema).min(1).max(INVITE_BATCH_MAX),
});
export const deletedResultSchema = z.object({ deleted: z.number().int() });

export const EDITABLE_RSVP_STATUSES = ['INVITED', 'YES', 'NO'] as const;
export const editInviteeInput = z.object({
  eventId: idSchema,
  invitee: z.object({
    inviteeId: idSchema,
    name: textSchema().max(NAME_MAX + 50),
    email: textSchema()
      .max(EMAIL_MAX + 50)
      .nullish(),
    rsvpStatus: z.enum(EDITABLE_RSVP_STATUSES),
    additionalGuestCount: z.number().int().min(0).max(GUEST_EXTRAS_MAX),
  }),
});
export const editInviteeResultSchema = z.object({ invitee: guestRowSchema });

/** A person the user can invite again: created by hand, or invited to one of their events before. */
export const contactSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  userId: z.string().nullable(),
  /** 'contact': created by the user; 'invitee': someone they invited to one of their parties before. */
  source: z.enum(['contact', 'invitee']),
});
export type Contact = z.infer<typeof contactSchema>;
export const fetchContactsInput = z.object({ pageToken: textSchema().max(500).nullish() }).optional();
export const fetchContactsResultSchema = z.object({
  contacts: z.array(contactSchema),
  hasMore: z.boolean(),
  nextPageToken: z.string().nullable(),
});

export const mutualMemberSchema = z.object({
  member: z.object({
    userId: z.string(),
    name: z.string(),
    emails: z.array(z.string()),
    photoUrl: z.string().nullable(),
  }),
  sharedEvents: z.number().int(),
});
export type MutualMember = z.infer<typeof mutualMemberSchema>;
export const fetchMutualMembersInput = z.object({ pageToken: textSchema().max(20).default('0') }).optional();
export const fetchMutualMembersResultSchema = z.object({
  mutualMembers: z.array(mutualMemberSchema),
  hasMore: z.boolean(),
  pageToken: z.string(),
});

/** Reply of POST /api/invites/csv. `added` = guests queued as PENDING; errors carry 1-based file line numbers. */
export const csvImportResultSchema = z.object({
  isValid: z.boolean(),
  added: z.number().int(),
  skipped: z.number().int(),
  message: z.string().optional(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

export const EXPORT_FIELDS = ['rsvp_status', 'name', 'contact', 'additional_guest_count', 'message'] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];
