import type { BackgroundResult } from '../../../../shared/images/schema';

export type { BackgroundResult };

/** Finds background videos and animations for a query; one page of results, most relevant first. */
export interface BackgroundSearch {
  readonly name: string;
  search(query: string, page: number): Promise<BackgroundResult[]>;
}

/** Results per page from a remote service. */
export const BACKGROUNDS_PER_PAGE = 10;
