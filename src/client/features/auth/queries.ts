import { useQueryClient } from '@tanstack/react-query';

// The auth feature's cache: signing in changes who every cached answer was given to.

/**
 * After signing in: every cached answer was given to the visitor this browser was a moment ago (a party page,
 * the events list), so all are stale; each page asks again as the signed-in account when it is next shown.
 */
export function useRefreshAfterSignIn() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
