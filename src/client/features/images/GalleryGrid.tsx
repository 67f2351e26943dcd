import { Alert, Box, SimpleGrid, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import classes from './GalleryGrid.module.css';
import { useGalleryQuery } from './queries';

type Props = { selected: string | null | undefined; onPick: (imageUrl: string, themeId: number) => void };

/** The built-in covers, grouped by the theme catalogue. */
export function GalleryGrid({ selected, onPick }: Props) {
  const gallery = useGalleryQuery();

  if (gallery.isError) {
    return <Alert color="red">The gallery could not be loaded. Please try again.</Alert>;
  }
  if (!gallery.data) {
    return (
      <SimpleGrid cols={3} spacing="xs">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className={classes.tile} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="lg">
      {gallery.data.groups.map((group) => (
        <Box key={`${group.category}/${group.subCategory}`} component="section">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {group.category} · {group.subCategory}
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            {group.images.map((image) => (
              <Tooltip key={image.slug} label={image.theme} openDelay={400}>
                <UnstyledButton
                  className={classes.tile}
                  data-selected={selected === image.imageUrl || undefined}
                  aria-pressed={selected === image.imageUrl}
                  onClick={() => onPick(image.imageUrl, image.themeId)}
                >
                  <img src={image.imageUrl} alt={image.theme} loading="lazy" className={classes.image} />
                </UnstyledButton>
              </Tooltip>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
