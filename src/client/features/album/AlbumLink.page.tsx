import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ALBUM_MESSAGES, ALBUM_TEXT } from '../../../shared/album/copy';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { StateCard } from '../../app/ui/StateCard';
import { AlbumSection } from './AlbumSection';
import { useAlbumLinkQuery } from './queries';
import classes from './AlbumLink.module.css';

/**
 * /album/{code}: the album link the hosts share (its QR code at the party). Whoever holds it sees the party's
 * photos and adds their own without an account.
 */
export function AlbumLinkPage() {
  const { albumCode = '' } = useParams();
  const code = albumCode.toLowerCase();
  const party = useAlbumLinkQuery(code);
  const title = party.data?.title.trim() || UNTITLED_PARTY;

  useEffect(() => {
    document.title = party.data ? `${title} · ${ALBUM_TEXT.heading} | Elk` : `${ALBUM_TEXT.heading} | Elk`;
  }, [party.data, title]);

  if (party.isPending) {
    return (
      <Container size="lg" py="xl" aria-busy="true" aria-label="Loading the album">
        <Skeleton height={72} radius="lg" mb="lg" />
        <Skeleton height={180} radius="lg" />
      </Container>
    );
  }
  if (party.error || !party.data) {
    return (
      <Container size="sm" py="xl" className={classes.center} data-testid="album-link-invalid">
        <StateCard
          color="orange"
          icon={<IconLinkOff size={30} stroke={1.6} />}
          title="This album link doesn't work"
          text={ALBUM_MESSAGES.linkInvalid}
          action={
            <Button component={Link} to="/" mt="sm">
              Go home
            </Button>
          }
        />
      </Container>
    );
  }
  const { eventId, photoUrl, startTime, timeZone } = party.data;
  const when =
    startTime > 0
      ? new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone }).format(new Date(startTime))
      : null;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" className={classes.header}>
          {photoUrl && <img src={photoUrl} alt="" className={classes.cover} />}
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts="0.08em">
              {ALBUM_TEXT.heading}
            </Text>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Group gap="xs">
              {when && (
                <Text size="sm" c="dimmed">
                  {when}
                </Text>
              )}
              <Anchor component={Link} to={`/event/${eventId}`} size="sm">
                See the invitation
              </Anchor>
            </Group>
          </div>
        </Group>
        <AlbumSection albumKey={{ eventId, albumCode: code }} />
      </Stack>
    </Container>
  );
}
