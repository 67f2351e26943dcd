import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The coins feature's cache: the signed-in account's balance (coins.fetchCoinBalance) and what is on sale.

/** The account's balance; off for a visitor (their coins are in the browser). */
export function useAccountBalanceQuery({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.coins.fetchCoinBalance.queryOptions(undefined), enabled });
}

/** Whether card payments are on here, Stripe's publishable key and the packs (they change only with a deploy). */
export function useCoinPacks({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.coins.fetchCoinPacks.queryOptions(undefined, { staleTime: Infinity, enabled }));
}

/** Reads the account's balance again: after a spend (a generated cover) or a purchase. */
export function useCoinBalanceInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.coins.fetchCoinBalance.queryKey() });
}

/** A balance the server just answered (a verified purchase) replaces the cached one. */
export function useCoinBalanceSetter() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (balance: number) => queryClient.setQueryData(trpc.coins.fetchCoinBalance.queryKey(), { balance });
}
