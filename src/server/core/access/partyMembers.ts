import { isPartyGuest } from '../../../shared/guests/partyGuest';
import { type EventViewer, type InviteeRow, isHostRole, ownInvitationOf } from './eventsAccess';

// The party's own people, as against visitors: its hosts, and the guests whose invitation makes them one of the
// party (isPartyGuest). What only they share (messages, song requests, the album) asks here; messages and the
// party page's live updates both ask who reads the party's messages.

/**
 * A guest's own invitation, for what only the party's guests share (messages, song requests): hosts write and
 * read as hosts even when they have a row, and a row that only records opening the public page, or a place
 * still waiting on (or refused from) the waitlist, makes nobody a guest: the album's rule (isPartyGuest).
 */
export function partyGuestInvitationOf(viewer: EventViewer): InviteeRow | null {
  const own = viewer.role === 'guest' ? ownInvitationOf(viewer) : null;
  return own && isPartyGuest(own) ? own : null;
}

/** Whether the viewer is one of the party's own people: a host, or a guest of the party by their invitation. */
export function isPartyMember(viewer: EventViewer): boolean {
  return isHostRole(viewer.role) || partyGuestInvitationOf(viewer) !== null;
}

export type MessageReader = { kind: 'host' } | { kind: 'guest'; invitee: InviteeRow };

/**
 * Who reads the party's messages as this viewer: its hosts (everything), a guest with their own invitation
 * (the blasts to their group and their own thread), or nobody (visitors). The rule of the message procedures
 * and of the party page's live updates.
 */
export function messageReaderOf(viewer: EventViewer): MessageReader | null {
  if (isHostRole(viewer.role)) return { kind: 'host' };
  const invitee = partyGuestInvitationOf(viewer);
  return invitee ? { kind: 'guest', invitee } : null;
}
