import type { Request, Response } from 'express';
import { MSG } from '../../../shared/common/copy';
import { refusalOf } from '../../core/http/refusals';
import { eventHostCaller, type HostCaller, signedInCaller } from '../../core/http/routeCallers';
import type { UploadLimiter } from '../../core/http/routeLimits';
import type { AppDeps } from '../../platform/trpc/context';

// Who may import a party's guest list as CSV: the hosts (hostRoute's rule, eventHostCaller), reached through
// any of the ways the spec's clients sign in, decided before the file is read.

/** The app's services and the imports' upload budget (the named csvImport limit). */
export type ImportDeps = AppDeps & { csvImports: UploadLimiter };

const refuse = refusalOf('error');

export type Admitted = { userId: string; host: HostCaller | undefined };

/** The import's host by the eventId field, once the whole body is in. */
export const hostOfImport = (deps: AppDeps, req: Request, res: Response) =>
  eventHostCaller(deps, req, res, refuse, req.body?.eventId);

/**
 * Decides an import before its file is read (issue 37): run when the file begins, with the fields sent ahead
 * of it in req.body, or after a body that has no file. Our page (and the bench's spec-style client) sends
 * eventId (and authHeader) first, so the host is decided then; a client that sends eventId after the file
 * must at least be signed in before its file is read (cookie, Authorization, or authHeader ahead of the file),
 * and is checked as the host once the body is in. Answers any refusal itself; an admitted import holds a
 * place among its host's imports in flight until it is answered.
 */
export async function admitImport(deps: ImportDeps, req: Request, res: Response) {
  const eventIdText: unknown = req.body?.eventId;
  const host = eventIdText === undefined ? undefined : await hostOfImport(deps, req, res);
  if (host === null) return false;
  const userId = host?.user.id ?? (await signedInCaller(deps, req, res, refuse))?.user.id;
  if (!userId) return false;
  if (!(await deps.csvImports.take(`user:${userId}`, res))) {
    refuse(res, 429, MSG.rateLimited);
    return false;
  }
  res.locals.csvImport = { userId, host } satisfies Admitted;
  return true;
}
