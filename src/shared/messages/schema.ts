// CONTRACT READY
/**
 * Messages between hosts and guests on the wire (spec sections 2, 3, 5, 7).
 *
 * tRPC paths (router `messages`), JSON-RPC POST /json/EventService <name> maps to the same procedure:
 * - messages.sendEventComment           mutation SendEventCommentInput -> {message: Message, recipientCount}
 *     isTextBlast: a blast to the chosen groups (hosts and accepted cohosts only).
 *     receiverInviteeUuid without isTextBlast: a host's private reply to that guest.
 *     neither: a guest's private message to the hosts (signed in, or by inviteeUuid/token).
 * - messages.getEventMessageHistory     query {eventId, inviteeUuid?, token?} -> MessageHistory
 *     hosts: every blast and every personal thread; guests: the blasts sent to their group and their own thread.
 *     Visitors (no invitation) are refused.
 * - messages.getUserEventMessageHistory query {eventId} -> MessageHistory (signed-in hosts and cohosts only)
 */
import { MESSAGE_TEXT } from './copy';
import { RECIPIENT_GROUPS } from './recipientGroups';
import { z } from 'zod';
import { BLAST_MAX } from '../constants';
import { isValidEmail, normalizeEmail } from '../common/email';
import { idSchema, textSchema } from '../common/schema';
import { collapseBlankLines } from '../common/text';

// The recipient groups (and their words) live apart, without zod, for the event page's feed.
export { DEFAULT_RECIPIENT_GROUPS, RECIPIENT_GROUPS, type RecipientGroup } from './recipientGroups';

/**
 * The message text: required and at most 1000 characters (spec section 5, message blast); runs of blank lines
 * collapse to one (spec section 5). Blasts and private replies both use it.
 */
export const messageTextSchema = textSchema(MESSAGE_TEXT.required)
  .trim()
  .overwrite(collapseBlankLines)
  .min(1, { error: MESSAGE_TEXT.required })
  .max(BLAST_MAX, { error: MESSAGE_TEXT.tooLong });

const blastEmailSchema = textSchema()
  .refine(isValidEmail, { error: MESSAGE_TEXT.blastEmail })
  .transform(normalizeEmail);

export const sendEventCommentInput = z
  .object({
    eventId: idSchema,
    /** The client's id for this message: sending the same id twice stores and delivers it once. */
    messageId: idSchema.optional(),
    message: messageTextSchema,
    isTextBlast: z.boolean().default(false),
    sendToStatuses: z.array(z.enum(RECIPIENT_GROUPS)).max(RECIPIENT_GROUPS.length).default([]),
    /** A blast only: a copy also goes to this address (e.g. the host's own inbox). */
    email: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      blastEmailSchema.optional(),
    ),
    /** A host's private reply: the guest it goes to. */
    receiverInviteeUuid: idSchema.optional(),
    /** A guest without a session: their invitation link. */
    inviteeUuid: idSchema.optional(),
    token: textSchema().min(1).max(200).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.isTextBlast && input.sendToStatuses.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sendToStatuses'], message: MESSAGE_TEXT.pickGroup });
    }
  });
export type SendEventCommentInput = z.input<typeof sendEventCommentInput>;

/** The blast form on the client: the same rules as the wire, with the groups picked as checkboxes. */
export const blastFormSchema = z
  .object({
    message: messageTextSchema,
    sendToStatuses: z.array(z.enum(RECIPIENT_GROUPS)),
    /** Optional: where a copy goes; empty means none. */
    email: textSchema()
      .trim()
      .refine((value) => value === '' || isValidEmail(value), { error: MESSAGE_TEXT.blastEmail }),
  })
  .superRefine((input, ctx) => {
    if (input.sendToStatuses.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sendToStatuses'], message: MESSAGE_TEXT.pickGroup });
    }
  });
export type BlastForm = z.infer<typeof blastFormSchema>;

export const replyFormSchema = z.object({ message: messageTextSchema });

export const messageHistoryInput = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: textSchema().min(1).max(200).optional(),
});

export const senderProfileSchema = z.object({
  name: z.string(),
  userId: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export type SenderProfile = z.infer<typeof senderProfileSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  senderProfile: senderProfileSchema,
  /** Epoch milliseconds. */
  sentTime: z.number(),
  message: z.string(),
  textBlast: z.boolean(),
  /** The guest a personal message is to or from; null for a blast. */
  receiverInviteeUuid: z.string().nullable(),
  /** Written by a host (or cohost); false for a guest's message to the hosts. */
  fromHost: z.boolean(),
  /** The groups a blast went to; only hosts see them. */
  sendToStatuses: z.array(z.enum(RECIPIENT_GROUPS)).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const personalThreadSchema = z.object({
  inviteeUuid: z.string(),
  inviteeName: z.string(),
  /** Newest first. */
  messages: z.array(messageSchema),
});
export type PersonalThread = z.infer<typeof personalThreadSchema>;

export const messageHistorySchema = z.object({
  /** Blasts, newest first. */
  messages: z.array(messageSchema),
  /** Personal messages per guest, the thread with the newest message first (a guest sees only their own). */
  personalMessages: z.array(personalThreadSchema),
});
export type MessageHistory = z.infer<typeof messageHistorySchema>;

/** sendEventComment and sendPrivateMessage: the sent message as its author sees it, and how many it goes to. */
export const sendEventCommentResultSchema = z.object({
  message: messageSchema,
  recipientCount: z.number().int(),
});
export type SendEventCommentResult = z.infer<typeof sendEventCommentResultSchema>;
