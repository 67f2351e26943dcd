import type { Request, Response } from 'express';
import { MSG } from '../../../shared/common/copy';
import { idSchema, type RequestHeader } from '../../../shared/common/schema';
import { EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import { requireEventHost } from '../../core/access/eventsAccess';
import { sendDomainError } from '../../platform/http/domainErrors';
import type { UploadBudgets } from '../../platform/http/uploadGate';
import { type AppDeps, createContext } from '../../platform/trpc/context';

// Who may import or export a party's guest list as CSV: requireEventHost's decision, the same as for the tRPC
// procedures, reached through any of the ways the spec's clients sign in.

/** The caller as the spec's clients name it: authHeader JSON (upload), base64 userId:accessToken, or the cookie. */
function headerFrom(req: Request): RequestHeader | undefined {
  const raw = typeof req.body?.authHeader === 'string' ? req.body.authHeader : undefined;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as RequestHeader;
      if (parsed.accessToken) return { userId: parsed.userId, accessToken: parsed.accessToken };
    } catch {
      // Not JSON: fall through to the other ways of signing in.
    }
  }
  const auth = req.headers.authorization?.replace(/^Basic\s+/i, '');
  if (auth) {
    const decoded = Buffer.from(auth, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { userId: decoded.slice(0, colon), accessToken: decoded.slice(colon + 1) };
  }
  return undefined;
}

/** The signed-in caller; otherwise the 401 is sent and null returned. */
async function signedIn(deps: AppDeps, req: Request, res: Response) {
  const ctx = await createContext(deps, req, res, headerFrom(req));
  if (ctx.user) return { ...ctx, user: ctx.user };
  res.status(401).json({ error: MSG.notSignedIn });
  return null;
}

/** The event when the caller hosts it; otherwise the reply is sent and null returned. */
export async function hostOnly(deps: AppDeps, req: Request, res: Response, eventIdText: unknown) {
  const eventId = idSchema.safeParse(eventIdText);
  if (!eventId.success) {
    res.status(404).json({ error: EVENT_STATE_MESSAGES.notFound });
    return null;
  }
  const ctx = await signedIn(deps, req, res);
  if (!ctx) return null;
  try {
    return { ...(await requireEventHost(ctx, eventId.data)), user: ctx.user };
  } catch (error) {
    if (!sendDomainError(res, error)) throw error;
    return null;
  }
}

type HostAccess = NonNullable<Awaited<ReturnType<typeof hostOnly>>>;
export type Admitted = { userId: string; host: HostAccess | undefined };

/**
 * Decides an import before its file is read (issue 37): run when the file begins, with the fields sent ahead
 * of it in req.body, or after a body that has no file. Our page (and the bench's spec-style client) sends
 * eventId (and authHeader) first, so the host is decided then; a client that sends eventId after the file
 * must at least be signed in before its file is read (cookie, Authorization, or authHeader ahead of the file),
 * and is checked as the host once the body is in. Answers any refusal itself; an admitted import holds a
 * place among its host's imports in flight until it is answered.
 */
export async function admitImport(deps: AppDeps, budgets: UploadBudgets, req: Request, res: Response) {
  const eventIdText: unknown = req.body?.eventId;
  const host = eventIdText === undefined ? undefined : await hostOnly(deps, req, res, eventIdText);
  if (host === null) return false;
  const userId = host?.user.id ?? (await signedIn(deps, req, res))?.user.id;
  if (!userId) return false;
  if (!(await budgets.take(`csvImport:user:${userId}`, res))) {
    res.status(429).json({ error: MSG.rateLimited });
    return false;
  }
  res.locals.csvImport = { userId, host } satisfies Admitted;
  return true;
}
