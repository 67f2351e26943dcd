import { successSchema } from '../../../shared/common/schema';
import {
  cancelEventInput,
  editEventDetailsInput,
  eventSchema,
  fetchEventsResultSchema,
} from '../../../shared/events/schema';
import { cloneEventResultSchema } from '../../../shared/drafts/schema';
import { eventPageSchema } from '../../../shared/rsvp/schema';
import { notifyGuestsOfCancellation, notifyGuestsOfDeletion } from './eventsHooks';
import { listEventsForUser } from './eventsList';
import { presentEvent, withAbsoluteUrl } from './eventsPresent';
import { publicUrl } from '../../platform/env';
import { admitViewer, presentEventPage } from '../../platform/access/guestAccess';
import { assertEditable, assertEventRules } from './eventsRules';
import { cloneEventAsDraft, toDraft } from '../drafts/eventsDrafts';
import { cancelEvent, createEvent, deleteEvent, updateEvent } from './eventsStore';
import {
  eventEditorProcedure,
  eventHostProcedure,
  eventOrganizerProcedure,
  eventViewerProcedure,
} from '../../platform/trpc/procedures/events';
import { authedProcedure, rateLimit, router } from '../../platform/trpc/trpc';

// Generous for people, tight enough that a script cannot fill the database with parties.
const SAVES_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

export const eventsRouter = router({
  /** Creates (no eventId) or updates an event; answers the saved event as its host sees it. */
  editEventDetails: eventEditorProcedure
    .use(rateLimit('saveEvent', SAVES_PER_HOUR, HOUR_MS))
    .input(editEventDetailsInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const now = Date.now();
      if (ctx.event) assertEditable(ctx.event, now);
      assertEventRules(input.event, now);
      const saved = ctx.event
        ? await updateEvent(ctx.db, ctx.user, ctx.event.id, input.event, input.draftId)
        : await createEvent(ctx.db, ctx.user, input.event, input.draftId);
      const role = !ctx.event || saved.organizerId === ctx.user.id ? 'host' : 'cohost';
      return withAbsoluteUrl(await presentEvent(ctx.db, saved, { role, event: saved }), publicUrl(ctx.env));
    }),

  /**
   * The event as the caller may see it (hosts everything, guests the invitation, others less) and who the
   * caller is on it. Opening it marks the caller's invitation seen, lets a signed-in user take over the
   * invitation their link or verified contact names, and gives a signed-in user without one a row (seen, no
   * role). With `preview` nothing is written.
   */
  getEvent: eventViewerProcedure.output(eventPageSchema).query(async ({ ctx, input }) => {
    const viewer = input.preview
      ? ctx.viewer
      : await admitViewer(ctx.db, ctx.user, ctx.viewer, { claim: true, createRowForUser: true });
    const page = await presentEventPage(ctx.db, viewer, ctx.user?.id ?? null);
    return { ...page, event: withAbsoluteUrl(page.event, publicUrl(ctx.env)) };
  }),

  /** The caller's parties: hosted, co-hosted and invited, newest start first. */
  fetchEvents: authedProcedure.output(fetchEventsResultSchema).query(async ({ ctx }) => ({
    events: await listEventsForUser(ctx.db, ctx.user.id),
  })),

  /**
   * Clone party: a copy without guests, as a new draft of the caller's (spec: the editor opens it in create
   * mode with isClone). It becomes an event, with a new id, only when saved through editEventDetails.
   */
  cloneEvent: eventHostProcedure
    .use(rateLimit('saveEvent', SAVES_PER_HOUR, HOUR_MS))
    .output(cloneEventResultSchema)
    .mutation(async ({ ctx }) => {
      const draft = await cloneEventAsDraft(ctx.db, ctx.user.id, ctx.event, Date.now());
      return { draft: toDraft(draft), clonedFromEventId: ctx.event.id };
    }),

  /** Cancel party, with an optional note to the guests: kept on the party and sent in the notice. */
  cancelEvent: eventHostProcedure
    .input(cancelEventInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      if (await cancelEvent(ctx.db, ctx.event.id, Date.now(), input.note)) {
        await notifyGuestsOfCancellation(ctx, ctx.event, ctx.user.id, input.note);
      }
      return { success: true as const };
    }),

  /** The organizer only: spec section 6 gives deleting a party to the host, not to cohosts. */
  deleteEvent: eventOrganizerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await notifyGuestsOfDeletion(ctx, ctx.event, ctx.user.id);
    await deleteEvent(ctx.db, ctx.event.id);
    return { success: true as const };
  }),
});
