import { Anchor, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { cohostLinkUrl } from '../../../shared/cohosts/rules';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { CohostRow } from '../../../shared/cohosts/schema';
import { AddCohostForm } from './AddCohostForm';
import { CohostLinkCard } from './CohostLinkCard';
import { CohostList } from './CohostList';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import classes from './Cohosts.module.css';
import { useCohostCache, useCohostLinkQuery, useCohostListLive, useCohostListQuery } from './queries';

const FAILED = 'Sorry, something went wrong. Please try again.';

/** The cohost list; for the host also adding by e-mail and the cohost link (copy, invalidate). */
export function CohostsView({ eventId }: { eventId: string }) {
  const trpc = useTRPC();
  const { refreshList, showLink } = useCohostCache(eventId);
  const list = useCohostListQuery(eventId);
  useCohostListLive(eventId, { readAt: () => list.dataUpdatedAt });
  const isHost = list.data?.role === 'host';
  const link = useCohostLinkQuery(eventId, { enabled: isHost });
  const [busyId, setBusyId] = useState<string | null>(null);
  const title = list.data ? list.data.title.trim() || UNTITLED_PARTY : null;

  useEffect(() => {
    if (title) document.title = `Cohosts · ${title} | Elk`;
  }, [title]);
  useEffect(() => {
    if (link.error) log.error('getCohostLink failed', link.error);
  }, [link.error]);

  const onError = (error: unknown) => notify.error(errorMessage(error, FAILED));

  const add = useMutation(trpc.cohosts.addCohost.mutationOptions({ onSuccess: () => refreshList() }));
  const resend = useMutation(
    trpc.cohosts.resendCohostInvite.mutationOptions({
      onSuccess: (result) => {
        void refreshList();
        // A fresh link may have been made for the resend.
        void link.refetch();
        if (result.mailSent) notify.info(result.message);
        else notify.warn(result.message);
      },
      onError,
      onSettled: () => setBusyId(null),
    }),
  );
  const remove = useMutation(
    trpc.cohosts.removeCohost.mutationOptions({
      onSuccess: ({ linkUuid, cohostLink }) => {
        void refreshList();
        // Removing replaces the shared link, which the removed person holds.
        showLink({ linkUuid, cohostLink });
        notify.info('Cohost removed. The old cohost link no longer works.');
      },
      onError,
      onSettled: () => setBusyId(null),
    }),
  );
  const invalidate = useMutation(
    trpc.cohosts.invalidateCohostLink.mutationOptions({
      onSuccess: (fresh) => {
        showLink(fresh);
        notify.info('The old cohost link no longer works. Share the new one.');
      },
      onError,
    }),
  );

  if (list.error) return <Navigate to={`/event/${eventId}`} replace />;

  const addCohost = async (cohost: { name: string; email: string }) => {
    try {
      const result = await add.mutateAsync({ eventId, cohost });
      if (result.mailSent) notify.info(result.message);
      else notify.warn(result.message);
    } catch (error) {
      throw new Error(errorMessage(error, FAILED), { cause: error });
    }
  };
  const onRemove = (cohost: CohostRow) => {
    setBusyId(cohost.cohostId);
    remove.mutate({ eventId, cohostId: cohost.cohostId });
  };
  const onResend = (cohost: CohostRow) => {
    setBusyId(cohost.cohostId);
    resend.mutate({ eventId, cohostId: cohost.cohostId });
  };
  const linkUrl = link.data ? cohostLinkUrl(window.location.origin, eventId, link.data.linkUuid) : null;
  const cohosts = list.data?.cohosts ?? [];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={2} miw={0}>
          <Anchor
            component={Link}
            to={`/event/${eventId}`}
            size="sm"
            c="dimmed"
            className={classes.eventLink}
          >
            {title ?? <Skeleton component="span" h={14} w={140} display="inline-block" />}
          </Anchor>
          <Title order={1} className={classes.heading}>
            Cohosts
          </Title>
          <Text c="dimmed" size="sm">
            Cohosts help you run the party: they can edit it and manage its guest list.
          </Text>
        </Stack>

        <div className={isHost ? classes.columns : undefined}>
          <Paper withBorder radius="md" className={classes.listPaper}>
            <div className={classes.listHeader}>
              <Text fw={700}>Hosting team</Text>
              {!list.isPending && (
                <Text size="xs" c="dimmed" data-testid="cohost-count">
                  {isHost
                    ? `${cohosts.length} ${cohosts.length === 1 ? 'cohost' : 'cohosts'}`
                    : 'Only the host can add or remove cohosts.'}
                </Text>
              )}
            </div>
            <CohostList
              host={list.data?.host ?? null}
              cohosts={cohosts}
              loading={list.isPending}
              canManage={isHost}
              busyId={busyId}
              onRemove={onRemove}
              onResend={onResend}
            />
          </Paper>

          {isHost && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    Add a cohost
                  </Title>
                  <AddCohostForm onAdd={addCohost} />
                </Stack>
              </Paper>
              <CohostLinkCard
                url={linkUrl}
                loading={link.isPending}
                invalidating={invalidate.isPending}
                onInvalidate={() => invalidate.mutate({ eventId })}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </Container>
  );
}
