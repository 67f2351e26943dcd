import { successSchema } from '../../../shared/common/schema';
import {
  draftSavedSchema,
  editEventDraftInput,
  fetchDraftResultSchema,
  fetchDraftsResultSchema,
} from '../../../shared/drafts/schema';
import { deleteDraft, listDrafts, saveDraft, toDraft } from './eventsDrafts';
import { draftOwnerProcedure, draftWriterProcedure } from '../../platform/trpc/procedures/drafts';
import { authedProcedure, router } from '../../platform/trpc/trpc';

export const draftsRouter = router({
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

  deleteDraft: draftOwnerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await deleteDraft(ctx.db, ctx.draft.id);
    return { success: true as const };
  }),
});
