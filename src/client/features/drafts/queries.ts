import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DRAFT_CHANGES } from '../../../shared/live/kinds';
import { readAgainNow, useLiveUpdates } from '../../app/lib/live';
import { useTRPC, useTRPCClient } from '../../app/lib/trpc';

// The drafts feature's cache: one saved draft (drafts.fetchDraft), the signed-in person's drafts
// (drafts.fetchDrafts), and what saving, cloning or deleting reads again.

/** One draft, for its read-only page. */
export function useDraftQuery(draftId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.drafts.fetchDraft.queryOptions({ eventUuid: draftId }));
}

/** The draft the editor continues: read afresh each time and not kept, so it is never an older copy. */
export function useDraftForEditorQuery(draftId: string | undefined, { enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.drafts.fetchDraft.queryOptions({ eventUuid: draftId ?? '' }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in person's drafts (the Drafts tab of /events). */
export function useDraftListQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.drafts.fetchDrafts.queryOptions());
}

/** The drafts as the editor of a published party needs them (its autosaved draft, if any): always fresh. */
export function useFreshDraftListQuery({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.drafts.fetchDrafts.queryOptions(), enabled, retry: false, staleTime: 0 });
}

/**
 * One draft live (drafts.onDraftChange): saved again from another tab (its editor autosaving), or deleted there;
 * the draft and the list of drafts are read again.
 */
export function useDraftLive(draftId: string, { readAt }: { readAt: () => number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useLiveUpdates({
    key: `draft:${draftId}`,
    enabled: Boolean(draftId),
    kinds: DRAFT_CHANGES,
    readAt,
    subscribe: (lastEventId, handlers) =>
      client.drafts.onDraftChange.subscribe({ eventUuid: draftId, lastEventId }, handlers),
    readAgain: () => {
      void readAgainNow(queryClient, { queryKey: trpc.drafts.fetchDraft.queryKey({ eventUuid: draftId }) });
      void readAgainNow(queryClient, { queryKey: trpc.drafts.fetchDrafts.pathKey() });
    },
  });
}
