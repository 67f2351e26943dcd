// Pexels video search (https://www.pexels.com/api/documentation/#videos-search): stock videos by query.
import { z } from 'zod';
import { BACKGROUNDS_PER_PAGE, type BackgroundResult, type BackgroundSearch } from './types';

const answerSchema = z.object({
  videos: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      url: z.string().optional(),
      image: z.string().optional(),
      video_files: z.array(
        z.object({ link: z.string(), file_type: z.string().nullish(), width: z.number().nullish() }),
      ),
    }),
  ),
});

/** The mp4 closest to 1280 px wide: sharp enough for a backdrop, light enough to stream. */
function bestFile(files: z.infer<typeof answerSchema>['videos'][number]['video_files']) {
  return files
    .filter((file) => (file.file_type ?? 'video/mp4') === 'video/mp4')
    .sort((a, b) => Math.abs((a.width ?? 0) - 1280) - Math.abs((b.width ?? 0) - 1280))[0];
}

export class PexelsVideos implements BackgroundSearch {
  readonly name = 'pexels';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
  ) {}

  async search(query: string, page: number): Promise<BackgroundResult[]> {
    const url = new URL('/videos/search', this.baseUrl);
    url.search = new URLSearchParams({
      query,
      per_page: String(BACKGROUNDS_PER_PAGE),
      page: String(page + 1),
      orientation: 'landscape',
    }).toString();
    const response = await fetch(url, {
      headers: { Authorization: this.apiKey },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Pexels answered HTTP ${response.status}`);
    const { videos } = answerSchema.parse(await response.json());
    return videos.flatMap((video) => {
      const file = bestFile(video.video_files);
      if (!file) return [];
      return [
        {
          id: `pexels:${video.id}`,
          title:
            video.url?.split('/').filter(Boolean).pop()?.replace(/-\d+$/, '').replace(/-/g, ' ') ||
            'Pexels video',
          url: file.link,
          kind: 'video' as const,
          previewUrl: video.image ?? file.link,
          source: 'pexels' as const,
        },
      ];
    });
  }
}
