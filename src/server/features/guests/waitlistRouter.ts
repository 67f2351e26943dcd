import { and, eq } from 'drizzle-orm';
import { reviewAttendeeInput, reviewAttendeeResultSchema } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { invitees } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { eventOrganizerProcedure } from '../../core/procedures';
import { noticeWaitlistDecision } from '../notifications';

export const waitlistProcedures = {
  /**
   * The host's waitlist decision on one guest (spec: every change is allowed; never the organizer's row;
   * "Only the host sees the waitlist dropdown", so cohosts may not). A guest who asked to join is told when
   * the host approves or denies them (issue 38: their "You asked to join" mail promised it), once per change.
   */
  reviewAttendee: eventOrganizerProcedure
    .input(reviewAttendeeInput)
    .output(reviewAttendeeResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.event.hasWaitlist) throw new DomainError('BAD_REQUEST', RSVP_MESSAGES.noWaitlist);
      const [row] = await ctx.db
        .select()
        .from(invitees)
        .where(and(eq(invitees.id, input.inviteeUuid), eq(invitees.eventId, ctx.event.id)));
      if (!row) throw new DomainError('NOT_FOUND', RSVP_MESSAGES.guestNotFound);
      if (row.role === 'ORGANIZER') {
        throw new DomainError('BAD_REQUEST', RSVP_MESSAGES.organizerHasNoWaitlist);
      }
      const [saved] = await ctx.db
        .update(invitees)
        .set({ waitlistStatus: input.waitlistStatus, updatedAt: new Date() })
        .where(eq(invitees.id, row.id))
        .returning();
      const decision = input.waitlistStatus;
      if (
        saved &&
        decision !== row.waitlistStatus &&
        decision !== 'PENDING_APPROVAL' &&
        row.rsvpStatus === 'YES'
      ) {
        await noticeWaitlistDecision({ db: ctx.db, enqueue: ctx.jobs.enqueue }, ctx.event, saved, decision);
      }
      return { success: true as const, inviteeUuid: row.id, waitlistStatus: input.waitlistStatus };
    }),
};
