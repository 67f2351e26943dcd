import type { Request, Response } from 'express';
import { albumCredentialsSchema, type AlbumCredentials } from '../../../shared/album/schema';
import { type Refuse, refuseDomainError } from '../../core/http/refusals';
import { routeContextOf } from '../../core/http/routeCallers';
import { routeBuilder, type RouteDeps } from '../../core/http/routes';
import { type AlbumAccess, assertAlbumOpen, requireAlbumMember } from './access';
import type { Context } from '../../platform/trpc/context';

// The album's route builders, like its procedures (albumMemberProcedure, albumContributorProcedure): the
// party's hosts, its guests (by session or their link's token) and whoever holds the album link's code. The
// credentials ride in the address (iu, token, code) beside the session, so access is decided before a byte of
// an upload's body is read.

export type AlbumCaller = { context: Context; access: AlbumAccess };

/** The album credentials in the address: the event in the path, the invitation or album link in the query. */
function credentialsOf(req: Request): AlbumCredentials | string {
  const text = (name: string) =>
    typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined;
  const parsed = albumCredentialsSchema.safeParse({
    eventId: req.params.eventId,
    inviteeUuid: text('iu'),
    token: text('token'),
    albumCode: text('code'),
  });
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'Not a valid album address.');
}

/** The caller's access to the album (and, `open`, only while the party is on), or null with the refusal sent. */
async function albumCaller(deps: RouteDeps, req: Request, res: Response, refuse: Refuse, open: boolean) {
  const credentials = credentialsOf(req);
  if (typeof credentials === 'string') {
    refuse(res, 400, credentials);
    return null;
  }
  const context = await routeContextOf(deps, req, res);
  try {
    const access = await requireAlbumMember(context, credentials);
    if (open) assertAlbumOpen(access.event);
    return { context, access };
  } catch (error) {
    if (!refuseDomainError(res, error, refuse)) throw error;
    return null;
  }
}

/** The album's members: ctx.access (event, album, member). Anyone else: FORBIDDEN. */
export const albumMemberRoute = routeBuilder<AlbumCaller>(
  'albumMember',
  (deps) => (req, res, refuse) => albumCaller(deps, req, res, refuse, false),
);

/** Adding photos: album members, only while the party is on (a cancelled party's album is read-only, 409). */
export const albumContributorRoute = routeBuilder<AlbumCaller>(
  'albumMember',
  (deps) => (req, res, refuse) => albumCaller(deps, req, res, refuse, true),
);
