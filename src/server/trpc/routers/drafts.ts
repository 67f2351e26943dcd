import { successSchema } from '../../../shared/schemas/common';
import { editEventDraftInput } from '../../../shared/schemas/drafts';
import { deleteDraft, listDrafts, saveDraft, toDraft } from '../../domain/eventsDrafts';
import { draftOwnerProcedure, draftWriterProcedure } from '../procedures/drafts';
import { authedProcedure, router } from '../trpc';

export const draftsRouter = router({
  /** Saves the editor's form as a draft (new, or overwriting the caller's own); no event rules apply yet. */
  editEventDraft: draftWriterProcedure.input(editEventDraftInput).mutation(async ({ ctx, input }) => {
    const row = await saveDraft(ctx.db, {
      userId: ctx.user.id,
      event: input.event,
      existing: ctx.draft,
      baseEventId: ctx.baseEventId ?? undefined,
    });
    return { eventId: row.id, lastSavedTimestamp: row.updatedAt.getTime() };
  }),

  fetchDraft: draftOwnerProcedure.query(({ ctx }) => ({ draft: toDraft(ctx.draft) })),

  /** The caller's drafts, newest start first. */
  fetchDrafts: authedProcedure.query(async ({ ctx }) => ({ drafts: await listDrafts(ctx.db, ctx.user.id) })),

  deleteDraft: draftOwnerProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await deleteDraft(ctx.db, ctx.draft.id);
    return { success: true as const };
  }),
});
