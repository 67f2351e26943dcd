// The built-in backgrounds: animated SVGs that ship with the app (rendered by the images feature at
// /backgrounds/{slug}.svg), found by season and mood. One page holds them all.
import { builtInBackgroundPath, searchBuiltInBackgrounds } from '../../../../shared/themes/backgrounds';
import type { BackgroundResult, BackgroundSearch } from './types';

export class LocalBackgrounds implements BackgroundSearch {
  readonly name = 'builtIn';

  async search(query: string, page: number): Promise<BackgroundResult[]> {
    if (page > 0) return [];
    return searchBuiltInBackgrounds(query).map((background) => ({
      id: `builtIn:${background.slug}`,
      title: background.title,
      url: builtInBackgroundPath(background.slug),
      kind: 'image' as const,
      previewUrl: builtInBackgroundPath(background.slug),
      source: 'builtIn' as const,
    }));
  }
}
