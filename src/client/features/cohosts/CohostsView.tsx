import { Anchor, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { cohostLinkUrl } from '../../../shared/cohosts/rules';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { AddCohostForm } from './AddCohostForm';
import { CohostLinkCard } from './CohostLinkCard';
import { CohostList } from './CohostList';
import { log } from '../../app/lib/log';
import classes from './Cohosts.module.css';
import { useCohostLinkQuery, useCohostListLive, useCohostListQuery } from './queries';
import { useCohostActions } from './useCohostActions';

/** The cohost list; for the host also adding by e-mail and the cohost link (copy, invalidate). */
export function CohostsView({ eventId }: { eventId: string }) {
  const list = useCohostListQuery(eventId);
  useCohostListLive(eventId, { readAt: () => list.dataUpdatedAt });
  const isHost = list.data?.role === 'host';
  const link = useCohostLinkQuery(eventId, { enabled: isHost });
  const actions = useCohostActions(eventId, () => link.refetch());
  const title = list.data ? list.data.title.trim() || UNTITLED_PARTY : null;

  useEffect(() => {
    if (title) document.title = `Cohosts · ${title} | Elk`;
  }, [title]);
  useEffect(() => {
    if (link.error) log.error('getCohostLink failed', link.error);
  }, [link.error]);

  if (list.error) return <Navigate to={`/event/${eventId}`} replace />;

  const linkUrl = link.data ? cohostLinkUrl(window.location.origin, eventId, link.data.linkUuid) : null;
  const cohosts = list.data?.cohosts ?? [];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <CohostsHeader eventId={eventId} title={title} />
        <div className={isHost ? classes.columns : undefined}>
          <Paper withBorder radius="md" className={classes.listPaper}>
            <HostingTeamHeader loading={list.isPending} isHost={isHost} cohostCount={cohosts.length} />
            <CohostList
              host={list.data?.host ?? null}
              cohosts={cohosts}
              loading={list.isPending}
              canManage={isHost}
              busyId={actions.busyId}
              onRemove={actions.onRemove}
              onResend={actions.onResend}
            />
          </Paper>

          {isHost && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    Add a cohost
                  </Title>
                  <AddCohostForm onAdd={actions.addCohost} />
                </Stack>
              </Paper>
              <CohostLinkCard
                url={linkUrl}
                loading={link.isPending}
                invalidating={actions.invalidating}
                onInvalidate={actions.invalidateLink}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </Container>
  );
}

/** The party's name (back to its page), the page's heading and what cohosts may do. */
function CohostsHeader({ eventId, title }: { eventId: string; title: string | null }) {
  return (
    <Stack gap={2} miw={0}>
      <Anchor component={Link} to={`/event/${eventId}`} size="sm" c="dimmed" className={classes.eventLink}>
        {title ?? <Skeleton component="span" h={14} w={140} display="inline-block" />}
      </Anchor>
      <Title order={1} className={classes.heading}>
        Cohosts
      </Title>
      <Text c="dimmed" size="sm">
        Cohosts help you run the party: they can edit it and manage its guest list.
      </Text>
    </Stack>
  );
}

/** "Hosting team" with the number of cohosts (for the host) or who may change the team. */
function HostingTeamHeader({
  loading,
  isHost,
  cohostCount,
}: {
  loading: boolean;
  isHost: boolean;
  cohostCount: number;
}) {
  return (
    <div className={classes.listHeader}>
      <Text fw={700}>Hosting team</Text>
      {!loading && (
        <Text size="xs" c="dimmed" data-testid="cohost-count">
          {isHost
            ? `${cohostCount} ${cohostCount === 1 ? 'cohost' : 'cohosts'}`
            : 'Only the host can add or remove cohosts.'}
        </Text>
      )}
    </div>
  );
}
