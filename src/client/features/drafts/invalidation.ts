import { useQueryClient } from '@tanstack/react-query';
import { readAgainNow } from '../../app/lib/live';
import { useTRPC } from '../../app/lib/trpc';

// What other features read again of the drafts (a party saved, cloned or deleted), apart from the drafts'
// queries: the party page's code needs this alone, and its first visit should not carry the rest.

export function useDraftInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /**
     * The list of drafts only (a clone made, a draft saved as a party or deleted), not an open draft's own
     * query, which would ask the server for a removed draft (a 404) before the page moves on.
     */
    draftList: () => readAgainNow(queryClient, { queryKey: trpc.drafts.fetchDrafts.pathKey() }),
    /** Every drafts query, the list and each draft (the editor's changes discarded). */
    allDrafts: () => queryClient.invalidateQueries({ queryKey: trpc.drafts.pathKey() }),
  };
}
