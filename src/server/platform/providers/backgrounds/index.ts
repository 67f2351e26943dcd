// Background video search by env: Pexels videos first, then GIPHY's (spec section 7: videos first, then
// gifs); a service that fails is logged and counts as no results, so the other one (and, when both give
// nothing, the built-in set) still answers.
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { GiphyGifs } from './giphy';
import { LocalBackgrounds } from './local';
import { PexelsVideos } from './pexels';
import type { BackgroundResult, BackgroundSearch } from './types';

export type { BackgroundResult, BackgroundSearch } from './types';

class CombinedSearch implements BackgroundSearch {
  readonly name: string;
  private readonly builtIn = new LocalBackgrounds();

  constructor(
    private readonly sources: BackgroundSearch[],
    private readonly logger: Logger,
  ) {
    this.name = sources.map((s) => s.name).join('+');
  }

  async search(query: string, page: number): Promise<BackgroundResult[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        source.search(query, page).catch((error: unknown) => {
          this.logger.warn(
            { err: error, source: source.name },
            'background search failed; using the other source',
          );
          return [];
        }),
      ),
    );
    const found = lists.flat();
    return found.length || page > 0 ? found : this.builtIn.search(query, 0);
  }
}

const searches = new WeakMap<Env, BackgroundSearch>();

/** One search per configuration: the keyed services, else the built-in backgrounds. */
export function backgroundSearchFor(env: Env, logger: Logger): BackgroundSearch {
  let search = searches.get(env);
  if (!search) {
    const sources: BackgroundSearch[] = [];
    if (env.PEXELS_API_KEY) sources.push(new PexelsVideos(env.PEXELS_API_KEY, env.PEXELS_API_URL));
    if (env.GIPHY_API_KEY) sources.push(new GiphyGifs(env.GIPHY_API_KEY, env.GIPHY_API_URL));
    search = sources.length ? new CombinedSearch(sources, logger) : new LocalBackgrounds();
    searches.set(env, search);
  }
  return search;
}
