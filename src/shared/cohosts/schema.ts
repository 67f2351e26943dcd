/**
 * Cohosts on the wire (spec sections 3, 4, 6, 7). JSON-RPC: POST /json/EventService, method = the name below.
 *
 * tRPC paths (router `cohosts`); who may call each is a procedure middleware in routers/cohosts.ts:
 * - cohosts.fetchCohosts         query    {eventId}                        host or accepted cohost
 *                                         -> {eventId, title, role:'host'|'cohost', host:{userId,name,photoUrl}|null,
 *                                             cohosts: CohostRow[]}
 * - cohosts.getCohostAccess      query    {eventId}                        any signed-in user
 *                                         -> {role:'host'|'cohost'|'pending'|'none', linkUuid|null}
 * - cohosts.getCohostInvite      query    {eventId, linkUuid}              signed in, with a valid link
 *                                         -> CohostInvite (FORBIDDEN 'This cohost link is no longer valid…')
 * - cohosts.addCohost            mutation {eventId, cohost:{name,email}}   host only -> {cohost: CohostRow, message}
 * - cohosts.updateCohostStatus   mutation {eventId, linkUuid, status:'accepted'|'declined', cohost?:{cohostId?}}
 *                                         signed in, with a valid link -> {cohost: CohostRow}
 * - cohosts.getCohostLink        query    {eventId}  host only; creates the link when none is active -> CohostLink
 * - cohosts.invalidateCohostLink mutation {eventId}  host only; the old link stops working -> the new CohostLink
 * - cohosts.removeCohost         mutation {eventId, cohostId}              host only -> {removed: true}
 * - cohosts.resendCohostInvite   mutation {eventId, cohostId}              host only, entries not answered yet
 *                                         -> {cohost: CohostRow, mailSent, message}
 * addCohost replies {cohost: CohostRow, mailSent: boolean, message}.
 */
import { COHOST_MESSAGES } from './copy';
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { MSG } from '../common/copy';
import { isValidEmail, normalizeEmail } from '../common/email';
import { idSchema, textSchema } from '../common/schema';
import { eventCardFieldsSchema } from '../events/schema';

export const COHOST_STATUSES = ['pending', 'failed', 'success', 'accepted', 'declined'] as const;
export type CohostStatus = (typeof COHOST_STATUSES)[number];

export const newCohostSchema = z.object({
  name: textSchema(COHOST_MESSAGES.enterName)
    .trim()
    .min(1, { error: COHOST_MESSAGES.enterName })
    .max(NAME_MAX, { error: MSG.nameTooLong }),
  email: textSchema(COHOST_MESSAGES.enterValidEmail)
    .trim()
    .max(EMAIL_MAX, { error: COHOST_MESSAGES.enterValidEmail })
    .refine(isValidEmail, { error: COHOST_MESSAGES.enterValidEmail })
    .transform(normalizeEmail),
});

export const addCohostInput = z.object({ eventId: idSchema, cohost: newCohostSchema });

export const cohostLinkInput = z.object({
  eventId: idSchema,
  linkUuid: textSchema(COHOST_MESSAGES.linkInvalid).uuid({ error: COHOST_MESSAGES.linkInvalid }),
});

export const updateCohostStatusInput = cohostLinkInput.extend({
  status: z.enum(['accepted', 'declined'], { error: COHOST_MESSAGES.chooseStatus }),
  /** The cohost entry the e-mailed link named (its `c` query parameter), claimed when nobody has yet. */
  cohost: z.object({ cohostId: idSchema.optional() }).optional(),
});

/** One entry of the host's list (remove, resend). */
export const cohostEntryInput = z.object({ eventId: idSchema, cohostId: idSchema });

/** One cohost on the host's list. Name and e-mail are the account's once someone has claimed the entry. */
export const cohostRowSchema = z.object({
  cohostId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: z.enum(COHOST_STATUSES),
  createdAt: z.number(),
});
export type CohostRow = z.infer<typeof cohostRowSchema>;

export const cohostLinkSchema = z.object({ linkUuid: z.string(), cohostLink: z.string() });
export type CohostLink = z.infer<typeof cohostLinkSchema>;
/** removeCohost: the entry is gone and the link it held was replaced by this one. */
export const removeCohostResultSchema = cohostLinkSchema.extend({ removed: z.literal(true) });
export const cohostResultSchema = z.object({ cohost: cohostRowSchema });

/** What the accept page shows: the party, who invites, and where the caller stands. */
export const cohostInviteSchema = z.object({
  event: eventCardFieldsSchema.extend({
    cancelled: z.boolean(),
    hostedBy: z.string(),
  }),
  /** The caller organizes the party; the link is not for them. */
  viewerIsHost: z.boolean(),
  /** The caller's own cohost status on this party, if they have an entry. */
  status: z.enum(COHOST_STATUSES).nullable(),
});
export type CohostInvite = z.infer<typeof cohostInviteSchema>;

export const COHOST_PAGE_ROLES = ['host', 'cohost', 'pending', 'none'] as const;
export type CohostPageRole = (typeof COHOST_PAGE_ROLES)[number];

/** getCohostAccess: where the caller stands; a pending cohost gets their link while it still works. */
export const cohostAccessSchema = z.object({
  role: z.enum(COHOST_PAGE_ROLES),
  linkUuid: z.string().nullable(),
});
export type CohostAccess = z.infer<typeof cohostAccessSchema>;

/** addCohost and resendCohostInvite: the entry, whether its e-mail went out, and what to tell the host. */
export const cohostMailResultSchema = cohostResultSchema.extend({
  mailSent: z.boolean(),
  message: z.string(),
});

/** fetchCohosts: the host's list (also readable by accepted cohosts, role says which the caller is). */
export const fetchCohostsResultSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  role: z.enum(['host', 'cohost']),
  /** The organizer; null when the party has none (their account was deleted). */
  host: z.object({ userId: z.string(), name: z.string(), photoUrl: z.string().nullable() }).nullable(),
  /** Accepted first, then those still to answer, then those who declined; by name within each (sortCohosts). */
  cohosts: z.array(cohostRowSchema),
});
