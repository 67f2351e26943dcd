import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconLinkOff, IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { StateCard } from '../../app/ui/StateCard';
import classes from './EventView.module.css';

/** While the party loads: the poster's shape, so nothing jumps when it arrives. */
export function EventPageSkeleton() {
  return (
    // A status (a label needs a role): "Loading the party" is said while the poster's shape shows.
    <Container
      size="lg"
      py={{ base: 'md', sm: 28 }}
      role="status"
      aria-busy="true"
      aria-label="Loading the party"
    >
      <div className={classes.hero}>
        <Skeleton radius="lg" style={{ aspectRatio: '1' }} />
        <Stack gap="md" p={{ base: 'md', sm: 32 }}>
          <Skeleton height={48} width="80%" radius="md" />
          <Skeleton height={22} width="55%" radius="md" />
          <Skeleton height={22} width="65%" radius="md" />
          <Skeleton height={120} radius="lg" mt="md" />
        </Stack>
      </div>
    </Container>
  );
}

/** A missing or deleted party (spec: a missing event leads home). */
export function EventNotFound() {
  return (
    <div className={classes.center} data-testid="event-not-found">
      <StateCard
        icon={<IconMoodSad size={30} stroke={1.6} />}
        title="We couldn't find this party"
        text="It may have been deleted, or the link may be incomplete."
        action={
          <Button component={Link} to="/" mt="sm">
            Go home
          </Button>
        }
      />
    </div>
  );
}

/** An invitation link the server refused: say so, and offer the page without it. */
export function EventLinkInvalid({ onContinue }: { onContinue: () => void }) {
  return (
    <div className={classes.center} data-testid="event-link-invalid">
      <StateCard
        color="orange"
        icon={<IconLinkOff size={30} stroke={1.6} />}
        title="This link doesn't work"
        text={RSVP_MESSAGES.linkInvalid}
        action={
          <Button onClick={onContinue} mt="sm">
            View the party without it
          </Button>
        }
      />
    </div>
  );
}
