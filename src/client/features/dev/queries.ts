import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The dev feature's cache: the local providers' outbox, read again every few seconds while the page is open.

const REFRESH_MS = 3_000;

/** The newest 50 messages the local mail and text providers "sent". */
export function useOutboxQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.dev.outbox.queryOptions({ limit: 50 }, { refetchInterval: REFRESH_MS, staleTime: 0 }));
}
