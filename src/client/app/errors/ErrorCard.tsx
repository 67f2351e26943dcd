import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { clearBodyLoading } from '../lib/bodyLoading';

/** The friendly "Something went wrong" card with a Reload button. Uses no router or query hooks. */
export function ErrorCard({ detail }: { detail?: string }) {
  useEffect(clearBodyLoading, []);
  return (
    <Center mih="60vh" p="md">
      <Card maw={440} w="100%" withBorder>
        <Stack align="center" gap="sm" ta="center">
          <IconMoodSad size={44} stroke={1.5} color="var(--mantine-color-elk-7)" />
          <Title order={2}>Something went wrong</Title>
          <Text c="dimmed">
            Sorry, this page hit a snag. Reloading usually fixes it; if it keeps happening, let us know.
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" ff="monospace">
              {detail}
            </Text>
          )}
          <Button mt="sm" leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
