import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A calm placeholder for screens that later issues build. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Card withBorder>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconConfetti size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">
            {children ?? 'This page is coming soon. Thanks for your patience while we set the table.'}
          </Text>
          <Button component={Link} to="/" variant="light" mt="sm">
            Back home
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
