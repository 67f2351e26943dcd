import {
  messageHistoryInput,
  sendEventCommentInput,
  type SenderProfile,
} from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import { isHostRole, requireViewer } from '../../core/access/eventsAccess';
import { messageReaderOf, partyGuestInvitationOf } from '../../core/access/partyMembers';
import { DomainError } from '../../platform/errors';
import { forbidden, notSignedIn, publicProcedure } from '../../platform/trpc/procedures';

/** Hosts and guests of the party (by session or link): ctx.reader says which. Visitors get nothing. */
export const messageReaderProcedure = publicProcedure
  .input(messageHistoryInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await requireViewer(ctx, input.eventId, {
      inviteeUuid: input.inviteeUuid,
      token: input.token,
    });
    const reader = messageReaderOf(viewer);
    if (!reader) throw forbidden(MESSAGE_TEXT.onlyGuests);
    return next({ ctx: { event: viewer.event, reader } });
  });

export type MessageAuthor =
  | { kind: 'host'; sender: SenderProfile & { userId: string } }
  | { kind: 'guest'; sender: SenderProfile; inviteeId: string };

/**
 * A blast or a reply to one guest: signed-in hosts only. Neither: a guest writing to the hosts. ctx.author is
 * who writes, with the name and photo shown beside the message.
 */
export const messageAuthorProcedure = publicProcedure
  .input(sendEventCommentInput)
  .use(async ({ ctx, input, next }) => {
    const viewer = await requireViewer(ctx, input.eventId, {
      inviteeUuid: input.inviteeUuid,
      token: input.token,
    });
    const hostOnly = input.isTextBlast || Boolean(input.receiverInviteeUuid);
    if (hostOnly) {
      if (!ctx.user) throw notSignedIn();
      if (!isHostRole(viewer.role)) throw forbidden();
      const sender = { userId: ctx.user.id, name: ctx.user.name ?? '', photoUrl: ctx.user.photoUrl ?? null };
      return next({
        ctx: { event: viewer.event, author: { kind: 'host', sender } as MessageAuthor },
      });
    }
    const invitee = partyGuestInvitationOf(viewer);
    if (!invitee) {
      // A host writing without a receiver has not said to whom; anyone else is not a guest here.
      if (isHostRole(viewer.role)) throw new DomainError('BAD_REQUEST', MESSAGE_TEXT.notAGuest);
      throw forbidden(MESSAGE_TEXT.onlyGuests);
    }
    const sender = {
      userId: invitee.userId,
      name: invitee.name.trim() || ctx.user?.name || 'Guest',
      photoUrl: invitee.photoUrl ?? ctx.user?.photoUrl ?? null,
    };
    const author: MessageAuthor = { kind: 'guest', sender, inviteeId: invitee.id };
    return next({ ctx: { event: viewer.event, author } });
  });
