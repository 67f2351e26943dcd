import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './GalleryGrid.module.css';
import type { HistoryImage } from './useCoverHistory';

/** Square thumbnails to pick a cover from; the empty text when there are none. */
export function ImageGrid({
  images,
  selected,
  onPick,
  empty,
  cols = 3,
}: {
  images: HistoryImage[];
  selected: string | null | undefined;
  onPick: (imageUrl: string) => void;
  empty: string;
  cols?: number;
}) {
  if (images.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="xs">
      {images.map((image) => (
        <UnstyledButton
          key={image.imageUrl}
          className={classes.tile}
          data-selected={selected === image.imageUrl || undefined}
          aria-pressed={selected === image.imageUrl}
          onClick={() => onPick(image.imageUrl)}
        >
          <img src={image.imageUrl} alt={image.label} loading="lazy" className={classes.image} />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
