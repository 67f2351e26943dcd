import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { MSG } from '../../shared/messages';
import type { Context } from './context';
import { enforceRateLimit } from './rateLimit';

/** A readable one-line message from a zod error: "field: message; other: message". */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      // Field errors for forms; the message stays readable instead of a JSON dump of issues.
      message: zodError ? zodMessage(zodError) : shape.message,
      data: { ...shape.data, fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure;

/** Signed in: narrows ctx.user and ctx.session to non-null. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.notSignedIn });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Only outside production (dev outbox and similar tools). */
export const devProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.env.NODE_ENV === 'production') throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  return next();
});

/**
 * `rateLimit('sendCode', 5, 60_000)`: at most 5 calls a minute per signed-in user, else per client address.
 * `{ alsoPerIp: true }` counts the client address as well when signed in, so a session cannot lift the
 * address's limit (sign-in codes: one address must not try codes for many accounts).
 */
export function rateLimit(
  name: string,
  max: number,
  windowMs: number,
  options: { alsoPerIp?: boolean } = {},
) {
  return t.middleware(async ({ ctx, next }) => {
    const byIp = `${name}:ip:${ctx.ip}`;
    if (ctx.user) {
      await enforceRateLimit(ctx.db, `${name}:user:${ctx.user.id}`, max, windowMs);
      if (options.alsoPerIp) await enforceRateLimit(ctx.db, byIp, max, windowMs);
    } else {
      await enforceRateLimit(ctx.db, byIp, max, windowMs);
    }
    return next();
  });
}
