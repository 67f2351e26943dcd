import { successSchema } from '../../../shared/common/schema';
import {
  cancelEventInput,
  editEventDetailsInput,
  eventSchema,
  fetchEventsResultSchema,
} from '../../../shared/events/schema';
import { withPreviousCover } from '../../../shared/images/history';
import { eventPageSchema } from '../../../shared/events/eventPageSchema';
import { eventListChangeSchema, eventPageChangeSchema, liveCursorInput } from '../../../shared/live/schema';
import { liveOutput, liveStream } from '../../platform/trpc/live';
import { eventListTopics, eventPageTopics } from './eventsLive';
import { organizerCohostLink } from '../cohosts';
import { noticeChange } from '../notifications';
import { notifyGuestsOfCancellation } from './eventsHooks';
import { listEventsForUser } from './eventsList';
import { presentEvent, presentEventPage, withAbsoluteUrl } from './eventsPresent';
import { cachedEventPage } from './eventPageReplies';
import { cacheSlot, eventCacheOf } from '../../platform/db/eventCache';
import { publicUrl } from '../../platform/env';
import { musicServiceFor } from '../../platform/providers/music';
import { composedReply, keptWith, trustedOutput } from '../../platform/trpc/trustedOutput';
import { admitViewer } from '../../core/access/guestAccess';
import { assertEditable, assertEventRules, eventFieldRefusal } from './eventsRules';
import { saveEventRateLimit } from './limits';
import { cancelEvent, createEvent, deleteEvent, updateEvent } from './eventsStore';
import { router } from '../../platform/trpc/trpc';
import { deleteEventAlbumFiles } from '../album';
import { settleCover } from '../images';
import { authedProcedure } from '../../platform/trpc/procedures';
import { eventEditorProcedure } from './access';
import { eventHostProcedure, eventOrganizerProcedure, eventViewerProcedure } from '../../core/procedures';

/** The organizer's cohost link, kept with the event (cohost links notify their event's changes). */
const COHOST_LINK = cacheSlot<string | null>('cohost link');

