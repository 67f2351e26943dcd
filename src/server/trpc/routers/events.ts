import { editEventDetailsInput } from '../../../shared/schemas/events';
import { notifyGuestsOfCancellation, notifyGuestsOfDeletion } from '../../domain/eventsHooks';
import { listEventsForUser } from '../../domain/eventsList';
import { presentEvent } from '../../domain/eventsPresent';
import { admitViewer, presentEventPage } from '../../domain/guestAccess';
import { assertEditable, assertEventRules } from '../../domain/eventsRules';
import { cancelEvent, cloneEvent, createEvent, deleteEvent, updateEvent } from '../../domain/eventsStore';
import { eventEditorProcedure, eventHostProcedure, eventViewerProcedure } from '../procedures/events';
import { authedProcedure, rateLimit, router } from '../trpc';

// Generous for people, tight enough that a script cannot fill the database with parties.
const SAVES_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

export const eventsRouter = router({
  /** Creates (no eventId) or updates an event; answers the saved event as its host sees it. */
  editEventDetails: eventEditorProcedure
    .use(rateLimit('saveEvent', SAVES_PER_HOUR, HOUR_MS))
    .input(editEventDetailsInput)
    .mutation(async ({ ctx, input }) => {
      const now = Date.now();
      if (ctx.event) assertEditable(ctx.event, now);
      assertEventRules(input.event, now);
      const saved = ctx.event
        ? await updateEvent(ctx.db, ctx.user, ctx.event.id, input.event, input.draftId)
        : await createEvent(ctx.db, ctx.user, input.event, input.draftId);
      const role = !ctx.event || saved.organizerId === ctx.user.id ? 'host' : 'cohost';
      return presentEvent(ctx.db, saved, { role, event: saved });
    }),

  /**
   * The event as the caller may see it (hosts everything, guests the invitation, others less) and who the
   * caller is on it. Opening it marks the caller's invitation seen, lets a signed-in user take over the
   * invitation their link or verified contact names, and gives a signed-in user without one a row (seen, no
   * role). With `preview` nothing is written.
   */
  getEvent: eventViewerProcedure.query(async ({ ctx, input }) => {
    const viewer = input.preview
      ? ctx.viewer
      : await admitViewer(ctx.db, ctx.user, ctx.viewer, { claim: true, createRowForUser: true });
    return presentEventPage(ctx.db, viewer, ctx.user?.id ?? null);
  }),

  /** The caller's parties: hosted, co-hosted and invited, newest start first. */
  fetchEvents: authedProcedure.query(async ({ ctx }) => ({
    events: await listEventsForUser(ctx.db, ctx.user.id),
  })),

  /** A copy organized by the caller, without guests; answers the new event. */
  cloneEvent: eventHostProcedure
    .use(rateLimit('saveEvent', SAVES_PER_HOUR, HOUR_MS))
    .mutation(async ({ ctx }) => {
      const copy = await cloneEvent(ctx.db, ctx.user, ctx.event, Date.now());
      return presentEvent(ctx.db, copy, { role: 'host', event: copy });
    }),

  cancelEvent: eventHostProcedure.mutation(async ({ ctx }) => {
    if (await cancelEvent(ctx.db, ctx.event.id, Date.now())) {
      await notifyGuestsOfCancellation(ctx, ctx.event, ctx.user.id);
    }
    return { success: true as const };
  }),

  deleteEvent: eventHostProcedure.mutation(async ({ ctx }) => {
    await notifyGuestsOfDeletion(ctx, ctx.event, ctx.user.id);
    await deleteEvent(ctx.db, ctx.event.id);
    return { success: true as const };
  }),
});
