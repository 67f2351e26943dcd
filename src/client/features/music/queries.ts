import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The music feature's cache: whether song requests are set up and the caller connected, the party's requested
// songs, and a guest's track search (kept a minute per query, so typing back and forth asks nothing again).

import type { PartyCredentials } from './connection';

export { type PartyCredentials, useMusicConnection } from './connection';

const credentialsOf = ({ eventId, inviteeUuid, token }: PartyCredentials) => ({
  eventId,
  ...(inviteeUuid ? { inviteeUuid } : {}),
  ...(token ? { token } : {}),
});

export function useStartMusicConnect() {
  const trpc = useTRPC();
  return useMutation(trpc.music.startConnect.mutationOptions());
}

export function useCompleteMusicConnect() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.music.completeConnect.mutationOptions(),
    onSuccess: (connection) => queryClient.setQueryData(trpc.music.connection.queryKey(), connection),
  });
}

export function useCreatePlaylist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.music.createPlaylist.mutationOptions(),
    // `connect` means the stored grant is gone: what the editor knew of the connection is stale.
    onSuccess: (result) =>
      result.status === 'connect'
        ? queryClient.invalidateQueries({ queryKey: trpc.music.connection.queryKey() })
        : undefined,
  });
}

export function useTrackSearch(credentials: PartyCredentials, query: string) {
  const trpc = useTRPC();
  const trimmed = query.trim();
  return useQuery({
    ...trpc.music.searchTracks.queryOptions({ ...credentialsOf(credentials), query: trimmed }),
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useEventSongs(credentials: PartyCredentials) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.music.eventSongs.queryOptions(credentialsOf(credentials)), retry: false });
}

export function useDisconnectMusic() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.music.disconnect.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.music.connection.queryKey() }),
  });
}
