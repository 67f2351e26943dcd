import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { toLinkMode } from '../../../shared/album/rules';
import {
  albumDetailsSchema,
  albumLinkPartySchema,
  openAlbumLinkInput,
  removePhotoInput,
  setPhotoUploadModeResultSchema,
} from '../../../shared/album/schema';
import { successSchema } from '../../../shared/common/schema';
import { eq } from 'drizzle-orm';
import { albums, events } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { shownCover } from '../../platform/providers/storage';
import { canRemovePhoto } from './access';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { albumContributorProcedure, albumMemberProcedure, uploadModeOwnerProcedure } from './access';
import { publicProcedure } from '../../platform/trpc/procedures';
import { presentAlbum } from './albumPresent';
import { setInviteeUploadMode, setUserUploadMode } from './albumStore';
import { removePhoto } from './photoFiles';

// The party's photo album (issue 18). Who may call each procedure is its builder's decision (access.ts);
// photos arrive and leave as files through photoRoutes.ts.

export const albumRouter = router({
  /** EventService.getAlbumDetails: the album as a signed-in member (or any member) sees it. */
  getAlbumDetails: albumMemberProcedure.output(albumDetailsSchema).query(({ ctx }) => presentAlbum(ctx, ctx)),

  /** EventService.getPreviewAlbumDetails: the same for a guest looking through their link, not signed in. */
  getPreviewAlbumDetails: albumMemberProcedure
    .output(albumDetailsSchema)
    .query(({ ctx }) => presentAlbum(ctx, ctx)),

  /** The album link (/album/{code}): which party it belongs to. A wrong code is refused like a wrong link. */
  openAlbumLink: publicProcedure
    .use(rateLimit('albumLink', 60, 60_000))
    .input(openAlbumLinkInput)
    .output(albumLinkPartySchema)
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .select({
          eventId: events.id,
          title: events.title,
          photoUrl: events.photoUrl,
          startTime: events.startTime,
          timeZone: events.timeZone,
          cancelledAt: events.cancelledAt,
        })
        .from(albums)
        .innerJoin(events, eq(events.id, albums.eventId))
        .where(eq(albums.code, input.albumCode))
        .limit(1);
      if (!row) throw new DomainError('NOT_FOUND', ALBUM_MESSAGES.linkInvalid);
      const { cancelledAt, ...party } = row;
      return { ...party, photoUrl: shownCover(party.photoUrl), cancelled: cancelledAt !== null };
    }),

  /** Removes a photo: its uploader, or the party's hosts; never once the party is cancelled. */
  removePhoto: albumContributorProcedure
    .input(removePhotoInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await removePhoto(ctx, ctx.event.id, input.photoId, (photo) => canRemovePhoto(ctx.member, photo));
      return { success: true as const };
    }),

  /** Keeps the caller's photo upload mode as their default (the account's, or their invitation's). */
  setPhotoUploadMode: uploadModeOwnerProcedure
    .output(setPhotoUploadModeResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.owner.kind === 'user') await setUserUploadMode(ctx.db, ctx.owner.userId, input.photoUploadMode);
      else await setInviteeUploadMode(ctx.db, ctx.owner.inviteeId, toLinkMode(input.photoUploadMode));
      return { photoUploadMode: input.photoUploadMode };
    }),
});
