import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { MSG } from '../../../shared/common/copy';
import { isDirectLocalRequest } from '../http/localOnly';
import type { Context } from './context';
import { enforceRateLimit } from './rateLimit';

/** A readable one-line message from a zod error: "field: message; other: message". */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Whether the error is one nobody meant the caller to read. tRPC wraps whatever a procedure throws that is not a
 * TRPCError (a failed query, a bug) as INTERNAL_SERVER_ERROR with the thrown error's own message, which for a
 * query is its SQL text and parameters; output validation failures and a throwing input parser are wrapped the
 * same way. Our own TRPCErrors carry no cause, a ZodError, or a message of their own (even an
 * INTERNAL_SERVER_ERROR such as the spec's createUserFailed).
 */
export function isUnexpectedError(error: TRPCError): boolean {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    return error.cause !== undefined || error.message === error.code;
  if (error.cause === undefined || error.cause instanceof ZodError) return false;
  return error.message === error.cause.message;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    // Never a stack, in any mode: it names our files and whatever the thrown error held.
    const data: typeof shape.data = { ...shape.data };
    delete data.stack;
    if (isUnexpectedError(error)) {
      // The details are in the log under the request id (app.ts onError), which the caller can quote.
      return {
        ...shape,
        message: MSG.somethingWentWrongTryAgain,
        data: { ...data, fieldErrors: null, errorId: ctx?.requestId || null },
      };
    }
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      // Field errors for forms; the message stays readable instead of a JSON dump of issues.
      message: zodError ? zodMessage(zodError) : shape.message,
      data: { ...data, fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : null, errorId: null },
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

export const DEV_TOOLS_LOCAL_ONLY =
  'The dev outbox is only shown on the machine the server runs on: open it at http://localhost.';

/**
 * Only outside production (dev outbox and similar tools), and only to a browser on this machine: the outbox
 * holds every sign-in code, and `npm start` listens on all interfaces.
 */
export const devProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.env.NODE_ENV === 'production') throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  if (!isDirectLocalRequest(ctx.req))
    throw new TRPCError({ code: 'FORBIDDEN', message: DEV_TOOLS_LOCAL_ONLY });
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
