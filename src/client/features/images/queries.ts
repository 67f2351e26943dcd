import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';

// The images feature's cache: the gallery of built-in covers by theme (images.gallery), which does not change
// while the page is open.

export function useGalleryQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.images.gallery.queryOptions(), enabled, staleTime: Number.POSITIVE_INFINITY });
}
