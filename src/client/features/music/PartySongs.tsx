import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { IconBrandSpotify, IconMusic } from '@tabler/icons-react';
import classes from './Music.module.css';
import { type PartyCredentials, useEventSongs } from './queries';

/**
 * The songs guests asked for, on the party page (hosts and guests only), with the playlist's link. Nothing
 * shows until the first request, or for someone the party does not know.
 */
export function PartySongs({ credentials }: { credentials: PartyCredentials }) {
  const songs = useEventSongs(credentials);
  const list = songs.data?.songs ?? [];
  if (!songs.data || list.length === 0) return null;
  return (
    <section className={classes.sheet} aria-labelledby="party-songs-title" data-testid="party-songs">
      <div className={classes.headingRow}>
        <h2 id="party-songs-title" className={classes.heading}>
          {`Playlist (${list.length})`}
        </h2>
        {songs.data.playlistUrl && (
          <Anchor href={songs.data.playlistUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconBrandSpotify size={16} aria-hidden="true" /> Open in Spotify
            </Group>
          </Anchor>
        )}
      </div>
      <ul className={classes.list}>
        {list.map((song) => (
          <Group key={song.songUri} component="li" gap="sm" wrap="nowrap">
            <Avatar src={song.imageUrl} radius="sm" size={44} alt="">
              <IconMusic size={18} />
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {song.songName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {song.artistName}
              </Text>
            </div>
            {song.requests > 1 && <Badge variant="light" size="sm">{`${song.requests} requests`}</Badge>}
          </Group>
        ))}
      </ul>
    </section>
  );
}
