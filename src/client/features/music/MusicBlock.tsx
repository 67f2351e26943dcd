import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandSpotify, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MUSIC_COPY } from '../../../shared/music/copy';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useCreatePlaylist, useDisconnectMusic, useMusicConnection } from './queries';
import { useMusicConnect } from './useMusicConnect';

type Props = {
  /** The party's title: the playlist is named after it (or 'Untitled Party'). */
  title: string;
  playlistId: string | null | undefined;
  onPlaylist: (playlistId: string) => void;
  /** Back from the service with spotifySuccess: create the playlist without another click. */
  autoCreate: boolean;
};

const playlistLink = (playlistId: string) =>
  `https://open.spotify.com/playlist/${encodeURIComponent(playlistId)}`;

/**
 * The editor's music block (spec section 4, "Music flow"): connect Spotify, then the party's collaborative
 * playlist is created and song requests can be asked. Shown whenever the server has a music service set up.
 */
export function MusicBlock({ title, playlistId, onPlaylist, autoCreate }: Props) {
  const connection = useMusicConnection();
  const createPlaylist = useCreatePlaylist();
  const { connect, starting } = useMusicConnect();
  const disconnect = useDisconnectMusic();
  const autoCreated = useRef(false);

  const create = async () => {
    try {
      const result = await createPlaylist.mutateAsync({ name: title });
      if (result.status === 'connect') return connect();
      onPlaylist(result.playlistId);
      notify.info('Your party playlist is ready. Add a song request below.');
    } catch (error) {
      log.error('Playlist creation failed', error);
      notify.error(MUSIC_COPY.connectionFailed);
    }
  };

  useEffect(() => {
    if (!autoCreate || autoCreated.current || playlistId || !connection.data?.connected) return;
    autoCreated.current = true;
    void create();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when back from the service
  }, [autoCreate, playlistId, connection.data?.connected]);

  if (!connection.data?.configured) return null;
  const busy = createPlaylist.isPending || starting;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="music-block">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="green" radius="xl" size="lg" aria-hidden="true">
          <IconBrandSpotify size={20} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {playlistId ? (
            <>
              <Text fw={600} size="sm">
                Song requests are on
              </Text>
              <Text size="sm" c="dimmed">
                Guests search Spotify when they RSVP, and their picks go into your party's collaborative
                playlist.
              </Text>
              <Anchor href={playlistLink(playlistId)} target="_blank" rel="noreferrer" size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  Open the playlist <IconExternalLink size={14} aria-hidden="true" />
                </Group>
              </Anchor>
            </>
          ) : (
            <>
              <Text fw={600} size="sm">
                Song requests
              </Text>
              <Text size="sm" c="dimmed">
                {connection.data.connected
                  ? `Connected as ${connection.data.displayName ?? 'your Spotify account'}. Create the party's collaborative playlist to let guests request songs.`
                  : 'Connect Spotify and guests can add songs to a collaborative playlist for your party.'}
              </Text>
              <Group gap="xs">
                {connection.data.connected ? (
                  <>
                    <Button size="compact-sm" color="green" loading={busy} onClick={() => void create()}>
                      Create the party playlist
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="gray"
                      loading={disconnect.isPending}
                      onClick={() => disconnect.mutate()}
                    >
                      Disconnect
                    </Button>
                  </>
                ) : (
                  <Button
                    size="compact-sm"
                    color="green"
                    loading={busy}
                    leftSection={<IconBrandSpotify size={14} />}
                    onClick={() => void connect()}
                  >
                    Connect Spotify
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
