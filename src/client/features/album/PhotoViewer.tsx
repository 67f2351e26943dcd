import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconLayoutGrid,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import { stepIndex, swipeDirection } from '../../../shared/album/rules';
import type { PhotoMeta } from '../../../shared/album/schema';
import classes from './Album.module.css';

type PhotoViewerProps = {
  opened: boolean;
  photos: PhotoMeta[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onClose: () => void;
  downloadUrl: (photoId: string) => string;
  zipUrl: string;
  onRemove: (photo: PhotoMeta) => void;
  removing: boolean;
};

/**
 * The photo viewer (spec section 2): a grid of every thumbnail, and one photo at full size with the arrow keys,
 * a swipe on touch screens, or the side buttons to move on. Escape leaves the full-size view for the grid, then
 * closes. `index` null shows the grid.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const { opened, photos, index, onIndexChange, onClose } = props;
  const count = photos.length;
  const current = index === null ? null : (photos[Math.min(index, count - 1)] ?? null);
  useViewerKeys({ opened, showingPhoto: current !== null, index, count, onIndexChange, onClose });
  const position = current ? `Photo ${(index ?? 0) + 1} of ${count}` : ALBUM_TEXT.allPhotos(count);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      closeOnEscape={false}
      title={position}
      classNames={{ content: classes.viewer, header: classes.viewerHeader, body: classes.viewerBody }}
    >
      {current ? (
        <FullPhotoStage {...props} current={current} index={index ?? 0} count={count} />
      ) : (
        <PhotoGrid photos={photos} zipUrl={props.zipUrl} onIndexChange={onIndexChange} />
      )}
    </Modal>
  );
}

/** Escape goes from a photo back to the grid, then closes; the arrow keys move between photos. */
function useViewerKeys({
  opened,
  showingPhoto,
  index,
  count,
  onIndexChange,
  onClose,
}: {
  opened: boolean;
  showingPhoto: boolean;
  index: number | null;
  count: number;
  onIndexChange: (index: number | null) => void;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (showingPhoto) onIndexChange(null);
        else onClose();
      } else if (showingPhoto && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        event.preventDefault();
        onIndexChange(stepIndex(index ?? 0, event.key === 'ArrowRight' ? 1 : -1, count));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, showingPhoto, index, count, onIndexChange, onClose]);
}

/** One photo at full size: swipe or the side buttons to move on, and All photos, Download and Remove under it. */
function FullPhotoStage({
  current,
  index,
  count,
  onIndexChange,
  downloadUrl,
  onRemove,
  removing,
}: PhotoViewerProps & { current: PhotoMeta; index: number; count: number }) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      className={classes.stage}
      onTouchStart={(event) => {
        const t = event.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touch.current;
        const t = event.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const step = swipeDirection(t.clientX - start.x, t.clientY - start.y);
        if (step !== 0) onIndexChange(stepIndex(index, step, count));
      }}
    >
      <div className={classes.photoArea}>
        <img
          key={current.photoId}
          src={current.fullsizeUrl}
          alt={`Photo ${index + 1} of ${count}`}
          className={classes.fullPhoto}
          data-testid="viewer-photo"
          data-photo-id={current.photoId}
        />
        {count > 1 && (
          <>
            <ActionIcon
              className={`${classes.navButton} ${classes.navPrev}`}
              size="xl"
              radius="xl"
              variant="white"
              aria-label="Previous photo"
              onClick={() => onIndexChange(stepIndex(index, -1, count))}
            >
              <IconChevronLeft />
            </ActionIcon>
            <ActionIcon
              className={`${classes.navButton} ${classes.navNext}`}
              size="xl"
              radius="xl"
              variant="white"
              aria-label="Next photo"
              onClick={() => onIndexChange(stepIndex(index, 1, count))}
            >
              <IconChevronRight />
            </ActionIcon>
          </>
        )}
      </div>
      <PhotoTools
        photo={current}
        downloadUrl={downloadUrl}
        onShowAll={() => onIndexChange(null)}
        onRemove={onRemove}
        removing={removing}
      />
    </div>
  );
}

/** Every thumbnail, each opening its photo, and Download all. */
function PhotoGrid({
  photos,
  zipUrl,
  onIndexChange,
}: {
  photos: PhotoMeta[];
  zipUrl: string;
  onIndexChange: (index: number) => void;
}) {
  const count = photos.length;
  return (
    <div className={classes.gridView}>
      <Group justify="space-between" mb="md">
        <Text size="sm" c="gray.3">
          Tap a photo to see it full size. Use ← and → to move, Esc to go back.
        </Text>
        {count > 0 && (
          <Button
            component="a"
            href={zipUrl}
            download
            variant="white"
            color="dark"
            size="compact-md"
            leftSection={<IconDownload size={16} />}
          >
            {ALBUM_TEXT.downloadAll}
          </Button>
        )}
      </Group>
      <ul className={classes.viewerGrid} aria-label="All photos">
        {photos.map((photo, i) => (
          <li key={photo.photoId}>
            <button
              type="button"
              className={classes.viewerTile}
              onClick={() => onIndexChange(i)}
              aria-label={`Open photo ${i + 1} of ${count}`}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under the photo: back to All photos, Download, and Remove for someone who may. */
function PhotoTools({
  photo,
  downloadUrl,
  onShowAll,
  onRemove,
  removing,
}: {
  photo: PhotoMeta;
  downloadUrl: (photoId: string) => string;
  onShowAll: () => void;
  onRemove: (photo: PhotoMeta) => void;
  removing: boolean;
}) {
  return (
    <Group className={classes.stageTools} gap="xs" justify="center">
      <Button
        variant="white"
        color="dark"
        size="compact-md"
        leftSection={<IconLayoutGrid size={16} />}
        onClick={onShowAll}
      >
        All photos
      </Button>
      <Button
        component="a"
        href={downloadUrl(photo.photoId)}
        download
        variant="white"
        color="dark"
        size="compact-md"
        leftSection={<IconDownload size={16} />}
      >
        {ALBUM_TEXT.download}
      </Button>
      {photo.canRemove && (
        <Button
          variant="white"
          color="red"
          size="compact-md"
          loading={removing}
          leftSection={<IconTrash size={16} />}
          onClick={() => onRemove(photo)}
        >
          {ALBUM_TEXT.remove}
        </Button>
      )}
    </Group>
  );
}
