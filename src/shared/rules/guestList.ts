import type { RsvpStatus, WaitlistStatus } from '../schemas/events';
import { containsAddress } from './email';

// The event page's guest list (spec section 2): sections Going, Can't make it, Invited/awaiting and Opened,
// the organizer first and labelled (Host), waitlisted and denied guests hidden, and a private list.

export type ListedGuest = {
  inviteeId: string;
  name: string;
  role?: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: RsvpStatus;
  additionalGuestCount?: number | null;
  waitlistStatus?: WaitlistStatus | null;
};

export type GuestSectionKey = 'going' | 'notGoing' | 'invited' | 'opened';

export const GUEST_SECTION_TITLES: Record<GuestSectionKey, string> = {
  going: 'Going',
  notGoing: "Can't make it",
  invited: 'Invited/awaiting',
  opened: 'Opened',
};

export const PRIVATE_GUEST_LIST_TEXT = 'Guest list is private for this event.';
export const HOST_SUFFIX = ' (Host)';
/** Stands in for a guest without a name, or whose name is an e-mail address. */
export const GUEST_LABEL = 'Guest';

const SECTION_OF: Record<RsvpStatus, GuestSectionKey | null> = {
  YES: 'going',
  NO: 'notGoing',
  INVITED: 'invited',
  SEEN: 'opened',
  HIDDEN: null,
};

/**
 * Shown on the list: not hidden, and (with a waitlist) not waiting for approval nor denied. The organizer is
 * never on the waitlist.
 */
export function isListed(guest: ListedGuest, hasWaitlist: boolean): boolean {
  if (guest.role === 'ORGANIZER') return true;
  if (guest.rsvpStatus === 'HIDDEN') return false;
  return !(hasWaitlist && (guest.waitlistStatus === 'PENDING_APPROVAL' || guest.waitlistStatus === 'DENIED'));
}

/**
 * A guest's name as people other than the hosts see it: never an address, nor anything taken from one (a
 * pasted address is stored as the name until the host edits it), so those guests read 'Guest'.
 */
export function shownGuestName(name: string): string {
  const trimmed = name.trim();
  return trimmed && !containsAddress(trimmed) ? trimmed : GUEST_LABEL;
}

/** The guest's name as the list shows it: the organizer's carries '(Host)'. */
export function listedName(guest: Pick<ListedGuest, 'name' | 'role'>): string {
  const name = shownGuestName(guest.name);
  return guest.role === 'ORGANIZER' ? `${name}${HOST_SUFFIX}` : name;
}

/** How many people a guest stands for in a count: themself plus, when going, the people they bring. */
export function headcount(guest: ListedGuest): number {
  return 1 + (guest.rsvpStatus === 'YES' ? Math.max(0, guest.additionalGuestCount ?? 0) : 0);
}

export type GuestSection = { key: GuestSectionKey; title: string; count: number; guests: ListedGuest[] };

/**
 * The sections in the spec's order, empty ones left out. Within a section the organizer comes first, the rest
 * keep the order given (the order they were invited in). Going counts include everyone's extra guests.
 */
export function guestListSections(guests: readonly ListedGuest[], hasWaitlist: boolean): GuestSection[] {
  const buckets = new Map<GuestSectionKey, ListedGuest[]>();
  for (const guest of guests) {
    if (!isListed(guest, hasWaitlist)) continue;
    const key = guest.role === 'ORGANIZER' ? 'going' : SECTION_OF[guest.rsvpStatus];
    if (!key) continue;
    const list = buckets.get(key) ?? [];
    if (guest.role === 'ORGANIZER') list.unshift(guest);
    else list.push(guest);
    buckets.set(key, list);
  }
  return (Object.keys(GUEST_SECTION_TITLES) as GuestSectionKey[])
    .filter((key) => buckets.has(key))
    .map((key) => {
      const list = buckets.get(key)!;
      return {
        key,
        title: GUEST_SECTION_TITLES[key],
        count: list.reduce((sum, g) => sum + headcount(g), 0),
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

/** Guests waiting for the host's decision, for the host's waitlist review. */
export function awaitingApproval(guests: readonly ListedGuest[], hasWaitlist: boolean): ListedGuest[] {
  if (!hasWaitlist) return [];
  return guests.filter(
    (g) =>
      g.role !== 'ORGANIZER' &&
      g.rsvpStatus !== 'HIDDEN' &&
      (g.waitlistStatus === 'PENDING_APPROVAL' || g.waitlistStatus === 'DENIED'),
  );
}
