import { albumPath, ALBUM_MAX_PHOTOS, effectiveUploadMode } from '../../../shared/album/rules';
import type { AlbumDetails, PhotoMeta } from '../../../shared/album/schema';
import type { Db } from '../../platform/db/client';
import { publicUrl, type Env } from '../../platform/env';
import { type AlbumAccess, type AlbumMember, canRemovePhoto } from './access';
import { ensureAlbum, listPhotos, type PhotoRow, userUploadMode } from './albumStore';

// The album as each member sees it (spec section 3, albumDetails): the hosts also get its link and code to
// share; nobody's name or contact comes with a photo.

const isHost = (member: AlbumMember) => member.kind === 'host' || member.kind === 'cohost';

export function presentPhoto(photo: PhotoRow, member: AlbumMember, open: boolean): PhotoMeta {
  return {
    photoId: photo.id,
    thumbnailUrl: photo.thumbnailUrl,
    fullsizeUrl: photo.fullsizeUrl,
    width: photo.width,
    height: photo.height,
    uploadedAt: photo.createdAt.getTime(),
    canRemove: open && canRemovePhoto(member, photo),
  };
}

export async function presentAlbum(deps: { db: Db; env: Env }, access: AlbumAccess): Promise<AlbumDetails> {
  const { db } = deps;
  const { event, member } = access;
  const album = access.album ?? (await ensureAlbum(db, event.id));
  const [photos, ownMode] = await Promise.all([
    listPhotos(db, event.id),
    member.userId ? userUploadMode(db, member.userId) : Promise.resolve(null),
  ]);
  const open = !event.cancelledAt;
  const host = isHost(member);
  return {
    albumId: album.id,
    albumUrl: host ? `${publicUrl(deps.env)}${albumPath(album.code)}` : null,
    albumCode: host ? album.code : null,
    photoUploadMode: effectiveUploadMode({
      user: ownMode,
      invitee: member.kind === 'guest' ? member.invitee.photoUploadMode : null,
      album: event.albumDetails?.photoUploadMode ?? null,
    }),
    photoMetas: photos.map((photo) => presentPhoto(photo, member, open)),
    canAdd: open,
    maxPhotos: ALBUM_MAX_PHOTOS,
  };
}
