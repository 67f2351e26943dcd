import { MSG } from '../../../shared/common/copy';
import { DomainError } from '../errors';
import { baseProcedure } from './trpc';

// The generic procedure builders: anyone, and signed in. Every other builder says who may call it in product
// terms and lives with what it decides: the event-level ones (hosts, guests, viewers) in src/server/core/
// procedures.ts, and a builder only one feature uses in that feature's access.ts. Each narrows ctx to what it
// checked, so a handler never decides a role itself, and passes next() only what it adds: tRPC merges it into
// the context itself (copying the whole context twice per builder showed in the profiles of the busiest calls).

/** UNAUTHORIZED: the call needs a signed-in user. */
export const notSignedIn = () => new DomainError('UNAUTHORIZED', MSG.notSignedIn);

/** FORBIDDEN, in the spec's general words unless a builder has more exact ones. */
export const forbidden = (message: string = MSG.forbidden) => new DomainError('FORBIDDEN', message);

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** Signed in: narrows ctx.user and ctx.session to non-null. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw notSignedIn();
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});
