import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A reserved place for a tool that a later release adds (AI covers, image history, video backgrounds). */
export function ComingLater({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" aria-disabled="true">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          Coming soon
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
