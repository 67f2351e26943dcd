import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import classes from './Events.module.css';

/** /events (placeholder): greets the user; the party list arrives with a later issue. */
export function EventsPage() {
  const { session } = useSession();
  const firstName = session?.name?.trim().split(/\s+/)[0];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={4}>
          <Text c="dimmed" fw={500}>
            {firstName ? `Hi ${firstName}!` : 'Hi there!'}
          </Text>
          <Title order={1} className={classes.title}>
            Your parties
          </Title>
          <Text c="dimmed">You have 0 upcoming parties.</Text>
        </Stack>
      </Group>

      <Card withBorder className={classes.empty}>
        <Stack align="center" ta="center" gap="sm" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconConfetti size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={3}>No parties yet</Title>
          <Text c="dimmed" maw={380}>
            Parties you host or are invited to will show up here. Start one and send the link to your people.
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
    </Container>
  );
}
