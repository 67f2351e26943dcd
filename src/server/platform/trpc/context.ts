import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { COOKIE_AUTH_TOKEN } from '../../../shared/constants';
import type { RequestHeader } from '../../../shared/common/schema';
import { type Session, type SessionUser, setSessionCookies, validateSessionToken } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { servedOverHttps } from '../env';
import { isDatabaseUnavailable } from '../db/client';
import { databaseUnavailable } from './databaseUnavailable';
import type { LiveHub } from './live';

export type { AppDeps } from '../deps';

export type Context = Omit<AppDeps, 'live'> & {
  /**
   * The instance's live hub, as a subscription follows through it: bound to the caller's session when it was
   * opened with one (liveSession.ts), so that it ends with the session.
   */
  live?: LiveHub;
  req: Request;
  res: Response;
  ip: string;
  requestId: string;
  /** The spec's request header, when the call came through /json with one. */
  header: RequestHeader | undefined;
  /** When the request arrived (performance.now()), for the synced reads at its start (eventsAccess.ts). */
  startedAt: number;
  /** The raw session token (cookie or header), kept so logout can clear it. */
  session: Session | null;
  user: SessionUser | null;
  secureCookies: boolean;
};

function sessionTokenFrom(req: Request, header: RequestHeader | undefined): string | undefined {
  if (header?.accessToken) return header.accessToken;
  const cookie = req.headers.cookie;
  return cookie ? parseCookies(cookie)[COOKIE_AUTH_TOKEN] : undefined;
}

export async function createContext(
  deps: AppDeps,
  req: Request,
  res: Response,
  header?: RequestHeader,
): Promise<Context> {
  const startedAt = performance.now();
  // Secure follows the public URL's scheme (env.ts), so plain http://localhost keeps its session.
  const secureCookies = servedOverHttps(deps.env);
  const token = sessionTokenFrom(req, header);
  let session: Session | null = null;
  let user: SessionUser | null = null;
  if (token) {
    // Reading the session is the first query of a signed-in call: a database that is down answers 503 here.
    const found = await validateSessionToken(deps.db, token, deps.notifications).catch((error: unknown) => {
      throw isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
    });
    // A header naming a different user than the token's is not that user's session.
    if (found && (!header?.userId || header.userId === found.user.id)) {
      session = found.session;
      user = found.user;
      if (found.renewed && !header?.accessToken) setSessionCookies(res, token, found.session, secureCookies);
    }
  }
  return {
    ...deps,
    req,
    res,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId: String(res.locals.requestId ?? ''),
    header,
    startedAt,
    session,
    user,
    secureCookies,
  };
}
