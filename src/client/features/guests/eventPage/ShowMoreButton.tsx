import { Button } from '@mantine/core';

/** The next page of an expanded guest-list section (guests.listEventGuests), while there is one. */
export function ShowMoreButton({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      mt="xs"
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      Show more
    </Button>
  );
}
