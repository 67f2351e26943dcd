import type { Request, Response } from 'express';
import { MSG } from '../../../shared/common/copy';
import { idSchema, type RequestHeader } from '../../../shared/common/schema';
import { EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import { inviteTokenSchema } from '../../../shared/rsvp/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { type EventViewer, type HostAccess, requireEventHost, requireViewer } from '../access/eventsAccess';
import type { LinkCredentials } from '../access/inviteeLookups';
import { type AppDeps, type Context, createContext } from '../../platform/trpc/context';
import { type Refuse, refuseDomainError } from './refusals';

// Who calls an Express route, decided by the same access rules as the procedures (core/access): each
// function answers the narrowed caller, or null having sent the refusal in the route's shape. The route
// builders (routes.ts) run them; the CSV import, which decides its host at its file, calls them itself.

/** The caller as the spec's clients name it: authHeader JSON (upload), base64 userId:accessToken, or the cookie. */
function requestHeaderOf(req: Request): RequestHeader | undefined {
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

/** The request's context (session by cookie or by the spec's headers), as a procedure gets it. */
export const routeContextOf = (deps: AppDeps, req: Request, res: Response) =>
  createContext(deps, req, res, requestHeaderOf(req));

export type SignedInCaller = { context: Context; user: SessionUser };

/** A signed-in caller; otherwise 401. */
export async function signedInCaller(
  deps: AppDeps,
  req: Request,
  res: Response,
  refuse: Refuse,
): Promise<SignedInCaller | null> {
  const context = await routeContextOf(deps, req, res);
  if (context.user) return { context, user: context.user };
  refuse(res, 401, MSG.notSignedIn);
  return null;
}

export type HostCaller = SignedInCaller & HostAccess;

/** A host or accepted cohost of `eventIdText`: 404 for an id that is not one, 401, or the access rule's refusal. */
export async function eventHostCaller(
  deps: AppDeps,
  req: Request,
  res: Response,
  refuse: Refuse,
  eventIdText: unknown,
): Promise<HostCaller | null> {
  const eventId = idSchema.safeParse(eventIdText);
  if (!eventId.success) {
    refuse(res, 404, EVENT_STATE_MESSAGES.notFound);
    return null;
  }
  const caller = await signedInCaller(deps, req, res, refuse);
  if (!caller) return null;
  try {
    return { ...caller, ...(await requireEventHost({ ...caller.context, user: caller.user }, eventId.data)) };
  } catch (error) {
    if (!refuseDomainError(res, error, refuse)) throw error;
    return null;
  }
}

export type ViewerCaller = { context: Context; viewer: EventViewer };

const queryText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The invitation link's `iu` and `token` in the query, or 'malformed' when either is not one. */
export function linkCredentialsOf(req: Request): LinkCredentials | 'malformed' {
  const token = queryText(req.query.token);
  const iu = queryText(req.query.iu);
  if ((token && !inviteTokenSchema.safeParse(token).success) || (iu && !idSchema.safeParse(iu).success)) {
    return 'malformed';
  }
  return { token, inviteeUuid: iu };
}

/**
 * Anyone who may open the party page `:eventId`, by session or by the invitation link's `iu` and `token` in the
 * query: the viewer says what they may see (resolveViewer, as getEvent). A malformed link is refused (403).
 */
export async function eventViewerCaller(
  deps: AppDeps,
  req: Request,
  res: Response,
  refuse: Refuse,
): Promise<ViewerCaller | null> {
  const eventId = idSchema.safeParse(req.params.eventId);
  if (!eventId.success) {
    refuse(res, 404, EVENT_STATE_MESSAGES.notFound);
    return null;
  }
  const link = linkCredentialsOf(req);
  if (link === 'malformed') {
    refuse(res, 403, 'This invitation link is not valid for this party.');
    return null;
  }
  const context = await routeContextOf(deps, req, res);
  try {
    return { context, viewer: await requireViewer(context, eventId.data, link) };
  } catch (error) {
    if (!refuseDomainError(res, error, refuse)) throw error;
    return null;
  }
}
