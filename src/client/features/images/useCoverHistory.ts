// Every cover a host can take again: the party's earlier covers, their uploads and their generated covers
// (a visitor's generated ones from this browser), newest first, each once.
import { uniqueByUrl } from '../../../shared/images/history';
import { useImageHistoryQuery, usePreviousImagesQuery } from './queries';
import { readVisitorImages } from './visitorImages';

export type HistoryImage = { imageUrl: string; label: string };

export function useCoverHistory({ signedIn, eventId }: { signedIn: boolean; eventId?: string }) {
  const history = useImageHistoryQuery({ enabled: signedIn });
  const previous = usePreviousImagesQuery(signedIn ? eventId : undefined);
  const previousImages = previous.data?.previousImages ?? [];
  const uploaded: HistoryImage[] = (history.data?.uploadedImages ?? []).map((image) => ({
    imageUrl: image.imageUrl,
    label: 'Uploaded image',
  }));
  const generated: Array<HistoryImage & { createdAt: number }> = signedIn
    ? (history.data?.images ?? []).map((image) => ({
        imageUrl: image.imageUrl,
        label: image.prompt ? `Generated: ${image.prompt}` : 'Generated image',
        createdAt: image.createdAt,
      }))
    : readVisitorImages().map((image) => ({
        imageUrl: image.imageUrl,
        label: `Generated: ${image.prompt}`,
        createdAt: image.createdAt,
      }));
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
