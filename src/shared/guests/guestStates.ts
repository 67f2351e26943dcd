import type { InviteStatus, RsvpStatus, WaitlistStatus } from '../events/schema';
import { waitlistHold } from '../rsvp/rules';

// Who counts as what, and how many (issue #12, bug 8). One rule for the event page's guest list, the
// manage-invites chips, header and table, and the server's guest-list counts, so no two screens disagree.
//
// - host: the organizer (and a cohost entry). Hosts run the party: listed apart, never "invited", never in
//   a guest count.
// - going: said yes. Counts 1 + their extra guests (+N) people.
// - declined: said no ("Can't make it"). Choosing no sets extra guests to 0, so always 1.
// - awaiting: not answered yet, and the invitation went out (sent, opened) or they opened the page.
// - unsent: not answered, and the invitation is not sent yet (queued or failed).
// - hidden: on no list and in no count.
// - with a waitlist, anyone waiting for approval or denied is in no state of the list (the event page hides
//   them, and no Going/Awaiting… count holds them) but in a waitlist state of their own (waitlistStateOf):
//   the host's table badges, filters and counts them as Waitlisted or Denied, and All counts them (issue 38).
// There is no "maybe": the product's answers are yes and no (spec section 4, RSVP status).
//
// Walk-ins (people who opened the shared link and answered without being invited; they carry no invite
// status) count in the state of their answer, so the Going number is everyone coming. They are not
// "invited", though: `invited` counts only the guests the hosts invited, and `walkIns` the others.

export type GuestState = 'host' | 'going' | 'declined' | 'awaiting' | 'unsent';

/** The one word for each state, everywhere (the spec's labels: Going, Can't make it, Awaiting, Unsent). */
export const GUEST_STATE_WORDS: Record<GuestState, string> = {
  host: 'Host',
  going: 'Going',
  declined: "Can't make it",
  awaiting: 'Awaiting',
  unsent: 'Unsent',
};

export type StatedGuest = {
  role?: 'ORGANIZER' | 'ATTENDEE' | null;
  /** Set on a cohost's entry: cohosts are hosts of the party, not guests. */
  cohostStatus?: string | null;
  rsvpStatus: RsvpStatus;
  /**
   * null: no invitation (a walk-in). undefined: not known to this viewer (guests do not see others'
   * invite statuses), read as sent, since an unsent invite is the hosts' business.
   */
  inviteStatus?: InviteStatus | null;
  additionalGuestCount?: number | null;
  waitlistStatus?: WaitlistStatus | null;
};

export function isHostGuest(guest: StatedGuest): boolean {
  return guest.role === 'ORGANIZER' || Boolean(guest.cohostStatus);
}

/** The invitation has not gone out: none yet, queued, or failed. Unknown (undefined) counts as sent. */
export function isInviteUnsent(status: InviteStatus | null | undefined): boolean {
  return status === null || status === 'PENDING' || status === 'FAILED';
}

/** A guest who came through the shared link rather than an invitation from the hosts. */
export function isWalkIn(guest: StatedGuest): boolean {
  return !isHostGuest(guest) && guest.inviteStatus === null && guest.rsvpStatus !== 'INVITED';
}

/**
 * The state a guest is in, or null when they are on no list and in no count (hidden; with a waitlist,
 * waiting for approval or denied). The organizer is never on the waitlist.
 */
export function guestStateOf(guest: StatedGuest, hasWaitlist: boolean): GuestState | null {
  if (isHostGuest(guest)) return 'host';
  if (guest.rsvpStatus === 'HIDDEN') return null;
  // The waitlist's one rule (shared/rsvp/rules.ts): a denial sticks when the waitlist is turned off.
  if (waitlistHold(guest, hasWaitlist)) return null;
  switch (guest.rsvpStatus) {
    case 'YES':
      return 'going';
    case 'NO':
      return 'declined';
    case 'SEEN':
      return 'awaiting';
    case 'INVITED':
      return isInviteUnsent(guest.inviteStatus) ? 'unsent' : 'awaiting';
  }
}

/** Where a guest is on the waitlist, for the host: asked and waiting, or turned down. */
export type WaitlistState = 'waitlisted' | 'denied';

/** The spec's waitlist labels (section 4, Waitlist). */
export const WAITLIST_STATE_WORDS: Record<WaitlistState, string> = {
  waitlisted: 'Waitlisted',
  denied: 'Denied',
};

/**
 * The waitlist state of a guest whom guestStateOf leaves out for it, else null: only with a waitlist, never a
 * host, never a hidden guest. Exactly one of guestStateOf and waitlistStateOf is non-null for a shown row.
 */
export function waitlistStateOf(guest: StatedGuest, hasWaitlist: boolean): WaitlistState | null {
  if (isHostGuest(guest) || guest.rsvpStatus === 'HIDDEN') return null;
  // The waitlist's hold (waitlistHold): waiting while the waitlist is on; a denial sticks when it is turned off.
  const hold = waitlistHold(guest, hasWaitlist);
  return hold === 'PENDING_APPROVAL' ? 'waitlisted' : hold === 'DENIED' ? 'denied' : null;
}

/** How many people a guest stands for: themself, plus their extra guests when going. */
export function peopleOf(guest: StatedGuest): number {
  return 1 + (guest.rsvpStatus === 'YES' ? Math.max(0, guest.additionalGuestCount ?? 0) : 0);
}

export type GuestTally = {
  /** People coming: going guests plus their extra guests (hosts not included). */
  going: number;
  declined: number;
  awaiting: number;
  unsent: number;
  /** Guests waiting for approval or denied (with a waitlist), in people: the host's Waitlist chip. */
  waitlist: number;
  /** Every guest on the host's table but hosts and hidden ones, in people: the four states + waitlist. */
  all: number;
  /** Guests the hosts invited (not hosts, not walk-ins), one each: the '{n} total invited' header. */
  invited: number;
  /** Guests who came through the link, one each. */
  walkIns: number;
};

/** A tally of nobody: what a list shows before its guests arrive. */
export const emptyTally = (): GuestTally => ({
  going: 0,
  declined: 0,
  awaiting: 0,
  unsent: 0,
  waitlist: 0,
  all: 0,
  invited: 0,
  walkIns: 0,
});

export function tallyGuests(guests: readonly StatedGuest[], hasWaitlist: boolean): GuestTally {
  const tally = emptyTally();
  for (const guest of guests) {
    if (waitlistStateOf(guest, hasWaitlist)) {
      // Not coming yet, so in no state's count nor the invited/walk-in header, but on the host's table.
      tally.waitlist += peopleOf(guest);
      tally.all += peopleOf(guest);
      continue;
    }
    const state = guestStateOf(guest, hasWaitlist);
    if (state === null || state === 'host') continue;
    const people = peopleOf(guest);
    tally[state] += people;
    tally.all += people;
    if (isWalkIn(guest)) tally.walkIns += 1;
    else tally.invited += 1;
  }
  return tally;
}
