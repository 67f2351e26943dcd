import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MSG } from '../../../shared/common/copy';
import { idSchema } from '../../../shared/common/schema';
import {
  type Message,
  messageHistoryInput,
  messageTextSchema,
  sendEventCommentInput,
  type SendEventCommentResult,
} from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import { type EventViewer, isHostRole, resolveViewer } from '../../platform/access/eventsAccess';
import { EVENT_STATE_MESSAGES } from '../events/eventsRules';
import {
  blastRecipients,
  guestHistory,
  guestOfEvent,
  hostHistory,
  type NewMessage,
  present,
  type Sender,
  storeMessage,
} from './messages';
import { takeRecipients } from '../guests/recipientBudget';
import type { MessageJob } from './messageSender';
import { messageSendJob } from './jobs';
import type { Context } from '../../platform/trpc/context';
import { eventHostProcedure } from '../../platform/trpc/procedures/events';
import { publicProcedure, rateLimit, router } from '../../platform/trpc/trpc';

// Who may send and read messages is decided by the middlewares below; handlers only read ctx.
// Hosts (organizer and accepted cohosts, signed in) blast and reply to one guest; a guest (signed in, or by
// the invitation link) reads the blasts meant for their group and writes privately to the hosts. Visitors
// without an invitation, and foreign links, get nothing.

const SENDS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

type Ctx = Pick<Context, 'db' | 'user'>;

async function viewerOf(ctx: Ctx, input: { eventId: string; inviteeUuid?: string; token?: string }) {
  const viewer = await resolveViewer(ctx, input.eventId, {
    inviteeUuid: input.inviteeUuid,
    token: input.token,
  });
  if (!viewer) throw new TRPCError({ code: 'NOT_FOUND', message: EVENT_STATE_MESSAGES.notFound });
  return viewer;
}

/** The guest's own invitation: a contact match the user has not claimed yet (getEvent claims it) is not theirs. */
function ownInvitation(viewer: EventViewer) {
  const invitee = viewer.invitee;
  if (viewer.role !== 'guest' || !invitee || (viewer.source === 'contact' && !invitee.userId)) return null;
  return invitee;
}

type Reader = { kind: 'host' } | { kind: 'guest'; invitee: NonNullable<EventViewer['invitee']> };

/** Hosts and guests of the party: ctx.reader says which. */
const messageReaderProcedure = publicProcedure
  .input(messageHistoryInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await viewerOf(ctx, input);
    if (isHostRole(viewer.role))
      return next({ ctx: { ...ctx, event: viewer.event, reader: { kind: 'host' } as Reader } });
    const invitee = ownInvitation(viewer);
    if (!invitee) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGE_TEXT.onlyGuests });
    return next({ ctx: { ...ctx, event: viewer.event, reader: { kind: 'guest', invitee } as Reader } });
  });

type Author =
  | { kind: 'host'; sender: Sender & { userId: string } }
  | { kind: 'guest'; sender: Sender; inviteeId: string };

/**
 * A blast or a reply to one guest: signed-in hosts only. Neither: a guest writing to the hosts. ctx.author is
 * who writes, with the name and photo shown beside the message.
 */
const messageAuthorProcedure = publicProcedure
  .input(sendEventCommentInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await viewerOf(ctx, input);
    const hostOnly = input.isTextBlast || Boolean(input.receiverInviteeUuid);
    if (hostOnly) {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.notSignedIn });
      if (!isHostRole(viewer.role)) throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
      const sender = { userId: ctx.user.id, name: ctx.user.name ?? '', photoUrl: ctx.user.photoUrl ?? null };
      return next({ ctx: { ...ctx, event: viewer.event, author: { kind: 'host', sender } as Author } });
    }
    const invitee = ownInvitation(viewer);
    if (!invitee) {
      // A host writing without a receiver has not said to whom; anyone else is not a guest here.
      if (isHostRole(viewer.role))
        throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGE_TEXT.notAGuest });
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGE_TEXT.onlyGuests });
    }
    const sender = {
      userId: invitee.userId,
      name: invitee.name.trim() || ctx.user?.name || 'Guest',
      photoUrl: invitee.photoUrl ?? ctx.user?.photoUrl ?? null,
    };
    return next({
      ctx: {
        ...ctx,
        event: viewer.event,
        author: { kind: 'guest', sender, inviteeId: invitee.id } as Author,
      },
    });
  });

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
  getEventMessageHistory: messageReaderProcedure.query(({ ctx }) =>
    ctx.reader.kind === 'host'
      ? hostHistory(ctx.db, ctx.event.id)
      : guestHistory(ctx.db, ctx.event.id, ctx.reader.invitee),
  ),

  /** The signed-in host's history of one party (the Send Message modal). */
  getUserEventMessageHistory: eventHostProcedure.query(({ ctx }) => hostHistory(ctx.db, ctx.event.id)),
});
