import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { idSchema } from '../../../../shared/common/schema';
import { draftUuidInput } from '../../../../shared/drafts/schema';
import { DRAFT_MESSAGES } from '../../../../shared/drafts/copy';
import { findOwnDraft } from '../../../features/drafts/eventsDrafts';
import { authedProcedure } from '../trpc';
import { requireEventHost } from './events';

// Drafts are private to their author: someone else's draft answers exactly like a missing one.

const draftNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: DRAFT_MESSAGES.notFound });

/** The caller's own draft `eventUuid`: ctx.draft. */
export const draftOwnerProcedure = authedProcedure.input(draftUuidInput).use(async ({ ctx, input, next }) => {
  const draft = await findOwnDraft(ctx.db, ctx.user.id, input.eventUuid);
  if (!draft) throw draftNotFound();
  return next({ ctx: { ...ctx, draft } });
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
    return next({ ctx: { ...ctx, draft: draft ?? null, baseEventId } });
  });
