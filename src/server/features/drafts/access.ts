import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../../shared/common/schema';
import { DRAFT_MESSAGES } from '../../../shared/drafts/copy';
import { draftUuidInput } from '../../../shared/drafts/schema';
import { requireEventHost } from '../../core/access/eventsAccess';
import type { Db } from '../../platform/db/client';
import { drafts } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { authedProcedure } from '../../platform/trpc/procedures';

// Drafts are private to their author: someone else's draft answers exactly like a missing one.

export type DraftRow = typeof drafts.$inferSelect;

/** The user's own draft; someone else's draft is undefined, exactly like a missing one. */
export async function findOwnDraft(db: Db, userId: string, draftId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, draftId), eq(drafts.userId, userId)))
    .limit(1);
  return row;
}

const draftNotFound = () => new DomainError('NOT_FOUND', DRAFT_MESSAGES.notFound);

/** The caller's own draft `eventUuid`: ctx.draft. */
export const draftOwnerProcedure = authedProcedure.input(draftUuidInput).use(async ({ ctx, input, next }) => {
  const draft = await findOwnDraft(ctx.db, ctx.user.id, input.eventUuid);
  if (!draft) throw draftNotFound();
  return next({ ctx: { draft } });
});

/**
 * Saving a draft: an `eventId` must be the caller's own draft (ctx.draft, else null for a new one), and the
 * event a draft edits (its stored base, or `baseEventId` for a new draft) must be one the caller hosts.
 */
export const draftWriterProcedure = authedProcedure
  .input(z.object({ eventId: idSchema.optional(), baseEventId: idSchema.optional() }))
  .use(async ({ ctx, input, next }) => {
    const draft = input.eventId ? await findOwnDraft(ctx.db, ctx.user.id, input.eventId) : null;
    if (input.eventId && !draft) throw draftNotFound();
    const baseEventId = draft ? draft.eventId : (input.baseEventId ?? null);
    if (baseEventId) await requireEventHost(ctx, baseEventId);
    return next({ ctx: { draft: draft ?? null, baseEventId } });
  });
