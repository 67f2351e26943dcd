import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The auth feature's cache: the sign-in providers the server offers, and the refresh after signing in (which
// changes who every cached answer was given to).

/** Which of Google and Apple the server has settings for; they do not change while the page is open. */
export function useSocialProvidersQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.socialProviders.queryOptions(undefined, { staleTime: Infinity }));
}

/**
 * After signing in: every cached answer was given to the visitor this browser was a moment ago (a party page,
 * the events list), so all are stale; each page asks again as the signed-in account when it is next shown.
 */
export function useRefreshAfterSignIn() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
