// GIPHY search (https://developers.giphy.com/docs/api/endpoint#search): looping GIFs, served as their mp4
// rendition where GIPHY has one (a fraction of the GIF's weight).
import { z } from 'zod';
import { BACKGROUNDS_PER_PAGE, type BackgroundResult, type BackgroundSearch } from './types';

const rendition = z.object({
  url: z.string().optional(),
  mp4: z.string().optional(),
  webp: z.string().optional(),
});
const answerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string().optional(),
      images: z.object({
        original: rendition,
        fixed_width_still: rendition.optional(),
        fixed_width: rendition.optional(),
      }),
    }),
  ),
});

export class GiphyGifs implements BackgroundSearch {
  readonly name = 'giphy';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
  ) {}

  async search(query: string, page: number): Promise<BackgroundResult[]> {
    const url = new URL('/v1/gifs/search', this.baseUrl);
    url.search = new URLSearchParams({
      api_key: this.apiKey,
      q: query,
      limit: String(BACKGROUNDS_PER_PAGE),
      offset: String(page * BACKGROUNDS_PER_PAGE),
      rating: 'g',
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GIPHY answered HTTP ${response.status}`);
    const { data } = answerSchema.parse(await response.json());
    return data.flatMap((gif) => {
      const { original } = gif.images;
      const url = original.mp4 ?? original.webp ?? original.url;
      if (!url) return [];
      return [
        {
          id: `giphy:${gif.id}`,
          title: gif.title?.trim() || 'GIPHY animation',
          url,
          kind: original.mp4 ? ('video' as const) : ('image' as const),
          previewUrl: gif.images.fixed_width_still?.url ?? gif.images.fixed_width?.url ?? url,
          source: 'giphy' as const,
        },
      ];
    });
  }
}
