import { describe, expect, it } from 'vitest';
import { type SongRequestRow, songRequestList } from './songRequestList';

const typed = (songName: string, artistName: string) => ({ songUri: '', songName, artistName });
const row = (
  inviteeId: string,
  name: string,
  song: SongRequestRow['song'],
  extra: Partial<SongRequestRow> = {},
) =>
  ({
    inviteeId,
    name,
    song,
    role: 'ATTENDEE',
    rsvpStatus: 'YES',
    inviteStatus: 'SENT',
    ...extra,
  }) as SongRequestRow;

const rows: SongRequestRow[] = [
  // Newest first, as the server reads them: Bo asked after Ann.
  row('b', 'Bo', typed('dancing queen ', 'abba')),
  row('a', 'Ann', typed('Dancing Queen', 'ABBA')),
  row('w', 'Wendy Waitlist', typed('Take On Me', 'a-ha'), { waitlistStatus: 'PENDING_APPROVAL' }),
  row('h', 'Hidden Hal', typed('Kiss', 'Prince'), { rsvpStatus: 'HIDDEN' }),
];
const guest = { forHosts: false, publicGuestList: true, hasWaitlist: true, ownInviteeId: 'a' };

describe('songRequestList', () => {
  it('lists each song once, as first spelt, with how many asked and who in order, latest request first', () => {
    expect(songRequestList(rows, { ...guest, forHosts: true })).toEqual([
      { ...typed('Dancing Queen', 'ABBA'), requests: 2, requestedBy: ['Ann', 'Bo'] },
      { ...typed('Take On Me', 'a-ha'), requests: 1, requestedBy: ['Wendy Waitlist'] },
      { ...typed('Kiss', 'Prince'), requests: 1, requestedBy: ['Hidden Hal'] },
    ]);
  });

  it("shows guests only what the guest list shows them: no waitlisted or hidden guest's request", () => {
    expect(songRequestList(rows, guest)).toEqual([
      { ...typed('Dancing Queen', 'ABBA'), requests: 2, requestedBy: ['Ann', 'Bo'] },
    ]);
  });

  it("keeps other guests' names from a private guest list, but not the guest's own", () => {
    expect(songRequestList(rows, { ...guest, publicGuestList: false })).toEqual([
      { ...typed('Dancing Queen', 'ABBA'), requests: 2, requestedBy: ['Ann'] },
    ]);
  });

  it('never shows guests an address stored as a name', () => {
    const listed = songRequestList([row('x', 'x@example.com', typed('Kiss', 'Prince'))], guest);
    expect(listed[0]!.requestedBy).toEqual(['Guest']);
  });
});
