import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReadAgainOn } from '../../app/lib/live';
import { useTRPC } from '../../app/lib/trpc';
import type { GuestAccess } from '../rsvp';

// The guest wall's cache: the wall a page at a time (wall.getWall), each page read again when the party page's
// live updates say the wall changed (`liveVersion`) and after each of this viewer's own changes. Plain queries,
// one per page shown, not an infinite query: its observer would join the guest page's first-visit code.

export type WallCredentials = { eventId: string } & GuestAccess;

/** The credentials as the procedures take them (no empty keys). */
export const wallCredentialsOf = ({ eventId, inviteeUuid, token }: WallCredentials) => ({
  eventId,
  ...(inviteeUuid ? { inviteeUuid } : {}),
  ...(token ? { token } : {}),
});

/** Every page of the wall shown reads again each time `liveVersion` goes up (the wall changed). */
export function useWallLive(liveVersion: number) {
  const trpc = useTRPC();
  useReadAgainOn(liveVersion, trpc.wall.getWall.pathKey());
}

/** One page of the wall: the newest (`cursor` null), or the one before `cursor` (the previous page's nextCursor). */
export function useWallPage(credentials: WallCredentials, cursor: string | null, enabled = true) {
  const trpc = useTRPC();
  const input = { ...wallCredentialsOf(credentials), ...(cursor ? { cursor } : {}) };
  return useQuery({ ...trpc.wall.getWall.queryOptions(input), retry: false, enabled });
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
