import type { InviteStatus, RsvpStatus, WaitlistStatus } from './schema';
import { waitlistHold } from '../rsvp/rules';

// Counts and the words on an event card (spec section 4, "Event card label").

/** "1 party" / "3 parties": the singular when n is exactly 1. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

type CountedGuest = {
  role?: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: RsvpStatus;
  additionalGuestCount?: number | null;
  waitlistStatus?: WaitlistStatus | null;
  inviteStatus?: InviteStatus | null;
};

/** Guests the waitlist holds back (waiting, with a waitlist; denied, always) are left out of every count. */
function countsTowardsTotals(guest: CountedGuest, hasWaitlist: boolean): boolean {
  return !waitlistHold(guest, hasWaitlist);
}

/** Attending count: guests who said yes plus the extra people each brings (the host included). */
export function attendingCountOf(guests: readonly CountedGuest[], hasWaitlist = false): number {
  return guests
    .filter((g) => g.rsvpStatus === 'YES' && countsTowardsTotals(g, hasWaitlist))
    .reduce((sum, g) => sum + 1 + (g.additionalGuestCount ?? 0), 0);
}

/** Unsent invites: invited guests whose invite is not sent yet, or failed (the manage-invites Unsent bucket). */
export function isUnsentInvite(guest: CountedGuest): boolean {
  if (guest.role === 'ORGANIZER' || guest.rsvpStatus !== 'INVITED') return false;
  return guest.inviteStatus == null || guest.inviteStatus === 'PENDING' || guest.inviteStatus === 'FAILED';
}

export function unsentCountOf(guests: readonly CountedGuest[], hasWaitlist = false): number {
  return guests.filter((g) => isUnsentInvite(g) && countsTowardsTotals(g, hasWaitlist)).length;
}

/** A host with at most one attendee (themself) has no guests yet. */
export function hasGuests(attendingCount: number): boolean {
  return attendingCount > 1;
}

export type EventCardLabelInput = {
  isDraft?: boolean;
  cancelledTimestamp?: number;
  /** The viewer hosts it (organizer or accepted cohost). */
  isHost: boolean;
  attendingCount: number;
  unsentCount: number;
  /** The viewer's own answer, when they are a guest. */
  rsvpStatus: RsvpStatus | null;
  /** What holds the viewer back as a guest (rsvp/rules waitlistHold): their yes is a request, not going. */
  waitlistHold?: 'PENDING_APPROVAL' | 'DENIED' | null;
  isPast: boolean;
};

/**
 * A guest's yes the waitlist holds back, in the guest page's words (rsvpStatusLine: "You have requested to join
 * the list", "You're not on the list"), so the card never says "going" to someone who is not.
 */
export const WAITLIST_CARD_LABELS = {
  PENDING_APPROVAL: 'You requested to join',
  DENIED: 'You are not on the list',
} as const;

export function eventCardLabel(item: EventCardLabelInput): string {
  if (item.isDraft) return 'Draft';
  if (item.cancelledTimestamp) return 'Canceled';
  if (item.isHost) {
    if (hasGuests(item.attendingCount)) {
      return `${item.attendingCount} ${item.isPast ? 'attended' : 'attending'}`;
    }
    return `${plural(item.unsentCount, 'invite', 'invites')} unsent`;
  }
  if (item.rsvpStatus === 'YES' && item.waitlistHold) return WAITLIST_CARD_LABELS[item.waitlistHold];
  if (item.rsvpStatus === 'YES') return item.isPast ? 'You went' : 'You are going';
  if (item.rsvpStatus === 'NO') return item.isPast ? "You didn't make it" : "You can't make it";
  return 'You have not responded';
}

/** The greeting's second line: 'You have 1 upcoming party.' / 'You have 3 upcoming parties.' */
export function upcomingPartiesText(count: number): string {
  return `You have ${plural(count, 'upcoming party', 'upcoming parties')}.`;
}

/** Shown where an event has no title or no start yet. */
export const UNTITLED_PARTY = 'Untitled Party';
export const UNKNOWN_START_TIME = 'Unknown start time';
