import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Login.module.css';

/** The generic login card: title, subtitle, then the step's form. */
export function LoginCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 64 }}>
      <Card withBorder shadow="md" className={classes.card}>
        <Stack gap={6} mb="lg" ta="center">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" className={classes.subtitle}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Card>
    </Container>
  );
}
