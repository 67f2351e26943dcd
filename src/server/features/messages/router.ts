import { z } from 'zod';
import { idSchema } from '../../../shared/common/schema';
import {
  type Message,
  messageHistorySchema,
  messageTextSchema,
  type SendEventCommentResult,
  sendEventCommentResultSchema,
} from '../../../shared/messages/schema';
import {
  blastRecipients,
  guestHistory,
  guestOfEvent,
  hostHistory,
  type NewMessage,
  present,
  storeMessage,
} from './messages';
import { takeRecipients } from '../invitations';
import type { MessageJob } from './messageSender';
import { messageSendJob } from './jobs';
import type { Context } from '../../platform/trpc/context';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { eventHostProcedure } from '../../core/procedures';
import { messageAuthorProcedure, messageReaderProcedure } from './access';

// Who may send and read messages is decided by the middlewares below; handlers only read ctx.
// Hosts (organizer and accepted cohosts, signed in) blast and reply to one guest; a guest (signed in, or by
// the invitation link) reads the blasts meant for their group and writes privately to the hosts. Visitors
// without an invitation, and foreign links, get nothing.

const SENDS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

/** Stores the message once and queues its deliveries; a retried send with the same messageId queues nothing. */
async function sendMessage(
  ctx: Pick<Context, 'db' | 'jobs'>,
  message: NewMessage,
  recipients: MessageJob['to'][],
) {
  const { row, created } = await storeMessage(ctx.db, message);
  if (created)
    await ctx.jobs.enqueue(
      messageSendJob,
      recipients.map((to) => ({ messageId: row.id, to })),
    );
  return row;
}

/** The sent message as its author sees it, and how many people it goes to. */
const sent = (message: Message, recipientCount: number): SendEventCommentResult => ({
  message,
  recipientCount,
});

export const messagesRouter = router({
  /** A blast to groups of guests, a host's reply to one guest, or a guest's message to the hosts. */
  sendEventComment: messageAuthorProcedure
    .use(rateLimit('sendMessage', SENDS_PER_HOUR, HOUR_MS))
    .output(sendEventCommentResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { event, author } = ctx;
      const base = {
        eventId: event.id,
        messageId: input.messageId,
        sender: author.sender,
        message: input.message,
      };
      if (author.kind === 'guest') {
        const row = await sendMessage(
          ctx,
          { ...base, isTextBlast: false, sendToStatuses: null, receiverInviteeId: author.inviteeId },
          event.organizerId ? [{ userId: event.organizerId }] : [],
        );
        return sent(present(row, true, false), 1);
      }
      if (input.isTextBlast) {
        const recipients = await blastRecipients(
          ctx.db,
          event.id,
          input.sendToStatuses,
          author.sender.userId,
        );
        const copies = input.email ? [{ email: input.email }] : [];
        // Guests in the Unsent group never had an invitation: a blast reaches addresses the host typed, so it
        // spends the same hourly budget as invitations.
        await takeRecipients(ctx.db, author.sender.userId, recipients.length + copies.length);
        const row = await sendMessage(
          ctx,
          { ...base, isTextBlast: true, sendToStatuses: input.sendToStatuses, receiverInviteeId: null },
          [...recipients.map((guest) => ({ inviteeId: guest.id })), ...copies],
        );
        return sent(present(row, false, true), recipients.length);
      }
      const guest = await guestOfEvent(ctx.db, event.id, input.receiverInviteeUuid!);
      const row = await sendMessage(
        ctx,
        { ...base, isTextBlast: false, sendToStatuses: null, receiverInviteeId: guest.id },
        [{ inviteeId: guest.id }],
      );
      return sent(present(row, false, true), 1);
    }),

  /** The spec's "send private message": a host's reply to one guest. */
  sendPrivateMessage: eventHostProcedure
    .input(z.object({ messageId: idSchema.optional(), message: messageTextSchema, inviteeId: idSchema }))
    .use(rateLimit('sendMessage', SENDS_PER_HOUR, HOUR_MS))
    .output(sendEventCommentResultSchema)
    .mutation(async ({ ctx, input }) => {
      const guest = await guestOfEvent(ctx.db, ctx.event.id, input.inviteeId);
      const sender = { userId: ctx.user.id, name: ctx.user.name ?? '', photoUrl: ctx.user.photoUrl ?? null };
      const row = await sendMessage(
        ctx,
        {
          eventId: ctx.event.id,
          messageId: input.messageId,
          sender,
          message: input.message,
          isTextBlast: false,
          sendToStatuses: null,
          receiverInviteeId: guest.id,
        },
        [{ inviteeId: guest.id }],
      );
      return sent(present(row, false, true), 1);
    }),

  /** Hosts: every blast and personal thread. Guests (signed in or by link): their blasts and their thread. */
  getEventMessageHistory: messageReaderProcedure
    .output(messageHistorySchema)
    .query(({ ctx }) =>
      ctx.reader.kind === 'host'
        ? hostHistory(ctx.db, ctx.event.id)
        : guestHistory(ctx.db, ctx.event.id, ctx.reader.invitee),
    ),

  /** The signed-in host's history of one party (the Send Message modal). */
  getUserEventMessageHistory: eventHostProcedure
    .output(messageHistorySchema)
    .query(({ ctx }) => hostHistory(ctx.db, ctx.event.id)),
});
