// The cover history (spec sections 2 and 3): the previous-cover carousel pages 6 at a time, at most 8 pages,
// with 'View all' once there are more than 6; an event remembers the covers it had (previousImages).

export const PREVIOUS_IMAGES_PER_PAGE = 6;
export const PREVIOUS_IMAGES_MAX_PAGES = 8;
/** The most previous covers an event keeps and the carousel shows. */
export const PREVIOUS_IMAGES_MAX = PREVIOUS_IMAGES_PER_PAGE * PREVIOUS_IMAGES_MAX_PAGES;

export type PreviousImage = { imageUrl: string };

/** The carousel's pages: 6 images each, at most 8 pages. */
export function carouselPages<T>(images: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (
    let at = 0;
    at < images.length && pages.length < PREVIOUS_IMAGES_MAX_PAGES;
    at += PREVIOUS_IMAGES_PER_PAGE
  ) {
    pages.push(images.slice(at, at + PREVIOUS_IMAGES_PER_PAGE));
  }
  return pages;
}

/** 'View all' shows above the carousel once it holds more than one page. */
export const showViewAll = (count: number) => count > PREVIOUS_IMAGES_PER_PAGE;

/**
 * An event's previous covers after its cover changed from `before` to `after`: the cover it leaves goes first,
 * the one it takes leaves the list (it is the cover again), no URL twice, the newest 48 kept.
 */
export function withPreviousCover(
  previous: readonly PreviousImage[],
  before: string | null | undefined,
  after: string | null | undefined,
): PreviousImage[] {
  const leaving = before?.trim();
  const taking = after?.trim();
  if (leaving === taking) return [...previous];
  const list = leaving ? [{ imageUrl: leaving }, ...previous] : [...previous];
  const seen = new Set<string>();
  return list
    .filter(({ imageUrl }) => {
      if (imageUrl === taking || seen.has(imageUrl)) return false;
      seen.add(imageUrl);
      return true;
    })
    .slice(0, PREVIOUS_IMAGES_MAX);
}

/** Image URLs in order, each once (the carousel merges the event's covers with the host's history). */
export function uniqueByUrl<T extends { imageUrl: string }>(lists: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((image) => {
    if (seen.has(image.imageUrl)) return false;
    seen.add(image.imageUrl);
    return true;
  });
}

/**
 * The generated covers a signed-in host is offered: their account's and the ones this browser made before
 * they signed in (issue 38: a visitor's unused variants are not lost by signing up), newest first, each once.
 */
export function withBrowserCovers<T extends { imageUrl: string; createdAt: number }>(
  account: readonly T[],
  browser: readonly T[],
): T[] {
  return uniqueByUrl([[...account, ...browser].sort((a, b) => b.createdAt - a.createdAt)]);
}
