import { Box, SimpleGrid, Skeleton, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { THEME_CATEGORIES, type ThemeCategory } from '../../../shared/themes/themes';
import classes from './GalleryGrid.module.css';
import { useGalleryQuery } from './queries';

/**
 * The landing page's theme menu (spec /welcome): main categories, then their sub-categories' themes as cover
 * cards. Clicking a theme goes to /instant with navigation state theme (quick-create).
 */
export function ThemeQuickStart() {
  const gallery = useGalleryQuery();
  const [category, setCategory] = useState<ThemeCategory>('Parties');
  const groups = gallery.data?.groups.filter((group) => group.category === category) ?? [];

  return (
    <Box component="section" aria-labelledby="theme-quick-start">
      <Title order={2} id="theme-quick-start" mb={4}>
        Start from a theme
      </Title>
      <Text c="dimmed" mb="md">
        Pick a theme and your invitation starts with its cover, title and description.
      </Text>
      <Tabs
        value={category}
        onChange={(value) => value && setCategory(value as ThemeCategory)}
        variant="pills"
        radius="xl"
        mb="md"
      >
        <Tabs.List>
          {THEME_CATEGORIES.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {gallery.isPending ? (
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={classes.tile} />
          ))}
        </SimpleGrid>
      ) : (
        groups.map((group) => (
          <Box key={group.subCategory} mb="md">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
              {group.subCategory}
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
              {group.images.map((image) => (
                <UnstyledButton
                  key={image.slug}
                  component={Link}
                  to="/instant"
                  state={{ theme: image.slug }}
                  aria-label={`Start a ${image.theme} party`}
                >
                  <span className={classes.tile}>
                    <img src={image.imageUrl} alt="" loading="lazy" className={classes.image} />
                  </span>
                  <Text size="sm" mt={4} lineClamp={1}>
                    {image.theme}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Box>
        ))
      )}
    </Box>
  );
}
