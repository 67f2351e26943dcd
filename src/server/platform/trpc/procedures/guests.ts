import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { idSchema } from '../../../../shared/common/schema';
import { inviteTokenSchema } from '../../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../../shared/rsvp/copy';
import { resolveViewer } from '../../access/eventsAccess';
import { EVENT_STATE_MESSAGES } from '../../../features/events/eventsRules';
import { publicProcedure } from '../trpc';

// Who a guest procedure acts for is decided here, once: the signed-in user, or the holder of an invitation
// link (token and/or invitee id), or an anonymous guest who names themself. Handlers read ctx only.

/** The link credentials a guest call may carry: token, inviteeUuid, or invitee.inviteeId (updateAttendance). */
const guestCredentials = z.object({
  eventId: idSchema,
  token: inviteTokenSchema.optional(),
  inviteeUuid: idSchema.optional(),
  invitee: z.object({ inviteeId: idSchema.optional() }).optional(),
});

/**
 * A guest of `eventId` by session or link. ctx.viewer is the resolved viewer, ctx.event the event and
 * ctx.invitee the caller's invitation when one is known (else null: a signed-in user without one yet, or an
 * anonymous guest). A token or invitee id that does not belong to this event is refused (FORBIDDEN).
 */
export const eventGuestProcedure = publicProcedure
  .input(guestCredentials)
  .use(async ({ ctx, input, next }) => {
    const viewer = await resolveViewer(ctx, input.eventId, {
      token: input.token,
      inviteeUuid: input.inviteeUuid ?? input.invitee?.inviteeId,
    });
    if (!viewer) throw new TRPCError({ code: 'NOT_FOUND', message: EVENT_STATE_MESSAGES.notFound });
    return next({ ctx: { ...ctx, viewer, event: viewer.event, invitee: viewer.invitee ?? null } });
  });

/** A guest answering: only while the party is on (a cancelled party's list is read-only). */
export const eventRsvpProcedure = eventGuestProcedure.use(({ ctx, next }) => {
  if (ctx.event.cancelledAt) throw new TRPCError({ code: 'CONFLICT', message: RSVP_MESSAGES.cancelled });
  return next();
});
