import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../app/lib/trpc';

// The images feature's cache: the gallery of built-in covers by theme (images.gallery), which does not change
// while the page is open; the signed-in user's cover history, refreshed after each generation; colours from a
// cover; background search.

export function useGalleryQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.images.gallery.queryOptions(), enabled, staleTime: Number.POSITIVE_INFINITY });
}

export function useImageHistoryQuery({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.images.getEventImageHistory.queryOptions(), enabled });
}

/**
 * Reads the account's history again when the cover (`selected`) changes from the one the editor opened with:
 * an upload (which no query of this feature sent) or a generation is in the history at once.
 */
export function useReadHistoryAgainOnNewCover(signedIn: boolean, selected: string | null | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const openedWith = useRef(selected);
  useEffect(() => {
    if (signedIn && selected && selected !== openedWith.current)
      void queryClient.invalidateQueries({ queryKey: trpc.images.getEventImageHistory.queryKey() });
  }, [signedIn, selected, queryClient, trpc]);
}

/** The party's earlier covers (its hosts only); nothing to ask for a party not saved yet. */
export function usePreviousImagesQuery(eventId: string | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.images.fetchPreviousImages.queryOptions({ eventId: eventId ?? '' }),
    enabled: Boolean(eventId),
  });
}

/** generateEventImage (signed in) or sampleEventImage (visitor); a success refreshes the history. */
export function useGenerateMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: trpc.images.getEventImageHistory.queryKey() });
  return {
    signedIn: useMutation(trpc.images.generateEventImage.mutationOptions({ onSuccess })),
    visitor: useMutation(trpc.images.sampleEventImage.mutationOptions()),
  };
}

export function useCoverColorsMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.images.coverColors.mutationOptions());
}

/** A few search words from the party's title and prompt (none while it has no words). */
export function useKeywordIdeas(words: string): string[] {
  const trpc = useTRPC();
  const keywords = useMutation(trpc.images.getSearchKeywords.mutationOptions());
  const [ideas, setIdeas] = useState<string[]>([]);
  // Asked once the words rest for a moment, not on every keystroke.
  const [text] = useDebouncedValue(words.trim(), 600);
  const { mutate } = keywords;
  useEffect(() => {
    if (!text) return;
    mutate({ prompt: text }, { onSuccess: (answer) => setIdeas(answer.keywords.slice(0, 5)) });
  }, [text, mutate]);
  return text ? ideas : [];
}
