import { z } from 'zod';
import { idSchema } from '../../../shared/common/schema';
import { requireEventHost } from '../../core/access/eventsAccess';
import { authedProcedure } from '../../platform/trpc/procedures';

/**
 * Creating (no eventId: any signed-in user, ctx.event null) or editing (eventId: its hosts only, ctx.event
 * the stored event).
 */
export const eventEditorProcedure = authedProcedure
  .input(z.object({ eventId: idSchema.optional() }))
  .use(async ({ ctx, input, next }) => {
    const access = input.eventId ? await requireEventHost(ctx, input.eventId) : null;
    return next({ ctx: { event: access?.event ?? null } });
  });
