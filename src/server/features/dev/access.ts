import { DomainError } from '../../platform/errors';
import { isDirectLocalRequest } from '../../platform/http/localOnly';
import { forbidden, publicProcedure } from '../../platform/trpc/procedures';

export const DEV_TOOLS_LOCAL_ONLY =
  'The dev outbox is only shown on the machine the server runs on: open it at http://localhost.';

/**
 * Only outside production (dev outbox and similar tools), and only to a browser on this machine: the outbox
 * holds every sign-in code, and `npm start` listens on all interfaces.
 */
export const devProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.env.NODE_ENV === 'production') throw new DomainError('NOT_FOUND', 'Not found');
  if (!isDirectLocalRequest(ctx.req)) throw forbidden(DEV_TOOLS_LOCAL_ONLY);
  return next();
});
