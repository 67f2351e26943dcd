import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlbumUploadMode } from '../../../shared/album/rules';
import { useTRPC } from '../../app/lib/trpc';

// The album feature's cache: the album as this viewer sees it (album.getAlbumDetails), and what adding or
// removing a photo, or choosing an upload mode, reads again.

/** What the album calls are asked with: the party, and the invitation link or album link the viewer holds. */
export type AlbumKey = { eventId: string; inviteeUuid?: string; token?: string; albumCode?: string };

export function albumInput(key: AlbumKey): AlbumKey {
  return {
    eventId: key.eventId,
    ...(key.inviteeUuid ? { inviteeUuid: key.inviteeUuid } : {}),
    ...(key.token ? { token: key.token } : {}),
    ...(key.albumCode ? { albumCode: key.albumCode } : {}),
  };
}

/** The album, as this viewer may see it; a refusal (not a member) is not asked again. */
export function useAlbumQuery(key: AlbumKey) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.album.getAlbumDetails.queryOptions(albumInput(key)), retry: false });
}

export function useAlbumLinkQuery(albumCode: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.album.openAlbumLink.queryOptions({ albumCode }), retry: false });
}

export function useAlbumInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** A photo added or removed: every view of this party's album. */
    afterPhotosChanged: (eventId: string) =>
      queryClient.invalidateQueries({
        queryKey: trpc.album.getAlbumDetails.queryKey(),
        predicate: (query) =>
          (query.queryKey[1] as { input?: { eventId?: string } })?.input?.eventId === eventId,
      }),
  };
}

export function useRemovePhoto(key: AlbumKey) {
  const trpc = useTRPC();
  const { afterPhotosChanged } = useAlbumInvalidation();
  return useMutation(
    trpc.album.removePhoto.mutationOptions({ onSuccess: () => afterPhotosChanged(key.eventId) }),
  );
}

/** Keeps the chosen mode as the viewer's default (account or invitation); code holders keep it in the browser. */
export function useSetUploadMode() {
  const trpc = useTRPC();
  return useMutation(trpc.album.setPhotoUploadMode.mutationOptions());
}

export type { AlbumUploadMode };
