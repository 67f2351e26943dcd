// The party's song list (issue 40): each song once, how many asked, and who, as this viewer may see them.
// Names follow the guest list's rules: hosts see everyone; others see names only when the list is public, and
// never those of guests the list does not show them (hidden, waitlisted, refused, not yet invited), whose
// requests they do not see at all. Everyone sees their own.
import { shownGuestName } from '../guests/guestList';
import { sectionOf } from '../guests/guestListPage';
import type { StatedGuest } from '../guests/guestStates';
import { songRequestKey } from './songRequest';

export type SongRequestRow = StatedGuest & {
  inviteeId: string;
  name: string;
  song: { songUri: string; songName: string; artistName: string; albumName?: string; imageUrl?: string };
};

export type SongListReader = {
  forHosts: boolean;
  publicGuestList: boolean;
  hasWaitlist: boolean;
  ownInviteeId?: string;
};

export type ListedSong = SongRequestRow['song'] & { requests: number; requestedBy: string[] };

/** The name this reader sees for one request: a name, null (a request without a name shown), or 'skip'. */
function requesterFor(row: SongRequestRow, reader: SongListReader): string | null | 'skip' {
  if (reader.forHosts) return row.name.trim() || shownGuestName(row.name);
  if (row.inviteeId === reader.ownInviteeId) return shownGuestName(row.name);
  if (sectionOf(row, { forHosts: false, hasWaitlist: reader.hasWaitlist }) === null) return 'skip';
  return reader.publicGuestList ? shownGuestName(row.name) : null;
}

/**
 * Rows newest first in; songs out in the order of their latest request, each as its first request spelt it,
 * with its requesters in the order they asked.
 */
export function songRequestList(rows: readonly SongRequestRow[], reader: SongListReader): ListedSong[] {
  const songs = new Map<string, ListedSong & { latest: number }>();
  rows.forEach((row, index) => {
    const name = requesterFor(row, reader);
    if (name === 'skip') return;
    const key = songRequestKey(row.song);
    const listed = songs.get(key) ?? { ...row.song, requests: 0, requestedBy: [], latest: index };
    // Read newest first: this request is older than those seen, so it spells the song and asked first.
    songs.set(key, { ...listed, ...row.song, requests: listed.requests + 1 });
    if (name !== null && !listed.requestedBy.includes(name)) listed.requestedBy.unshift(name);
  });
  return [...songs.values()].sort((a, b) => a.latest - b.latest).map(({ latest: _latest, ...song }) => song);
}
