import type { InviteStatus, RsvpStatus, WaitlistStatus } from '../events/schema';
import {
  GUEST_STATE_WORDS,
  type GuestState,
  guestStateOf,
  isHostGuest,
  tallyGuests,
  waitlistStateOf,
} from './guestStates';

// The manage-invites filter chips (spec section 4, "Filter buckets"): which bucket a guest falls in, what the
// chips count, how chips combine, and the list's default order. Buckets, words and counts come from the one
// rule of guest states (rules/guestStates), so the chips agree with the event page's guest list. With a
// waitlist, guests waiting for approval or denied are in the Waitlist bucket alone (issue 38), never Going.

export const FILTER_KEYS = ['ALL', 'UNSENT', 'GOING', 'NOT_GOING', 'AWAITING', 'WAITLIST'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type BucketKey = Exclude<FilterKey, 'ALL'>;

export const FILTER_LABELS: Record<FilterKey, string> = {
  ALL: 'All',
  UNSENT: GUEST_STATE_WORDS.unsent,
  GOING: GUEST_STATE_WORDS.going,
  NOT_GOING: GUEST_STATE_WORDS.declined,
  AWAITING: GUEST_STATE_WORDS.awaiting,
  WAITLIST: 'Waitlist',
};

/** The chips a party shows: the Waitlist chip only when the party has a waitlist. */
export function filterKeysFor(hasWaitlist: boolean, onWaitlist = 0): readonly FilterKey[] {
  // Without a waitlist, only while someone is still on it (a denial sticks when the waitlist is turned off).
  return hasWaitlist || onWaitlist > 0 ? FILTER_KEYS : FILTER_KEYS.filter((key) => key !== 'WAITLIST');
}

const BUCKET_OF_STATE: Record<Exclude<GuestState, 'host'>, Exclude<BucketKey, 'WAITLIST'>> = {
  going: 'GOING',
  declined: 'NOT_GOING',
  awaiting: 'AWAITING',
  unsent: 'UNSENT',
};

/** What the filter rules read of a guest; the guest-list rows of `guests.fetchGuestList` fit it. */
export type FilterableGuest = {
  inviteeId: string;
  name: string;
  email?: string | null;
  role?: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: RsvpStatus;
  inviteStatus?: InviteStatus | null;
  waitlistStatus?: WaitlistStatus | null;
  /** Set on a cohost's entry: cohosts are managed on the cohost page, not here. */
  cohostStatus?: string | null;
};

/** The organizer and cohost entries are hosts of the party, not guests to count or filter. */
export function isHostEntry(guest: FilterableGuest): boolean {
  return isHostGuest(guest);
}

/**
 * The invite statuses a send picks up: queued (PENDING) and failed (FAILED, 'Send Failure'). Both are in the
 * Unsent bucket, so 'Send to {n} pending guest(s)', the leave guard and the server's sendInvites treat them
 * alike. A guest with no invite status (came through a link) has no invitation to send.
 */
export const SENDABLE_INVITE_STATUSES = ['PENDING', 'FAILED'] as const satisfies readonly InviteStatus[];

/**
 * Waiting to go out: a guest (not a host entry) who has not answered (INVITED) and whose invitation is queued
 * or failed. What 'Send to {n} pending guest(s)' counts and sends, and what the leave guard warns about.
 */
export function isPendingInvite(guest: FilterableGuest): boolean {
  return (
    !isHostEntry(guest) &&
    guest.rsvpStatus === 'INVITED' &&
    (SENDABLE_INVITE_STATUSES as readonly (InviteStatus | null | undefined)[]).includes(guest.inviteStatus)
  );
}

/**
 * The bucket of a guest, or null for hidden guests (who are in none) and host entries. With a waitlist, a guest
 * waiting for approval or denied is in WAITLIST; guests the host invited carry no waitlist status.
 */
export function bucketOf(guest: FilterableGuest, hasWaitlist = false): BucketKey | null {
  if (waitlistStateOf(guest, hasWaitlist)) return 'WAITLIST';
  const state = guestStateOf(guest, hasWaitlist);
  return state === null || state === 'host' ? null : BUCKET_OF_STATE[state];
}

export type FilterCounts = Record<FilterKey, number>;

/** The chips' numbers, in people: a yes with +2 counts 3 under Going, as on the event page. */
export function filterCounts(
  guests: readonly (FilterableGuest & { additionalGuestCount?: number | null })[],
  hasWaitlist: boolean,
): FilterCounts {
  const tally = tallyGuests(guests, hasWaitlist);
  return {
    ALL: tally.all,
    UNSENT: tally.unsent,
    GOING: tally.going,
    NOT_GOING: tally.declined,
    AWAITING: tally.awaiting,
    WAITLIST: tally.waitlist,
  };
}

/**
 * A chip click. All resets the others; choosing any other removes All; unchecking the last one returns to
 * All.
 */
export function toggleFilter(selected: readonly FilterKey[], key: FilterKey): FilterKey[] {
  if (key === 'ALL') return ['ALL'];
  if (selected.includes(key)) {
    const rest = selected.filter((k) => k !== key && k !== 'ALL');
    return rest.length === 0 ? ['ALL'] : rest;
  }
  return [...selected.filter((k) => k !== 'ALL'), key];
}

/**
 * The rows a selection shows. All shows everyone on the list (the organizer row included); a bucket shows the
 * guests in it.
 */
export function applyFilters<T extends FilterableGuest>(
  guests: readonly T[],
  selected: readonly FilterKey[],
  hasWaitlist: boolean,
): T[] {
  if (selected.length === 0 || selected.includes('ALL')) return [...guests];
  return guests.filter((guest) => {
    const bucket = bucketOf(guest, hasWaitlist);
    return bucket !== null && selected.includes(bucket);
  });
}

/** Search within the list: name, e-mail or phone containing the text, case-insensitive. */
export function matchesSearch(guest: FilterableGuest & { phone?: string | null }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [guest.name, guest.email, guest.phone].some((field) => field?.toLowerCase().includes(needle));
}

const byName = (a: FilterableGuest, b: FilterableGuest) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
  (a.email ?? '').localeCompare(b.email ?? '');

/** Default list order: the organizer row on top, then pending invites, then everyone by name (any case). */
export function defaultGuestOrder<T extends FilterableGuest>(guests: readonly T[]): T[] {
  // The spec's "pending invites" here are the queued ones; a failed invite sorts by name with its red label.
  const queued = (guest: T) => isPendingInvite(guest) && guest.inviteStatus === 'PENDING';
  const rank = (guest: T) => (guest.role === 'ORGANIZER' ? 0 : queued(guest) ? 1 : 2);
  return [...guests].sort((a, b) => rank(a) - rank(b) || byName(a, b));
}
