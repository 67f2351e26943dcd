import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MSG } from '../../../../shared/common/copy';
import { idSchema } from '../../../../shared/common/schema';
import { eventIdInput, getEventInput } from '../../../../shared/events/schema';
import { INVITE_MESSAGES } from '../../../../shared/guests/copy';
import { type EventRow, resolveViewer } from '../../access/eventsAccess';
import { EVENT_STATE_MESSAGES } from '../../../features/events/eventsRules';
import type { Context } from '../context';
import { authedProcedure, publicProcedure } from '../trpc';

// Who may call an event procedure is decided here, once, from resolveViewer; handlers only read ctx.

type HostAccess = { event: EventRow; hostRole: 'host' | 'cohost' };

/** The event, when the signed-in caller organizes or co-hosts it (accepted); FORBIDDEN for anyone else. */
export async function requireEventHost(
  ctx: Pick<Context, 'db' | 'user'>,
  eventId: string,
): Promise<HostAccess> {
  const viewer = await resolveViewer(ctx, eventId);
  if (!viewer) throw new TRPCError({ code: 'NOT_FOUND', message: EVENT_STATE_MESSAGES.notFound });
  if (viewer.role !== 'host' && viewer.role !== 'cohost') {
    throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
  }
  return { event: viewer.event, hostRole: viewer.role };
}

/** Anyone: ctx.viewer says what they may see (host, cohost, guest or visitor). */
export const eventViewerProcedure = publicProcedure.input(getEventInput).use(async ({ ctx, input, next }) => {
  const viewer = await resolveViewer(ctx, input.eventId, {
    inviteeUuid: input.inviteeUuid,
    token: input.token,
  });
  if (!viewer) throw new TRPCError({ code: 'NOT_FOUND', message: EVENT_STATE_MESSAGES.notFound });
  return next({ ctx: { ...ctx, viewer } });
});

/** Hosts and accepted cohosts of `eventId`: ctx.event is the stored event. */
export const eventHostProcedure = authedProcedure.input(eventIdInput).use(async ({ ctx, input, next }) => {
  const access = await requireEventHost(ctx, input.eventId);
  return next({ ctx: { ...ctx, ...access } });
});

/** A cancelled party's guest list is read-only (spec section 4): refused with a clear CONFLICT. */
export function assertGuestListOpen(event: Pick<EventRow, 'cancelledAt'>): void {
  if (event.cancelledAt) {
    throw new TRPCError({ code: 'CONFLICT', message: INVITE_MESSAGES.guestListReadOnly });
  }
}

/** Hosts and accepted cohosts changing the guest list: only while the party is not cancelled. */
export const eventHostOpenProcedure = eventHostProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});

/** The organizer only, not cohosts: the spec leaves waitlist decisions to the host. */
export const eventOrganizerProcedure = eventHostProcedure.use(({ ctx, next }) => {
  if (ctx.hostRole !== 'host') throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
  return next();
});

/**
 * Creating (no eventId: any signed-in user, ctx.event null) or editing (eventId: its hosts only, ctx.event
 * the stored event).
 */
export const eventEditorProcedure = authedProcedure
  .input(z.object({ eventId: idSchema.optional() }))
  .use(async ({ ctx, input, next }) => {
    const access = input.eventId ? await requireEventHost(ctx, input.eventId) : null;
    return next({ ctx: { ...ctx, event: access?.event ?? null } });
  });
