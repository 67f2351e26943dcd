import { Button, Card, Container, Group, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconConfetti } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { eventWhenText } from '../../../../shared/events/eventDateText';
import { upcomingPartiesText } from '../../../../shared/events/eventLabels';
import {
  EVENT_TAB_LABELS,
  type EventTab,
  itemsForTab,
  resolveEventTab,
  upcomingCount,
  visibleEventTabs,
} from '../../../../shared/events/eventTabs';
import { isPastEvent } from '../../../../shared/events/eventTimes';
import { EventCard } from './EventCard';
import { log } from '../../../app/lib/log';
import { useSession } from '../../../app/lib/session';
import { useDraftListQuery } from '../../drafts';
import { useEventListLive, useEventListQuery } from './listQueries';
import classes from './Events.module.css';
import { cardStatusOf, draftCardPath, type EventListItem, toListItems } from './eventListItems';
import { HostCardMenu } from './HostCardMenu';

const EMPTY_TEXT: Record<EventTab, { title: string; body: string }> = {
  ALL: {
    title: 'No parties yet',
    body: 'Parties you host or are invited to will show up here. Start one and send the link to your people.',
  },
  HOSTED_BY_YOU: {
    title: 'You are not hosting anything yet',
    body: 'Throw a party: pick a cover, set a time and a place, and invite your people.',
  },
  UPCOMING: { title: 'Nothing coming up', body: 'Your next party is one invitation away.' },
  PAST: { title: 'No past parties yet', body: 'Parties you have been to or hosted will be kept here.' },
  DRAFTS: { title: 'No drafts', body: 'Unfinished parties are saved here as you edit them.' },
};

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /events: the user's parties and drafts, by tab; the tab lives in navigation state so Back returns to it. */
export function EventsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const eventsQuery = useEventListQuery();
  const draftsQuery = useDraftListQuery();
  // Parties and drafts changed elsewhere (an answer, a cohost's edit, a draft saved in another tab).
  useEventListLive({ readAt: () => Math.min(eventsQuery.dataUpdatedAt, draftsQuery.dataUpdatedAt) });

  // Spec: a failed fetch shows an empty list and is logged.
  useEffect(() => {
    if (eventsQuery.error) log.error('fetchEvents failed', eventsQuery.error);
    if (draftsQuery.error) log.error('fetchDrafts failed', draftsQuery.error);
  }, [eventsQuery.error, draftsQuery.error]);

  const items = useMemo(
    () => toListItems(eventsQuery.data?.events ?? [], draftsQuery.data?.drafts ?? []),
    [eventsQuery.data, draftsQuery.data],
  );
  const now = Date.now();
  const hasDrafts = items.some((item) => item.kind === 'draft');
  const requestedTab = (location.state as { activeTab?: unknown } | null)?.activeTab;
  const activeTab = resolveEventTab(requestedTab, hasDrafts);
  const loading = eventsQuery.isPending || draftsQuery.isPending;
  const shown = itemsForTab(items, activeTab, now);
  const firstName = session?.name?.trim().split(/\s+/)[0];

  const chooseTab = (value: string | null) => {
    const tab = resolveEventTab(value, hasDrafts);
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...asObject(location.state), activeTab: tab },
    });
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <Stack gap={4}>
          <Title order={1} className={classes.title}>
            {firstName ? `Hi ${firstName}!` : 'Your parties'}
          </Title>
          {loading ? (
            <Skeleton height={20} width={220} />
          ) : (
            <Text c="dimmed" size="lg" data-testid="upcoming-count">
              {upcomingPartiesText(upcomingCount(items, now))}
            </Text>
          )}
        </Stack>
        <Button component={Link} to="/event/create" size="md" leftSection={<IconCalendarPlus size={18} />}>
          Create a party
        </Button>
      </Group>

      <Tabs value={activeTab} onChange={chooseTab} variant="pills" radius="xl" mb="xl" keepMounted={false}>
        <Tabs.List className={classes.tabs}>
          {visibleEventTabs(hasDrafts).map((tab) => (
            <Tabs.Tab key={tab} value={tab} className={classes.tab}>
              {EVENT_TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {loading ? (
        <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading your parties">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className={classes.skeleton} radius="lg" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState tab={activeTab} />
      ) : (
        <div className={classes.grid}>
          {shown.map((item) => (
            <ListCard key={`${item.kind}-${item.id}`} item={item} now={now} />
          ))}
        </div>
      )}
    </Container>
  );
}

const asObject = (state: unknown) => (typeof state === 'object' && state !== null ? state : {});

function ListCard({ item, now }: { item: EventListItem; now: number }) {
  const whenText = eventWhenText(item, { now, viewerTimeZone: viewerTimeZone() });
  const common = { whenText, ...cardStatusOf(item, now) };
  if (item.kind === 'draft') {
    const { event } = item.draft;
    return (
      <EventCard
        {...common}
        to={draftCardPath(item.id)}
        title={event.title}
        photoUrl={event.photoUrl ?? null}
        tint={event.colors}
      />
    );
  }
  const e = item.summary;
  return (
    <EventCard
      {...common}
      to={`/event/${e.id}`}
      title={e.title}
      photoUrl={e.photoUrl}
      tint={e.colors}
      muted={isPastEvent(e, now)}
      menu={e.isHost ? <HostCardMenu event={e} now={now} /> : undefined}
    />
  );
}

function EmptyState({ tab }: { tab: EventTab }) {
  const text = EMPTY_TEXT[tab];
  return (
    <Card withBorder className={classes.empty}>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconConfetti size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={3}>{text.title}</Title>
        <Text c="dimmed" maw={380}>
          {text.body}
        </Text>
        <Button
          component={Link}
          to="/event/create"
          size="md"
          mt="xs"
          leftSection={<IconCalendarPlus size={18} />}
        >
          Create a party
        </Button>
      </Stack>
    </Card>
  );
}
