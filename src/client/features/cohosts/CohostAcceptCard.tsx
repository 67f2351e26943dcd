import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCrown, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { eventWhenText } from '../../../shared/events/eventDateText';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { CohostInvite } from '../../../shared/cohosts/schema';
import { PosterCover, posterStyle } from '../events';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import classes from './CohostAccept.module.css';
import { useRefreshAfterCohostAnswer } from './queries';

const FAILED = 'Sorry, something went wrong. Please try again.';
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The party as a small poster, who asks, and Accept / Decline (or where the caller already stands). */
export function CohostAcceptCard({
  invite,
  linkUuid,
  cohostId,
}: {
  invite: CohostInvite;
  linkUuid: string;
  cohostId?: string;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refreshAll = useRefreshAfterCohostAnswer();
  const { event } = invite;
  const title = event.title.trim() || UNTITLED_PARTY;
  const host = event.hostedBy.trim() || 'The host';

  useEffect(() => {
    document.title = `Cohost ${title} | Elk`;
  }, [title]);

  const answer = useMutation(
    trpc.cohosts.updateCohostStatus.mutationOptions({
      onSuccess: async (_, input) => {
        await refreshAll();
        if (input.status === 'accepted') notify.info(`You're now a cohost of ${title}.`);
        else notify.info(`You declined to cohost ${title}.`);
        navigate(`/event/${event.id}`);
      },
      onError: (error) => notify.error(errorMessage(error, FAILED)),
    }),
  );
  const respond = (status: 'accepted' | 'declined') =>
    answer.mutate({ eventId: event.id, linkUuid, status, cohost: cohostId ? { cohostId } : undefined });
  const pending = answer.isPending ? answer.variables?.status : undefined;

  return (
    <div className={classes.page} style={posterStyle(event.colors)} data-testid="cohost-accept">
      <article className={classes.card} aria-labelledby="cohost-title">
        <div className={classes.cover}>
          <PosterCover photoUrl={event.photoUrl} title={title} cancelled={event.cancelled} />
        </div>
        <Stack gap="md" className={classes.body}>
          <Text className={classes.eyebrow}>
            <IconCrown size={16} aria-hidden="true" /> {host} invited you to cohost
          </Text>
          <h1 id="cohost-title" className={classes.title}>
            {title}
          </h1>
          <Group gap={8} wrap="nowrap" c="dark.5">
            <IconCalendarEvent size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text>{eventWhenText(event, { now: Date.now(), viewerTimeZone: viewerTimeZone() })}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            As a cohost you can edit the party, invite and manage guests, and see everything the host sees.
          </Text>
          {event.cancelled && (
            <Alert color="red" variant="light" title="Event Canceled">
              This party has been canceled.
            </Alert>
          )}
          <Answer
            invite={invite}
            eventId={event.id}
            pending={pending}
            disabled={answer.isPending || event.cancelled}
            onRespond={respond}
          />
        </Stack>
      </article>
    </div>
  );
}

function Answer({
  invite,
  eventId,
  pending,
  disabled,
  onRespond,
}: {
  invite: CohostInvite;
  eventId: string;
  pending: 'accepted' | 'declined' | undefined;
  disabled: boolean;
  onRespond: (status: 'accepted' | 'declined') => void;
}) {
  if (invite.viewerIsHost) {
    return (
      <Stack gap="sm" className={classes.actions}>
        <Text fw={600}>
          You're the host of this party. Share this link with the people you want as cohosts.
        </Text>
        <Button component={Link} to={`/event/cohost/${eventId}`} size="md">
          Manage cohosts
        </Button>
      </Stack>
    );
  }
  if (invite.status === 'accepted') {
    return (
      <Stack gap="sm" className={classes.actions}>
        <Text fw={600} data-testid="cohost-already">
          You're a cohost of this party.
        </Text>
        <Button component={Link} to={`/event/${eventId}`} size="md">
          Go to the party
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" className={classes.actions}>
      {invite.status === 'declined' && (
        <Text size="sm" c="dimmed">
          You declined earlier. You can still change your mind.
        </Text>
      )}
      <div className={classes.buttons}>
        <Button
          size="lg"
          leftSection={<IconCheck size={20} />}
          loading={pending === 'accepted'}
          disabled={disabled && pending !== 'accepted'}
          onClick={() => onRespond('accepted')}
        >
          Accept
        </Button>
        <Button
          size="lg"
          variant="default"
          leftSection={<IconX size={20} />}
          loading={pending === 'declined'}
          disabled={disabled && pending !== 'declined'}
          onClick={() => onRespond('declined')}
        >
          Decline
        </Button>
      </div>
    </Stack>
  );
}