export const eventsRouter = router({
  /** Creates (no eventId) or updates an event; answers the saved event as its host sees it. */
  editEventDetails: eventEditorProcedure
    .use(saveEventRateLimit)
    .input(editEventDetailsInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const now = Date.now();
      if (ctx.event) assertEditable(ctx.event, now);
      assertEventRules(input.event, now, { musicConfigured: musicServiceFor(ctx.env) !== null });
      // Only Elk's own files, or a copy of an allowed provider's picture, ever reach guests (issue 37).
      const cover = await settleCover(ctx, ctx.user.id, input.event.photoUrl);
      if ('refused' in cover) throw eventFieldRefusal('photoUrl', cover.refused);
      const event = { ...input.event, photoUrl: cover.url };
      const options = {
        draftId: input.draftId,
        uploadMode: input.uploadMode,
        // The cover it leaves joins the party's earlier covers (the editor's carousel).
        previousImages: ctx.event
          ? withPreviousCover(ctx.event.previousImages, ctx.event.photoUrl, event.photoUrl)
          : undefined,
      };
      const saved = ctx.event
        ? await updateEvent(ctx.db, ctx.user, ctx.event.id, event, options)
        : await createEvent(ctx.db, ctx.user, event, options);
      // A new time or place sends guests who said yes the updated invitation, unless the host held it back.
      if (ctx.event && !input.disableNotification) {
        await noticeChange({ db: ctx.db, env: ctx.env, enqueue: ctx.jobs.enqueue }, ctx.event, saved);
      }
      const role = !ctx.event || saved.organizerId === ctx.user.id ? 'host' : 'cohost';
      return withAbsoluteUrl(await presentEvent(ctx.db, saved, { role, event: saved }), publicUrl(ctx.env));
    }),

  /**
   * The event as the caller may see it (hosts everything, guests the invitation, others less) and who the
   * caller is on it. Opening it marks the caller's invitation seen, lets a signed-in user take over the
   * invitation their link or verified contact names, and gives a signed-in user without one a row (seen, no
   * role). With `preview` nothing is written. The organizer (only) also gets the cohost link.
   */
  getEvent: eventViewerProcedure.output(trustedOutput(eventPageSchema)).query(async ({ ctx, input }) => {
    const viewer = input.preview
      ? ctx.viewer
      : await admitViewer(ctx, ctx.user, ctx.viewer, { claim: true, createRowForUser: true });
    const baseUrl = publicUrl(ctx.env);
    const userId = ctx.user?.id ?? null;
    // From the instance's event cache (eventPageReplies.ts): a widely shared party costs no query per view.
    const cache = eventCacheOf(ctx.notifications);
    const page = cache
      ? await cachedEventPage(ctx.db, cache, viewer, userId, baseUrl)
      : await presentEventPage(ctx.db, viewer, userId).then((p) => ({
          ...p,
          event: withAbsoluteUrl(p.event, baseUrl),
        }));
    // 'host' is the organizer (cohosts are 'cohost'); the organizer id is checked again all the same.
    const organizerId = viewer.event.organizerId;
    if (viewer.role !== 'host' || !ctx.user || organizerId !== ctx.user.id) return page;
    const eventId = viewer.event.id;
    const link = () =>
      organizerCohostLink(ctx.db, { baseUrl, eventId, organizerId, readOnly: input.preview });
    // A preview writes nothing, so it may find no link where getEvent makes one: only the latter is kept.
    const cohostLink =
      cache && !input.preview
        ? await cache.get(eventId, COHOST_LINK, '', link, { tolerance: 'exact' })
        : await link();
    const withLink = { ...page, event: keptWith(page.event, { cohostLink }) };
    // A cached page is checked already, and the link is the URL we made.
    return cache ? composedReply(withLink) : withLink;
  }),

  /**
   * Live updates of a party page (spec section 7: event and message modification ids): which of what the
   * caller sees changed, for anyone who may open the page, with the same credentials and rules as getEvent.
   */
  onEventPageChange: eventViewerProcedure
    .input(liveCursorInput)
    .output(liveOutput(eventPageChangeSchema))
    .subscription(({ ctx, input, signal }) =>
      liveStream({
        live: ctx.live,
        signal,
        lastEventId: input.lastEventId,
        topics: eventPageTopics(ctx, ctx.viewer, { inviteeUuid: input.inviteeUuid, token: input.token }),
      }),
    ),

  /** Live updates of /events (spec section 7: the user's events and drafts). */
  onEventListChange: authedProcedure
    .input(liveCursorInput)
    .output(liveOutput(eventListChangeSchema))
    .subscription(({ ctx, input, signal }) =>
      liveStream({
        live: ctx.live,
        signal,
        lastEventId: input.lastEventId,
        topics: eventListTopics(ctx.db, ctx.user.id),
      }),
    ),

  /** The caller's parties: hosted, co-hosted and invited, newest start first. */
  fetchEvents: authedProcedure.output(fetchEventsResultSchema).query(async ({ ctx }) => ({
    events: await listEventsForUser(ctx.db, ctx.user.id),
  })),

  /** Cancel party, with an optional note to the guests: kept on the party and sent in the notice. */
  cancelEvent: eventHostProcedure
    .input(cancelEventInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      if (await cancelEvent(ctx.db, ctx.event.id, Date.now(), input.note)) {
        await notifyGuestsOfCancellation(ctx, ctx.event, ctx.user.id, { note: input.note });
      }
      return { success: true as const };
    }),

  /** The organizer only: spec section 6 gives deleting a party to the host, not to cohosts. */
  deleteEvent: eventOrganizerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    // Guests of a party deleted without being cancelled first hear of it once (a cancelled one's already did).
    if (!ctx.event.cancelledAt) {
      await notifyGuestsOfCancellation(ctx, ctx.event, ctx.user.id, { deleted: true });
    }
    await deleteEvent(ctx.db, ctx.event.id);
    await deleteEventAlbumFiles(ctx, ctx.event.id);
    return { success: true as const };
  }),
});
