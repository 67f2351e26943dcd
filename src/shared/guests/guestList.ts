import type { InviteStatus, RsvpStatus, WaitlistStatus } from '../events/schema';
import { containsAddress } from '../common/email';
import { GUEST_STATE_WORDS, type GuestState, guestStateOf, peopleOf } from './guestStates';

// The event page's guest list (spec section 2): the organizer first and labelled (Host), then the guests by
// state with the same words and counts as the manage-invites chips (rules/guestStates): Going, Can't make it,
// Awaiting (the spec's Invited/awaiting and Opened, which the chips count as one), and for the hosts Unsent.
// Waitlisted and denied guests are hidden, and a list can be private.

export type ListedGuest = {
  inviteeId: string;
  name: string;
  role?: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: RsvpStatus;
  /** Known to the hosts only; guests see others' invitations as sent (no Unsent section for them). */
  inviteStatus?: InviteStatus | null;
  additionalGuestCount?: number | null;
  waitlistStatus?: WaitlistStatus | null;
};

export type GuestSectionKey = 'host' | 'going' | 'notGoing' | 'awaiting' | 'unsent';

const SECTION_OF_STATE: Record<GuestState, GuestSectionKey> = {
  host: 'host',
  going: 'going',
  declined: 'notGoing',
  awaiting: 'awaiting',
  unsent: 'unsent',
};

/** In display order; the words are the guest states' words, the same on every screen. */
export const GUEST_SECTION_TITLES: Record<GuestSectionKey, string> = {
  host: GUEST_STATE_WORDS.host,
  going: GUEST_STATE_WORDS.going,
  notGoing: GUEST_STATE_WORDS.declined,
  awaiting: GUEST_STATE_WORDS.awaiting,
  unsent: GUEST_STATE_WORDS.unsent,
};

export const HOST_SUFFIX = ' (Host)';
/** Stands in for a guest without a name, or whose name is an e-mail address. */
export const GUEST_LABEL = 'Guest';

/**
 * Shown on the list: not hidden, and (with a waitlist) not waiting for approval nor denied. The organizer is
 * never on the waitlist.
 */
export function isListed(guest: ListedGuest, hasWaitlist: boolean): boolean {
  return guestStateOf(guest, hasWaitlist) !== null;
}

/** A name that is a phone number: what a pasted or imported guest with no name nor e-mail is called. */
const PHONE_LIKE = /^[+\d\s().-]+$/;
const looksLikePhone = (text: string) => PHONE_LIKE.test(text) && text.replace(/\D/g, '').length >= 7;

/**
 * A guest's name as people other than the hosts see it: never an address or a phone number, nor anything taken
 * from one (a pasted address, or an imported guest's number, is stored as the name until the host edits it), so
 * those guests read 'Guest'.
 */
export function shownGuestName(name: string): string {
  const trimmed = name.trim();
  return trimmed && !containsAddress(trimmed) && !looksLikePhone(trimmed) ? trimmed : GUEST_LABEL;
}

/** The guest's name as the list shows it: the organizer's carries '(Host)'. */
export function listedName(guest: Pick<ListedGuest, 'name' | 'role'>): string {
  const name = shownGuestName(guest.name);
  return guest.role === 'ORGANIZER' ? `${name}${HOST_SUFFIX}` : name;
}

/** How many people a guest stands for in a count: themself plus, when going, the people they bring. */
export const headcount = peopleOf;

export type GuestSection = { key: GuestSectionKey; title: string; count: number; guests: ListedGuest[] };

/**
 * The sections in display order, empty ones left out: the hosts first, then the guests by state. Within a
 * section guests keep the order given (the order they were invited in). Counts are people (a yes with +2
 * counts 3), as in the manage-invites chips; the host section counts its hosts.
 */
export function guestListSections(guests: readonly ListedGuest[], hasWaitlist: boolean): GuestSection[] {
  const buckets = new Map<GuestSectionKey, ListedGuest[]>();
  for (const guest of guests) {
    const state = guestStateOf(guest, hasWaitlist);
    if (state === null) continue;
    const key = SECTION_OF_STATE[state];
    buckets.set(key, [...(buckets.get(key) ?? []), guest]);
  }
  return (Object.keys(GUEST_SECTION_TITLES) as GuestSectionKey[])
    .filter((key) => buckets.has(key))
    .map((key) => {
      const list = buckets.get(key)!;
      return {
        key,
        title: GUEST_SECTION_TITLES[key],
        count: key === 'host' ? list.length : list.reduce((sum, g) => sum + headcount(g), 0),
        guests: list,
      };
    });
}

/**
 * Whether the viewer sees the list: hosts always; others only when publicGuestList is on (otherwise the page
 * shows PRIVATE_GUEST_LIST_TEXT; the server sends them only the organizer and their own row anyway).
 */
export function canSeeGuestList(event: { publicGuestList: boolean; isHost: boolean }): boolean {
  return event.isHost || event.publicGuestList;
}

/** Guests waiting for the host's decision, for the host's waitlist review (a denied guest was decided on). */
export function awaitingApproval(guests: readonly ListedGuest[], hasWaitlist: boolean): ListedGuest[] {
  if (!hasWaitlist) return [];
  return guests.filter(
    (g) => g.role !== 'ORGANIZER' && g.rsvpStatus !== 'HIDDEN' && g.waitlistStatus === 'PENDING_APPROVAL',
  );
}
