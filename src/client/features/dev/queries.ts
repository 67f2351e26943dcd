import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The dev feature's cache: the local providers' outbox, read again every few seconds while the page is open.

const REFRESH_MS = 3_000;

/** The newest 50 messages the local mail and text providers "sent"; only those to `to` when given. */
export function useOutboxQuery(to: string) {
  const trpc = useTRPC();
  const input = to ? { limit: 50, to } : { limit: 50 };
  return useQuery(
    trpc.dev.outbox.queryOptions(input, {
      refetchInterval: REFRESH_MS,
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
