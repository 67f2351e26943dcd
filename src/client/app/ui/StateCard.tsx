import { Card, type CardProps, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page that has nothing to show (a missing party, a refused link): a round icon, what happened, why, and the
 * one thing to do next. The caller places it on the page.
 */
export function StateCard({
  icon,
  color,
  title,
  text,
  action,
  padding,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  text: ReactNode;
  action: ReactNode;
  padding?: CardProps['padding'];
}) {
  return (
    <Card withBorder maw={460} w="100%" padding={padding}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}
