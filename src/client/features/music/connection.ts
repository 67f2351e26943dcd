import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// What other features ask of music without its queries (the party page's first visit carries none of them):
// whether a music service is configured, and the credentials a guest's music call takes.

/** The link credentials of a guest call (an invitation link's invitee id and token, when the guest has them). */
export type PartyCredentials = { eventId: string; inviteeUuid?: string; token?: string };

/** Whether song requests are set up (a music service configured) and the caller connected. */
export function useMusicConnection() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.music.connection.queryOptions(), staleTime: 30_000 });
}
