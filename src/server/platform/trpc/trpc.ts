import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { MSG } from '../../../shared/common/copy';
import { DomainError } from '../errors';
import type { Context } from './context';
import { enforceRateLimit } from '../rateLimit';
import { isDatabaseUnavailable } from '../db/client';
import { databaseUnavailable } from './databaseUnavailable';
import { hubOfSession } from './liveSession';

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
  // Live updates (subscriptions over server-sent events): a ping comment every 25 s keeps proxies from closing
  // a quiet stream (nginx's default read timeout is 60 s), and a client that hears nothing for 60 s (a
  // connection that died without closing) reconnects with its last event id.
  sse: { ping: { enabled: true, intervalMs: 25_000 }, client: { reconnectAfterInactivityMs: 60_000 } },
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

/**
 * What every procedure's result goes through, in one middleware (each one more costs every call):
 * - the tRPC translation of the domain's errors: a DomainError thrown by a service, an access rule or a handler
 *   becomes the TRPCError of the same code and message (its cause kept, so a ZodError still yields field
 *   errors); a database that cannot answer in time becomes SERVICE_UNAVAILABLE with the spec's timeout message.
 *   Anything else stays as tRPC wrapped it: an unexpected failure;
 * - a subscription opened with a session follows through the live hub bound to it, and so ends when the
 *   session does (liveSession.ts).
 */
const atTheRoot = t.middleware(async ({ ctx, type, next }) => {
  const result = await (type === 'subscription' && ctx.session
    ? next({ ctx: { live: hubOfSession(ctx) } })
    : next());
  if (!result.ok && result.error.cause instanceof DomainError) {
    const domain = result.error.cause;
    throw new TRPCError({ code: domain.code, message: domain.message, cause: domain.cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) throw databaseUnavailable(result.error.cause);
  return result;
});

/** The root of every procedure (see procedures.ts for the builders that say who may call). */
export const baseProcedure = t.procedure.use(atTheRoot);

/**
 * `rateLimit('sendCode', 5, 60_000)`: at most 5 calls a minute per signed-in user, else per client address.
 * `{ alsoPerIp: true }` counts the client address as well when signed in, so a session cannot lift the
 * address's limit (sign-in codes: one address must not try codes for many accounts).
 */
export function rateLimit(
  name: string,
  ceiling: number | ((env: Context['env']) => number),
  windowMs: number,
  options: { alsoPerIp?: boolean } = {},
) {
  return t.middleware(async ({ ctx, next }) => {
    // A ceiling the operator may set is read from the validated settings of this instance.
    const max = typeof ceiling === 'number' ? ceiling : ceiling(ctx.env);
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
