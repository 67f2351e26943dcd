// Every cover a host can take again: the party's earlier covers, their uploads and their generated covers
// (with the ones this browser generated before signing in; a visitor's from this browser only), newest first,
// each once. The account's history is read again whenever the cover changes, so a new upload is there at once.
import { uniqueByUrl, withBrowserCovers } from '../../../shared/images/history';
import { useImageHistoryQuery, usePreviousImagesQuery, useReadHistoryAgainOnNewCover } from './queries';
import { readVisitorImages } from './visitorImages';

export type HistoryImage = { imageUrl: string; label: string };

export function useCoverHistory({
  signedIn,
  eventId,
  selected,
}: {
  signedIn: boolean;
  eventId?: string;
  selected?: string | null;
}) {
  const history = useImageHistoryQuery({ enabled: signedIn });
  useReadHistoryAgainOnNewCover(signedIn, selected);
  const previous = usePreviousImagesQuery(signedIn ? eventId : undefined);
  const previousImages = previous.data?.previousImages ?? [];
  const uploaded: HistoryImage[] = (history.data?.uploadedImages ?? []).map((image) => ({
    imageUrl: image.imageUrl,
    label: 'Uploaded image',
  }));
  const browserCovers = readVisitorImages().map((image) => ({
    imageUrl: image.imageUrl,
    label: `Generated: ${image.prompt}`,
    createdAt: image.createdAt,
  }));
  const accountCovers = (history.data?.images ?? []).map((image) => ({
    imageUrl: image.imageUrl,
    label: image.prompt ? `Generated: ${image.prompt}` : 'Generated image',
    createdAt: image.createdAt,
  }));
  const generated: Array<HistoryImage & { createdAt: number }> = signedIn
    ? withBrowserCovers(accountCovers, browserCovers)
    : browserCovers;
  const byDate = [
    ...generated,
    ...(history.data?.uploadedImages ?? []).map((image) => ({ ...image, label: 'Uploaded image' })),
  ].sort((a, b) => b.createdAt - a.createdAt);
  const recent = uniqueByUrl<HistoryImage>([
    previousImages.map((image) => ({ imageUrl: image.imageUrl, label: 'Earlier cover' })),
    byDate.map(({ imageUrl, label }) => ({ imageUrl, label })),
  ]);
  return { uploaded, generated, recent, loading: signedIn && history.isPending };
}
