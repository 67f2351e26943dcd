import { Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';

/** /oauth/{authType}: the music-service connection is built by a later issue. */
export function OAuthPage() {
  const { authType = '' } = useParams();
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{`Connecting your ${authType}...`}</Text>
      </Stack>
    </Center>
  );
}
