import { useMediaQuery } from '@mantine/hooks';
import { previewTiles } from '../../../shared/album/rules';
import type { PhotoMeta } from '../../../shared/album/schema';
import { MOBILE_MAX_WIDTH_PX } from '../../../shared/constants';
import classes from './Album.module.css';

/**
 * The album preview on the event page (spec section 2): up to 18 photos in rows of 9 on desktop, 3 on mobile;
 * past that the last tile says "+N" and opens the viewer's grid.
 */
export function AlbumPreview({
  photos,
  onOpen,
  onOpenAll,
}: {
  photos: PhotoMeta[];
  onOpen: (index: number) => void;
  onOpenAll: () => void;
}) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`) ?? false;
  const { shown, more } = previewTiles(photos, mobile);
  const lastIndex = shown.length - 1;
  return (
    <ul className={classes.preview} data-testid="album-preview" data-mobile={mobile || undefined}>
      {shown.map((photo, i) => {
        const isMore = more > 0 && i === lastIndex;
        return (
          <li key={photo.photoId}>
            <button
              type="button"
              className={classes.tile}
              onClick={() => (isMore ? onOpenAll() : onOpen(i))}
              aria-label={
                isMore
                  ? `See all ${photos.length} photos (${more} more)`
                  : `Open photo ${i + 1} of ${photos.length}`
              }
              data-testid={isMore ? 'album-more' : 'album-tile'}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" />
              {isMore && (
                <span className={classes.moreTile} aria-hidden="true">
                  +{more}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
