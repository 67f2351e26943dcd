import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_HISTORY_COPY } from '../../../shared/images/copy';
import { carouselPages, showViewAll } from '../../../shared/images/history';
import { ImageGrid } from './ImageGrid';
import { ImageHistoryModal } from './ImageHistoryModal';
import { useCoverHistory } from './useCoverHistory';

type Props = {
  signedIn: boolean;
  loginUrl: string;
  /** The saved party (edit mode): its earlier covers come first. */
  eventId?: string;
  selected: string | null | undefined;
  onPick: (imageUrl: string, themeId?: number) => void;
};

/**
 * 'Your images': the previous-cover carousel (6 per page, at most 8 pages) of earlier covers, uploads and
 * generated covers, with 'View all' above 6 opening the history modal.
 */
export function PreviousCovers({ signedIn, loginUrl, eventId, selected, onPick }: Props) {
  const history = useCoverHistory({ signedIn, eventId, selected });
  const pages = carouselPages(history.recent);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const current = pages[Math.min(page, pages.length) - 1] ?? [];

  return (
    <Stack gap="xs" data-testid="previous-covers">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Your images
        </Text>
        {showViewAll(history.recent.length) ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
            {IMAGE_HISTORY_COPY.viewAll}
          </Button>
        ) : (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setOpen(true)}>
            Image history
          </Button>
        )}
      </Group>
      {history.loading ? (
        <Group gap="xs" grow>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={84} radius="md" />
          ))}
        </Group>
      ) : (
        <ImageGrid
          images={current}
          selected={selected}
          onPick={(url) => onPick(url)}
          empty={IMAGE_HISTORY_COPY.noGenerated}
        />
      )}
      {pages.length > 1 && (
        <Pagination
          total={pages.length}
          value={Math.min(page, pages.length)}
          onChange={setPage}
          size="sm"
          withControls
        />
      )}
      <ImageHistoryModal
        opened={open}
        onClose={() => setOpen(false)}
        uploaded={history.uploaded}
        generated={history.generated}
        signedIn={signedIn}
        loginUrl={loginUrl}
        selected={selected}
        onPick={onPick}
      />
    </Stack>
  );
}
