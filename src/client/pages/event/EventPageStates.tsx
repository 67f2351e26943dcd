import { Button, Card, Container, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff, IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RSVP_MESSAGES } from '../../../shared/schemas/rsvp';
import classes from './EventView.module.css';

/** While the party loads: the poster's shape, so nothing jumps when it arrives. */
export function EventPageSkeleton() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 28 }} aria-busy="true" aria-label="Loading the party">
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
      <Card withBorder maw={460} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMoodSad size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2}>We couldn't find this party</Title>
          <Text c="dimmed">It may have been deleted, or the link may be incomplete.</Text>
          <Button component={Link} to="/" mt="sm">
            Go home
          </Button>
        </Stack>
      </Card>
    </div>
  );
}

/** An invitation link the server refused: say so, and offer the page without it. */
export function EventLinkInvalid({ onContinue }: { onContinue: () => void }) {
  return (
    <div className={classes.center} data-testid="event-link-invalid">
      <Card withBorder maw={460} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconLinkOff size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2}>This link doesn't work</Title>
          <Text c="dimmed">{RSVP_MESSAGES.linkInvalid}</Text>
          <Button onClick={onContinue} mt="sm">
            View the party without it
          </Button>
        </Stack>
      </Card>
    </div>
  );
}
