import { successSchema } from '../../../shared/common/schema';
import {
  cloneEventResultSchema,
  draftSavedSchema,
  editEventDraftInput,
  fetchDraftResultSchema,
  fetchDraftsResultSchema,
} from '../../../shared/drafts/schema';
import { cloneEventAsDraft, deleteDraft, listDrafts, saveDraft, toDraft } from './eventsDrafts';
import { saveEventRateLimit } from '../events';
import { draftChangeSchema, liveCursorInput } from '../../../shared/live/schema';
import { LIVE_CHANNELS } from '../../platform/live/liveChanges';
import { liveOutput, liveStream } from '../../platform/trpc/live';
import { musicServiceFor } from '../../platform/providers/music';
import { router } from '../../platform/trpc/trpc';
import { authedProcedure } from '../../platform/trpc/procedures';
import { draftOwnerProcedure, draftWriterProcedure } from './access';
import { eventHostProcedure } from '../../core/procedures';

export const draftsRouter = router({
  /**
   * Clone party: a copy without guests, as a new draft of the caller's (spec: the editor opens it in create
   * mode with isClone). It becomes an event, with a new id, only when saved through editEventDetails.
   */
  cloneEvent: eventHostProcedure
    .use(saveEventRateLimit)
    .output(cloneEventResultSchema)
    .mutation(async ({ ctx }) => {
      const draft = await cloneEventAsDraft(ctx.db, ctx.user.id, ctx.event, Date.now(), {
        musicConfigured: musicServiceFor(ctx.env) !== null,
      });
      return { draft: toDraft(draft), clonedFromEventId: ctx.event.id };
    }),

  /** Saves the editor's form as a draft (new, or overwriting the caller's own); no event rules apply yet. */
  editEventDraft: draftWriterProcedure
    .input(editEventDraftInput)
    .output(draftSavedSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await saveDraft(ctx.db, {
        userId: ctx.user.id,
        event: input.event,
        existing: ctx.draft,
        baseEventId: ctx.baseEventId ?? undefined,
      });
      return { eventId: row.id, lastSavedTimestamp: row.updatedAt.getTime() };
    }),

  fetchDraft: draftOwnerProcedure
    .output(fetchDraftResultSchema)
    .query(({ ctx }) => ({ draft: toDraft(ctx.draft) })),

  /** The caller's drafts, newest start first. */
  fetchDrafts: authedProcedure
    .output(fetchDraftsResultSchema)
    .query(async ({ ctx }) => ({ drafts: await listDrafts(ctx.db, ctx.user.id) })),

  /**
   * Live updates of one of the caller's drafts (spec section 7: the user's drafts): saved again from another
   * tab, or deleted. Someone else's draft answers NOT_FOUND, as fetchDraft does.
   */
  onDraftChange: draftOwnerProcedure
    .input(liveCursorInput)
    .output(liveOutput(draftChangeSchema))
    .subscription(({ ctx, input, signal }) => {
      const draftId = ctx.draft.id;
      return liveStream({
        live: ctx.live,
        signal,
        lastEventId: input.lastEventId,
        topics: async () => [
          {
            channel: LIVE_CHANNELS.draftsChanged,
            key: ctx.user.id,
            kind: 'draft',
            concerns: async (draftIds) => draftIds.includes(draftId),
          },
        ],
      });
    }),

  deleteDraft: draftOwnerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await deleteDraft(ctx.db, ctx.draft.id);
    return { success: true as const };
  }),
});
