import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { IconBrandSpotify, IconDownload, IconMusic } from '@tabler/icons-react';
import { songRequestKey } from '../../../shared/music/songRequest';
import classes from './Music.module.css';
import { type PartyCredentials, useEventSongs } from './queries';

/** The hosts' export of the list (songsCsvRoute.ts): the browser's own download, signed in by its cookie. */
const songsCsvUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/songs.csv`;

/**
 * The songs guests asked for, on the party page (hosts and guests only), with who asked (as the guest list
 * shows people), the playlist's link when there is one, and the hosts' CSV export. Nothing shows until the
 * first request, or for someone the party does not know.
 */
export function PartySongs({ credentials, isHost }: { credentials: PartyCredentials; isHost?: boolean }) {
  const songs = useEventSongs(credentials);
  const list = songs.data?.songs ?? [];
  if (!songs.data || list.length === 0) return null;
  const playlistUrl = songs.data.playlistUrl;
  return (
    <section className={classes.sheet} aria-labelledby="party-songs-title" data-testid="party-songs">
      <div className={classes.headingRow}>
        <h2 id="party-songs-title" className={classes.heading}>
          {`${playlistUrl ? 'Playlist' : 'Song requests'} (${list.length})`}
        </h2>
        <Group gap="md" wrap="wrap">
          {playlistUrl && (
            <Anchor href={playlistUrl} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconBrandSpotify size={16} aria-hidden="true" /> Open in Spotify
              </Group>
            </Anchor>
          )}
          {isHost && (
            <Anchor href={songsCsvUrl(credentials.eventId)} download size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconDownload size={16} aria-hidden="true" /> Download CSV
              </Group>
            </Anchor>
          )}
        </Group>
      </div>
      <ul className={classes.list}>
        {list.map((song) => (
          <Group key={songRequestKey(song)} component="li" gap="sm" wrap="nowrap">
            <Avatar src={song.imageUrl} radius="sm" size={44} alt="">
              <IconMusic size={18} />
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {song.songName}
              </Text>
              {song.artistName && (
                <Text size="xs" c="dimmed" truncate>
                  {song.artistName}
                </Text>
              )}
              {song.requestedBy.length > 0 && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {`Asked by ${song.requestedBy.join(', ')}`}
                </Text>
              )}
            </div>
            {song.requests > 1 && <Badge variant="light" size="sm">{`${song.requests} requests`}</Badge>}
          </Group>
        ))}
      </ul>
    </section>
  );
}
