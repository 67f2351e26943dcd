import { and, eq } from 'drizzle-orm';
import { reviewAttendeeInput, reviewAttendeeResultSchema } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { invitees } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { eventOrganizerProcedure } from '../../platform/trpc/procedures';

export const waitlistProcedures = {
  /**
   * The host's waitlist decision on one guest (spec: every change is allowed; never the organizer's row;
   * "Only the host sees the waitlist dropdown", so cohosts may not).
   */
  reviewAttendee: eventOrganizerProcedure
    .input(reviewAttendeeInput)
    .output(reviewAttendeeResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.event.hasWaitlist) throw new DomainError('BAD_REQUEST', RSVP_MESSAGES.noWaitlist);
      const [row] = await ctx.db
        .select({ id: invitees.id, role: invitees.role })
        .from(invitees)
        .where(and(eq(invitees.id, input.inviteeUuid), eq(invitees.eventId, ctx.event.id)));
      if (!row) throw new DomainError('NOT_FOUND', RSVP_MESSAGES.guestNotFound);
      if (row.role === 'ORGANIZER') {
        throw new DomainError('BAD_REQUEST', RSVP_MESSAGES.organizerHasNoWaitlist);
      }
      await ctx.db
        .update(invitees)
        .set({ waitlistStatus: input.waitlistStatus, updatedAt: new Date() })
        .where(eq(invitees.id, row.id));
      return { success: true as const, inviteeUuid: row.id, waitlistStatus: input.waitlistStatus };
    }),
};
