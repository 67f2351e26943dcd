import { useQuery } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';

// The places feature's reads: address suggestions as the host types (places.autocomplete, cached a minute),
// and the time zone of a picked place (places.timeZone, asked once per pick, not cached).

/** Suggestions for what the host typed; one session token groups a search with the pick that ends it. */
export function useAddressSuggestionsQuery(
  input: string,
  sessionToken: string,
  { enabled }: { enabled: boolean },
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.places.autocomplete.queryOptions({ input, sessionToken }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** The time zone at a place and moment (its offset may differ by date), asked when a place is picked. */
export function useTimeZoneLookup() {
  const client = useTRPCClient();
  return (at: { lat: number; lng: number; timestamp: number }) => client.places.timeZone.query(at);
}
