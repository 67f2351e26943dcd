import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useReadAgainOn } from '../../app/lib/live';
import { useTRPC } from '../../app/lib/trpc';
import type { GuestAccess } from '../rsvp';

// The guest wall's cache: the wall a page at a time (wall.getWall), read again whole when the party page's live
// updates say it changed (`liveVersion`) and after each of this viewer's own changes.

export type WallCredentials = { eventId: string } & GuestAccess;

/** The credentials as the procedures take them (no empty keys). */
export const wallCredentialsOf = ({ eventId, inviteeUuid, token }: WallCredentials) => ({
  eventId,
  ...(inviteeUuid ? { inviteeUuid } : {}),
  ...(token ? { token } : {}),
});

export function useWallQuery(credentials: WallCredentials, liveVersion: number) {
  const trpc = useTRPC();
  useReadAgainOn(liveVersion, trpc.wall.getWall.pathKey());
  return useInfiniteQuery({
    ...trpc.wall.getWall.infiniteQueryOptions(wallCredentialsOf(credentials), {
      getNextPageParam: (page) => page.nextCursor,
    }),
    retry: false,
  });
}

/** The wall's writes; each reads the wall again once done. */
export function useWallActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trpc.wall.getWall.pathKey() });
  return {
    post: useMutation(trpc.wall.post.mutationOptions({ onSettled })),
    react: useMutation(trpc.wall.react.mutationOptions({ onSettled })),
    remove: useMutation(trpc.wall.deletePost.mutationOptions({ onSettled })),
    hide: useMutation(trpc.wall.hidePost.mutationOptions({ onSettled })),
    setOpen: useMutation(trpc.wall.setOpen.mutationOptions({ onSettled })),
    follow: useMutation(trpc.wall.follow.mutationOptions({ onSettled })),
  };
}

export type WallActions = ReturnType<typeof useWallActions>;
