import { Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLinkOff, IconMailOff, IconMailCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import type { UnsubscribeScope, UnsubscribeStatus } from '../../../shared/notifications/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { StateCard } from '../../app/ui/StateCard';
import { useSetUnsubscribed, useUnsubscribeStatusQuery } from './queries';

/**
 * /unsubscribe/:token, the page behind every party e-mail's unsubscribe link. It asks before it stops anything
 * (link scanners open links nobody clicked); mail clients' one-click POST goes to the server directly.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const status = useUnsubscribeStatusQuery(token);

  if (status.isPending) {
    return (
      <Center mih="60vh" p="md" aria-busy="true" aria-label="Loading your e-mail preferences">
        <Stack w="100%" maw={460} gap="md" align="center">
          <Skeleton circle height={56} />
          <Skeleton height={28} width="70%" />
          <Skeleton height={18} width="90%" />
          <Skeleton height={40} width="50%" radius="xl" />
        </Stack>
      </Center>
    );
  }
  if (status.error) {
    return (
      <Center mih="60vh" p="md" data-testid="unsubscribe-invalid">
        <StateCard
          padding="xl"
          color="orange"
          icon={<IconLinkOff size={30} stroke={1.6} />}
          title={NOTIFICATION_TEXT.pageTitle}
          text={errorMessage(status.error, NOTIFICATION_TEXT.linkInvalid)}
          action={
            <Button component={Link} to="/" mt="sm">
              Go to Elk
            </Button>
          }
        />
      </Center>
    );
  }
  return <Preferences token={token} status={status.data} />;
}

function Preferences({ token, status }: { token: string; status: UnsubscribeStatus }) {
  const change = useSetUnsubscribed(token);
  const set = (scope: UnsubscribeScope, unsubscribed: boolean, done: string) =>
    change.mutate(
      { token, scope, unsubscribed },
      {
        onSuccess: () => notify.info(done),
        onError: (cause) =>
          notify.error(errorMessage(cause, 'Sorry, something went wrong. Please try again.')),
      },
    );
  const busy = change.isPending;
  const stopped = status.all || status.party;
  const title = status.title;

  const text = status.all
    ? NOTIFICATION_TEXT.allStopped
    : status.party && title
      ? NOTIFICATION_TEXT.partyStopped(title)
      : title
        ? NOTIFICATION_TEXT.askParty(title)
        : NOTIFICATION_TEXT.askPartyGone;

  const actions = (
    <Stack gap="xs" mt="sm" w="100%" align="center">
      {!status.party && !status.all && title && (
        <Button
          onClick={() => set('party', true, NOTIFICATION_TEXT.partyStopped(title))}
          loading={busy}
          data-testid="unsubscribe-party"
        >
          {NOTIFICATION_TEXT.unsubscribeParty}
        </Button>
      )}
      <Group gap="xs" justify="center">
        {!status.all && (
          <Button
            variant="default"
            onClick={() => set('all', true, NOTIFICATION_TEXT.allStopped)}
            loading={busy}
            data-testid="unsubscribe-all"
          >
            {NOTIFICATION_TEXT.stopAll}
          </Button>
        )}
        {stopped && (
          <Button
            variant="subtle"
            onClick={() =>
              status.all
                ? set('all', false, NOTIFICATION_TEXT.resubscribed)
                : set('party', false, NOTIFICATION_TEXT.resubscribed)
            }
            loading={busy}
            data-testid="unsubscribe-undo"
          >
            {NOTIFICATION_TEXT.undo}
          </Button>
        )}
      </Group>
    </Stack>
  );

  return (
    <Center mih="60vh" p="md" data-testid="unsubscribe-page">
      <StateCard
        padding="xl"
        color={stopped ? 'gray' : 'elk'}
        icon={stopped ? <IconMailOff size={30} stroke={1.6} /> : <IconMailCheck size={30} stroke={1.6} />}
        title={NOTIFICATION_TEXT.pageTitle}
        text={
          <Text component="span" data-testid="unsubscribe-status">
            {text}
          </Text>
        }
        action={actions}
      />
    </Center>
  );
}
