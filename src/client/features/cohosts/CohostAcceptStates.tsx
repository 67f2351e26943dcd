import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { IconLinkOff, IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COHOST_MESSAGES } from '../../../shared/cohosts/copy';
import { StateCard } from '../../app/ui/StateCard';
import classes from './CohostAccept.module.css';

/** The accept card's shape while it loads. */
export function AcceptSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" aria-label="Loading the invitation">
      <div className={classes.card}>
        <Skeleton className={classes.coverSkeleton} radius="lg" />
        <Stack gap="md" p={{ base: 'lg', sm: 32 }} style={{ flex: 1 }}>
          <Skeleton h={16} w="50%" />
          <Skeleton h={40} w="85%" />
          <Skeleton h={18} w="60%" />
          <Skeleton h={48} mt="lg" />
        </Stack>
      </div>
    </div>
  );
}

/** An invalidated, unknown or other party's link: nothing happens, and the person knows what to do. */
export function CohostLinkInvalid({ eventId }: { eventId: string }) {
  return (
    <Center mih="60vh" p="md" data-testid="cohost-link-invalid">
      <StateCard
        padding="xl"
        color="orange"
        icon={<IconLinkOff size={30} stroke={1.6} />}
        title="This cohost link doesn't work"
        text={COHOST_MESSAGES.linkInvalid}
        action={
          <Button component={Link} to={`/event/${eventId}`} mt="sm">
            Go to the party
          </Button>
        }
      />
    </Center>
  );
}

export function CohostPartyMissing() {
  return (
    <Center mih="60vh" p="md" data-testid="cohost-party-missing">
      <StateCard
        padding="xl"
        icon={<IconMoodSad size={30} stroke={1.6} />}
        title="We couldn't find this party"
        text="It may have been deleted, or the link may be incomplete."
        action={
          <Button component={Link} to="/events" mt="sm">
            See my parties
          </Button>
        }
      />
    </Center>
  );
}
