// A song request typed as a title and an artist (issue 40): what guests send when the server has no music
// service configured, and how the party's list counts requests of the same song once.
import { ANSWER_MAX } from '../constants';
import { RSVP_MESSAGES } from '../rsvp/copy';

export const SONG_REQUEST_COPY = {
  titleLabel: 'Title',
  artistLabel: 'Artist',
  titleRequired: "Add the song's title.",
  /** Spec section 5: song/text answer max 1000 characters. */
  tooLong: RSVP_MESSAGES.answerTooLong,
} as const;

export type TypedSongFields = { title: string; artist: string };
export type TypedSongErrors = Partial<Record<keyof TypedSongFields, string>>;

/** A typed request's song: no track of a service, so no URI (the playlist sync skips it). */
export type TypedSong = { songUri: ''; songName: string; artistName: string };

/**
 * Both fields empty is no request (null); an artist alone is not enough to find the song; each field keeps
 * within the spec's 1000 characters for an answer.
 */
export function checkTypedSong(
  fields: TypedSongFields,
): { ok: true; song: TypedSong | null } | { ok: false; errors: TypedSongErrors } {
  const title = fields.title.replace(/\s+/g, ' ').trim();
  const artist = fields.artist.replace(/\s+/g, ' ').trim();
  const errors: TypedSongErrors = {};
  if (!title && artist) errors.title = SONG_REQUEST_COPY.titleRequired;
  if (title.length > ANSWER_MAX) errors.title = SONG_REQUEST_COPY.tooLong;
  if (artist.length > ANSWER_MAX) errors.artist = SONG_REQUEST_COPY.tooLong;
  if (errors.title || errors.artist) return { ok: false, errors };
  return { ok: true, song: title ? { songUri: '', songName: title, artistName: artist } : null };
}

/**
 * Requests of one song are counted once: a track by its URI, a typed song by its title and artist, whatever
 * their case and spacing.
 */
export function songRequestKey(song: { songUri: string; songName: string; artistName: string }): string {
  if (song.songUri) return song.songUri;
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
  return `typed:${fold(song.songName)}\u0000${fold(song.artistName)}`;
}

/** 'Song requests for {title}.csv', with the characters that break a header or a file name replaced. */
export function songRequestsFileName(title: string): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled Party';
  return `Song requests for ${safe}.csv`;
}
