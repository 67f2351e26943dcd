import { eq } from 'drizzle-orm';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { albumCredentialsSchema, setPhotoUploadModeInput } from '../../../shared/album/schema';
import { isPartyGuest } from '../../../shared/guests/partyGuest';
import {
  type EventRow,
  type InviteeRow,
  isHostRole,
  ownInvitationOf,
  requireViewer,
} from '../../core/access/eventsAccess';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { albums } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { notSignedIn, publicProcedure } from '../../platform/trpc/procedures';

// Who may see and add a party's photos (issue 18): the host and accepted cohosts; a guest by their own
// invitation, signed in or holding the link's token (an invitee id alone is not enough, as for every guest
// action); and whoever holds the album link's code. A visitor with only the public link sees nothing. The tRPC
// procedures (albumMemberProcedure) and the album's Express routes (upload, downloads) both decide here.

export type AlbumRow = typeof albums.$inferSelect;

export type AlbumMember =
  | { kind: 'host' | 'cohost'; userId: string }
  | { kind: 'guest'; userId: string | null; invitee: InviteeRow }
  | { kind: 'linkHolder'; userId: string | null };

export type AlbumAccess = { event: EventRow; album: AlbumRow | null; member: AlbumMember };

export type AlbumCredentials = {
  eventId: string;
  inviteeUuid?: string;
  token?: string;
  albumCode?: string;
};

type AccessContext = { db: Db; user: Pick<SessionUser, 'id'> | null };

export async function findAlbum(db: Db, eventId: string): Promise<AlbumRow | null> {
  const [album] = await db.select().from(albums).where(eq(albums.eventId, eventId)).limit(1);
  return album ?? null;
}

const notAMember = () => new DomainError('FORBIDDEN', ALBUM_MESSAGES.onlyMembers);

/** The caller's place in the party's album, or FORBIDDEN in the album's words (NOT_FOUND for no such party). */
export async function requireAlbumMember(
  ctx: AccessContext,
  credentials: AlbumCredentials,
): Promise<AlbumAccess> {
  const { eventId, inviteeUuid, token, albumCode } = credentials;
  const viewer = await requireViewer(ctx, eventId, { inviteeUuid, token }).catch((error: unknown) => {
    // A stale invitation link does not lock out someone who also holds the album link.
    if (albumCode && error instanceof DomainError && error.code === 'FORBIDDEN') return null;
    throw error;
  });
  const album = await findAlbum(ctx.db, eventId);
  if (viewer && ctx.user && isHostRole(viewer.role)) {
    return {
      event: viewer.event,
      album,
      member: { kind: viewer.role as 'host' | 'cohost', userId: ctx.user.id },
    };
  }
  const own = viewer?.role === 'guest' ? ownInvitationOf(viewer) : null;
  const byOwnRight = own && (viewer?.source === 'user' || viewer?.tokenMatched === true);
  if (viewer && own && byOwnRight && isPartyGuest(own)) {
    return {
      event: viewer.event,
      album,
      member: { kind: 'guest', userId: ctx.user?.id ?? null, invitee: own },
    };
  }
  if (albumCode && album && album.code === albumCode) {
    const event = viewer?.event ?? (await requireViewer({ db: ctx.db, user: null }, eventId)).event;
    return { event, album, member: { kind: 'linkHolder', userId: ctx.user?.id ?? null } };
  }
  if (albumCode) throw new DomainError('FORBIDDEN', ALBUM_MESSAGES.linkInvalid);
  throw notAMember();
}

/** A cancelled party's album is read-only (issue 18): adding and removing are refused with a clear CONFLICT. */
export function assertAlbumOpen(event: Pick<EventRow, 'cancelledAt'>): void {
  if (event.cancelledAt) throw new DomainError('CONFLICT', ALBUM_MESSAGES.readOnly);
}

/** Whether this member may remove a photo: the hosts any, everyone else only what they added themselves. */
export function canRemovePhoto(
  member: AlbumMember,
  photo: { uploaderUserId: string | null; uploaderInviteeId: string | null },
): boolean {
  if (member.kind === 'host' || member.kind === 'cohost') return true;
  if (member.userId && photo.uploaderUserId === member.userId) return true;
  return member.kind === 'guest' && photo.uploaderInviteeId === member.invitee.id;
}

/**
 * The party's hosts, its guests (by session or their link's token) and whoever holds the album link's code:
 * ctx.event, ctx.album (null until made) and ctx.member (who they are to the album). Anyone else: FORBIDDEN.
 */
export const albumMemberProcedure = publicProcedure
  .input(albumCredentialsSchema)
  .use(async ({ ctx, input, next }) => {
    const access = await requireAlbumMember(ctx, input);
    return next({ ctx: { ...access } });
  });

/** Adding or removing photos: album members, only while the party is on (a cancelled party's album is read-only). */
export const albumContributorProcedure = albumMemberProcedure.use(({ ctx, next }) => {
  assertAlbumOpen(ctx.event);
  return next();
});

export type UploadModeOwner = { kind: 'user'; userId: string } | { kind: 'invitee'; inviteeId: string };

/**
 * Whose default upload mode a call changes (ctx.owner): the signed-in account's, else the invitation that the
 * link's token names. Without either there is nobody to keep it for.
 */
export const uploadModeOwnerProcedure = publicProcedure
  .input(setPhotoUploadModeInput)
  .use(async ({ ctx, input, next }) => {
    if (ctx.user) return next({ ctx: { owner: { kind: 'user', userId: ctx.user.id } as UploadModeOwner } });
    if (!input.eventId || !input.token) throw notSignedIn();
    const viewer = await requireViewer(ctx, input.eventId, {
      token: input.token,
      inviteeUuid: input.inviteeUuid,
    });
    const own = viewer.tokenMatched ? ownInvitationOf(viewer) : null;
    if (!own) throw notAMember();
    return next({ ctx: { owner: { kind: 'invitee', inviteeId: own.id } as UploadModeOwner } });
  });
