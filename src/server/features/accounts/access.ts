import { z } from 'zod';
import { authedProcedure, forbidden } from '../../platform/trpc/procedures';

/** A signed-in user asking about themself: `userId`, when given, must be the caller's own. */
export const selfProcedure = authedProcedure
  .input(z.object({ userId: z.string().optional() }))
  .use(({ ctx, input, next }) => {
    if (input.userId && input.userId !== ctx.user.id) throw forbidden();
    return next();
  });
