// Who is one of the party's guests, as against someone who only opened its public page (issue 37).

/** The parts of an invitation that say whether its holder is one of the party's guests. */
export type PartyGuestRow = {
  role: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: 'INVITED' | 'SEEN' | 'YES' | 'NO' | 'HIDDEN';
  waitlistStatus: 'PENDING_APPROVAL' | 'DENIED' | 'APPROVED' | null;
  inviteStatus: string | null;
  tokenHash: string | null;
};

/**
 * Whether an invitation makes its holder one of the party's guests, for what only guests share (the album's
 * photos, the hosts' blasts, the thread with the hosts): the hosts invited them or they answered, and they are
 * not hidden or still waiting on (or refused from) the waitlist. A row that only records a signed-in visitor
 * opening the public page (seen, no role, never invited, no link) does not: opening a page makes nobody a guest.
 */
export function isPartyGuest(row: PartyGuestRow): boolean {
  if (row.rsvpStatus === 'HIDDEN') return false;
  if (row.waitlistStatus === 'PENDING_APPROVAL' || row.waitlistStatus === 'DENIED') return false;
  const onlyLooked =
    row.rsvpStatus === 'SEEN' && row.role === null && row.inviteStatus === null && row.tokenHash === null;
  return !onlyLooked;
}
