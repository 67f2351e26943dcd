import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { openConfirmModal } from '../../../app/lib/confirmModals';
import { CopyTextButton } from '../../../app/ui/CopyTextButton';

/**
 * Every party in your calendar (issue 44): the account's feed address, to subscribe with a calendar app
 * (webcal://) or copy into one, and a reset for a link shared by mistake.
 */
export function CalendarFeed() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.accounts.calendarFeed.queryOptions());
  const reset = useMutation(
    trpc.accounts.resetCalendarFeed.mutationOptions({
      onSuccess: (links) => {
        queryClient.setQueryData(trpc.accounts.calendarFeed.queryKey(), links);
        notify.info('Your calendar has a new link. Subscribe again with it; the old one no longer works.');
      },
      onError: (error) => notify.error(errorMessage(error, 'Could not reset the calendar link.')),
    }),
  );
  const confirmReset = () =>
    openConfirmModal({
      title: 'Reset the calendar link?',
      children: (
        <Text size="sm">
          Calendars subscribed with the current link stop getting your parties. You can subscribe again with
          the new one.
        </Text>
      ),
      labels: { confirm: 'Reset link', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => reset.mutate(),
    });

  return (
    <Stack gap="xs" data-testid="calendar-feed">
      <Title order={2} size="h4">
        Your parties in your calendar
      </Title>
      <Text size="sm" c="dimmed">
        Every party you host or said yes to, in Google, Apple or Outlook Calendar. New parties, changed times
        and cancellations show up there by themselves. Keep the link to yourself: anyone with it sees your
        parties.
      </Text>
      {feed.data ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Calendar link"
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyTextButton value={feed.data.url} label="Copy calendar link" copiedLabel="Copied!" />
          </Group>
          <Group gap="sm">
            <Button
              component="a"
              href={feed.data.webcalUrl}
              variant="light"
              leftSection={<IconCalendarPlus size={18} />}
            >
              Subscribe in your calendar
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconRefresh size={18} />}
              loading={reset.isPending}
              onClick={confirmReset}
            >
              Reset link
            </Button>
          </Group>
        </>
      ) : feed.error ? (
        <Text size="sm" c="red.9">
          {errorMessage(feed.error, 'Could not load your calendar link.')}
        </Text>
      ) : (
        <Skeleton height={60} />
      )}
    </Stack>
  );
}
