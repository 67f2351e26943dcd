import { statusFromActionLink } from '../../../shared/rsvp/rules';
import {
  getEventPreviewInput,
  updateAttendanceByLinkInput,
  updateAttendanceInput,
  updateAttendanceThroughEmailInput,
  type UpdateAttendanceResult,
  updateAttendanceResultSchema,
} from '../../../shared/rsvp/schema';
import { eventPageSchema } from '../../../shared/events/eventPageSchema';
import { recordRsvp } from './rsvp';
import { admitViewer } from '../../core/access/guestAccess';
import { presentEventPage } from '../events';
import { router } from '../../platform/trpc/trpc';
import { eventGuestProcedure } from '../../core/procedures';
import { eventRsvpProcedure } from './access';
import { takeRsvpCeilings } from './limits';
import type { Context } from '../../platform/trpc/context';
import type { EventRow } from '../../core/access/eventsAccess';

/**
 * Answering, within the address's and the party's ceilings (in memory: no shared counter row on the write
 * path); the per-contact limit is counted with the answer itself (limits.ts).
 */
const admitAnswer = (ctx: Context, event: EventRow) => takeRsvpCeilings(ctx.env, ctx.ip, event.id);

/** Guests answering an invitation, and the event page for link holders who are not signed in. */
export const rsvpRouter = router({
  /**
   * The event page for someone not signed in (spec: getEventPreview): what getEvent shows, and a link's
   * invitation is marked seen, but nobody's invitation is claimed and no row is created.
   */
  getEventPreview: eventGuestProcedure
    .input(getEventPreviewInput)
    .output(eventPageSchema)
    .query(async ({ ctx }) => {
      const viewer = await admitViewer(ctx, ctx.user, ctx.viewer, {
        claim: false,
        createRowForUser: false,
      });
      return presentEventPage(ctx.db, viewer, ctx.user?.id ?? null);
    }),

  /**
   * Accept or decline (spec: updateAttendance). Signed in: as the caller's invitation (claimed or created).
   * With a token: as that token's invitee. Otherwise by name and e-mail or phone: a new guest, or a login
   * prompt when that contact is already on the list. Required questions must be answered to say yes.
   */
  updateAttendance: eventRsvpProcedure(updateAttendanceInput, admitAnswer)
    .output(updateAttendanceResultSchema)
    .mutation(({ ctx, input }): Promise<UpdateAttendanceResult> => {
      const { invitee } = input;
      return recordRsvp(
        ctx,
        ctx.viewer,
        ctx.user,
        {
          status: invitee.rsvpStatus,
          name: invitee.name,
          email: invitee.email,
          phone: invitee.phone,
          additionalGuestCount: invitee.additionalGuestCount,
          rsvpMessage: invitee.rsvpMessage,
          answers: invitee.answers,
          notificationPreference: invitee.notificationPreference,
          timeZone: invitee.timeZone,
          textPermission: input.textPermissionStatusUpdate,
          photoUploadMode: input.photoUploadMode,
          presentedToken: input.token,
        },
        true,
        ctx.secrets.codeKey,
      );
    }),

  /** /event/updateemail/action: the answer of an e-mail's RSVP link, by the token in that e-mail. */
  updateAttendanceThroughEmail: eventRsvpProcedure(updateAttendanceThroughEmailInput, admitAnswer)
    .output(updateAttendanceResultSchema)
    .mutation(({ ctx, input }) =>
      recordRsvp(
        ctx,
        ctx.viewer,
        ctx.user,
        {
          status: statusFromActionLink(input.r),
          additionalGuestCount: input.additionalGuestCount,
          rsvpMessage: input.rsvpMessage,
          notificationPreference: input.notificationPreference,
          photoUploadMode: input.photoUploadMode,
          presentedToken: input.token,
        },
        false,
        ctx.secrets.codeKey,
      ),
    ),

  /**
   * /event/rsvp/action and /event/unauthrsvp/action: r=yes or r=no records that answer, anything else only marks
   * the invitation seen; signed in, by token, or by the name and e-mail or phone the link carries.
   */
  updateAttendanceByLink: eventRsvpProcedure(updateAttendanceByLinkInput, admitAnswer)
    .output(updateAttendanceResultSchema)
    .mutation(({ ctx, input }) =>
      recordRsvp(
        ctx,
        ctx.viewer,
        ctx.user,
        {
          status: statusFromActionLink(input.r),
          name: input.name,
          email: input.email,
          phone: input.phone,
          additionalGuestCount: input.additionalGuestCount,
          rsvpMessage: input.rsvpMessage,
          notificationPreference: input.notificationPreference,
          photoUploadMode: input.photoUploadMode,
          presentedToken: input.token,
        },
        false,
        ctx.secrets.codeKey,
      ),
    ),
});
