import type { Inspiration } from './schema';

// How the landing page draws the built-in covers: a 384 px thumbnail or the 768 px cover, whichever the
// browser needs for the width drawn and the screen's density. The server's first paint and the React page say
// exactly the same, so the browser picks the same file for both and loads it once.

export const THUMBNAIL_WIDTH = 384;
export const COVER_WIDTH = 768;

/** The carousel's cover: the whole column on a phone, 380 px beside the hero text. */
export const CAROUSEL_IMAGE_SIZES = '(max-width: 767px) calc(100vw - 48px), 380px';

export const coverSrcSet = (inspiration: Pick<Inspiration, 'thumbnailUrl' | 'photoUrl'>) =>
  `${inspiration.thumbnailUrl} ${THUMBNAIL_WIDTH}w, ${inspiration.photoUrl} ${COVER_WIDTH}w`;
