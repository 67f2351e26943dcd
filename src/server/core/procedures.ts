import { z } from 'zod';
import { idSchema } from '../../shared/common/schema';
import { eventIdInput, getEventInput } from '../../shared/events/schema';
import { INVITE_MESSAGES } from '../../shared/guests/copy';
import { inviteTokenSchema } from '../../shared/rsvp/schema';
import { DomainError } from '../platform/errors';
import type { Context } from '../platform/trpc/context';
import { authedProcedure, forbidden, publicProcedure } from '../platform/trpc/procedures';
import { type EventRow, requireEventHost, requireViewer } from './access/eventsAccess';

// The event-level procedure builders several features stand on: who may call, as a viewer, a host, the
// organizer or a guest of the party. Each narrows ctx to what it checked, so a handler never decides a role
// itself. The rules behind them (resolveViewer, requireEventHost…) live in core/access, where the Express routes
// (CSV, calendar) use the same ones. A builder only one feature uses lives in that feature's access.ts.

/**
 * Anyone: ctx.viewer says what they may see (host, cohost, guest or visitor). For reading: the event row comes
 * from the instance's cache, synced (every change committed before the call, through any instance, is in it).
 */
export const eventViewerProcedure = publicProcedure.input(getEventInput).use(async ({ ctx, input, next }) => {
  const link = { inviteeUuid: input.inviteeUuid, token: input.token };
  const viewer = await requireViewer(ctx, input.eventId, link, 'synced');
  return next({ ctx: { viewer } });
});

/** Hosts and accepted cohosts of `eventId`: ctx.event is the stored event, ctx.hostRole which of the two. */
export const eventHostProcedure = authedProcedure.input(eventIdInput).use(async ({ ctx, input, next }) => {
  const access = await requireEventHost(ctx, input.eventId);
  return next({ ctx: { ...access } });
});

/** A cancelled party's guest list is read-only (spec section 4): refused with a clear CONFLICT. */
export function assertGuestListOpen(event: Pick<EventRow, 'cancelledAt'>): void {
  if (event.cancelledAt) throw new DomainError('CONFLICT', INVITE_MESSAGES.guestListReadOnly);
}

/** The organizer only, not cohosts: waitlist decisions, cohost management, deleting the party. */
export const eventOrganizerProcedure = eventHostProcedure.use(({ ctx, next }) => {
  if (ctx.hostRole !== 'host') throw forbidden();
  return next();
});

/** The link credentials a guest call may carry: token, inviteeUuid, or invitee.inviteeId (updateAttendance). */
export const guestCredentials = z.object({
  eventId: idSchema,
  token: inviteTokenSchema.optional(),
  inviteeUuid: idSchema.optional(),
  invitee: z.object({ inviteeId: idSchema.optional() }).optional(),
});

/** The viewer behind a guest's credentials (the synced cache's event row), refused when they do not hold. */
export async function guestOfEvent(ctx: Context, input: z.infer<typeof guestCredentials>) {
  const link = { token: input.token, inviteeUuid: input.inviteeUuid ?? input.invitee?.inviteeId };
  const viewer = await requireViewer(ctx, input.eventId, link, 'synced');
  return { viewer, event: viewer.event, invitee: viewer.invitee ?? null };
}

/**
 * A guest of `eventId` by session or link. ctx.viewer is the resolved viewer, ctx.event the event and
 * ctx.invitee the caller's invitation when one is known (else null: a signed-in user without one yet, or an
 * anonymous guest). A token or invitee id that does not belong to this event is refused (FORBIDDEN). The event
 * row is the synced cache's: every change committed before the call, without a query.
 */
export const eventGuestProcedure = publicProcedure
  .input(guestCredentials)
  .use(async ({ ctx, input, next }) => next({ ctx: await guestOfEvent(ctx, input) }));
