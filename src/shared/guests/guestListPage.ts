import { z } from 'zod';
import { attendingCountOf } from '../events/eventLabels';
import { attendeeSchema, getEventInput, type GuestCounts, type RsvpStatus } from '../events/schema';
import { textSchema } from '../common/schema';
import { type GuestSectionKey } from './guestList';
import { GUEST_PAGE_MAX, GUEST_PAGE_SECTIONS, type GuestPageSection } from './guestPageSections';
import { guestStateOf, type StatedGuest } from './guestStates';

// The event page's guest list at any size (issue 14): the page gets each section's count and its first faces;
// the whole list pages by cursor (guests.listEventGuests). Which guest is in which section stays the one rule
// of guestStates.ts; this file says how that rule reads as a filter the database can run, and how counts
// taken per group of alike rows (SQL GROUP BY) add up to the same numbers the full list gives.

// The sizes and sections live apart (guestPageSections.ts, no zod) so the event page's code can use them
// without carrying the schemas below.
export {
  FIRST_FACES_PER_SECTION,
  GUEST_PAGE_MAX,
  GUEST_PAGE_SECTIONS,
  type GuestPageSection,
} from './guestPageSections';

export type SectionViewer = { forHosts: boolean; hasWaitlist: boolean };

/**
 * Waiting for the hosts' decision (with a waitlist; never the organizer, never hidden). A denied guest was
 * decided on: not in "Waiting for your approval" (issue 38); the guest table shows them.
 */
function isOnWaitlist(guest: StatedGuest, hasWaitlist: boolean): boolean {
  return (
    hasWaitlist &&
    guest.role !== 'ORGANIZER' &&
    guest.rsvpStatus !== 'HIDDEN' &&
    guest.waitlistStatus === 'PENDING_APPROVAL'
  );
}

const SECTION_OF_STATE: Record<NonNullable<ReturnType<typeof guestStateOf>>, GuestSectionKey> = {
  host: 'host',
  going: 'going',
  declined: 'notGoing',
  awaiting: 'awaiting',
  unsent: 'unsent',
};

/**
 * The section a guest is in for this viewer, or null. A guest whose invitation has not gone out (a contact
 * the hosts imported but have not invited) is the hosts' business alone: on no list a guest or visitor sees
 * (issue 38), where it used to read as Awaiting.
 */
export function sectionOf(guest: StatedGuest, viewer: SectionViewer): GuestPageSection | null {
  const state = guestStateOf(guest, viewer.hasWaitlist);
  if (state === 'unsent' && !viewer.forHosts) return null;
  if (state !== null) return SECTION_OF_STATE[state];
  return viewer.forHosts && guest.rsvpStatus === 'YES' && isOnWaitlist(guest, viewer.hasWaitlist)
    ? 'waitlist'
    : null;
}

/** The sections this viewer has, in display order. */
export function sectionsFor(viewer: SectionViewer): GuestPageSection[] {
  return GUEST_PAGE_SECTIONS.filter((section) => {
    if (section === 'unsent') return viewer.forHosts;
    if (section === 'waitlist') return viewer.forHosts && viewer.hasWaitlist;
    return true;
  });
}

/**
 * A section as a filter on stored columns: organizer or not, then any of the clauses (answer in `rsvp`, and
 * when given, the invitation sent or not), then the waitlist condition. The server turns it into SQL;
 * guestListPage.test.ts checks it against sectionOf for every combination of the columns.
 */
export type SectionFilter = {
  organizer: boolean;
  clauses: { rsvp: RsvpStatus[]; invite?: 'sent' | 'unsent' }[];
  /**
   * listed: not waiting nor denied (with a waitlist). notDenied: not denied (without one: a denial sticks).
   * waiting: pending approval.
   */
  waitlist: 'any' | 'listed' | 'notDenied' | 'waiting';
};

/** Invite statuses the hosts count as not sent (guestStates.isInviteUnsent): none, queued, failed. */
export const UNSENT_INVITE_STATUSES = [null, 'PENDING', 'FAILED'] as const;

export function sectionFilter(section: GuestPageSection, viewer: SectionViewer): SectionFilter {
  const listed = viewer.hasWaitlist ? 'listed' : 'notDenied';
  switch (section) {
    case 'host':
      return { organizer: true, clauses: [], waitlist: 'any' };
    case 'going':
      return { organizer: false, clauses: [{ rsvp: ['YES'] }], waitlist: listed };
    case 'notGoing':
      return { organizer: false, clauses: [{ rsvp: ['NO'] }], waitlist: listed };
    case 'awaiting':
      return {
        organizer: false,
        clauses: [{ rsvp: ['SEEN'] }, { rsvp: ['INVITED'], invite: 'sent' }],
        waitlist: listed,
      };
    case 'unsent':
      return { organizer: false, clauses: [{ rsvp: ['INVITED'], invite: 'unsent' }], waitlist: listed };
    case 'waitlist':
      return { organizer: false, clauses: [{ rsvp: ['YES'] }], waitlist: 'waiting' };
  }
}

/** Whether a guest passes a filter: the same reading the server's SQL makes (see sectionFilter). */
export function passesFilter(filter: SectionFilter, guest: StatedGuest): boolean {
  const isOrganizer = guest.role === 'ORGANIZER';
  if (filter.organizer) return isOrganizer;
  if (isOrganizer) return false;
  const unsent = (UNSENT_INVITE_STATUSES as readonly unknown[]).includes(guest.inviteStatus ?? null);
  const clause = filter.clauses.some(
    (c) =>
      c.rsvp.includes(guest.rsvpStatus) && (c.invite === undefined || (c.invite === 'unsent') === unsent),
  );
  const waiting = guest.waitlistStatus === 'PENDING_APPROVAL' || guest.waitlistStatus === 'DENIED';
  if (filter.waitlist === 'listed' && waiting) return false;
  if (filter.waitlist === 'notDenied' && guest.waitlistStatus === 'DENIED') return false;
  if (filter.waitlist === 'waiting' && guest.waitlistStatus !== 'PENDING_APPROVAL') return false;
  return clause;
}

/** Alike guests counted together (one row of a GROUP BY on these columns). */
export type GuestGroup = StatedGuest & {
  /** How many guests. */
  guests: number;
  /** Their extra guests (+N) added up, negatives as 0 (as peopleOf reads them). */
  extraGuests: number;
};

/** Each section's count for this viewer, the numbers guestListSections gives for the full list. */
export function countSections(groups: readonly GuestGroup[], viewer: SectionViewer): GuestCounts {
  const counts: GuestCounts = { host: 0, going: 0, notGoing: 0, awaiting: 0 };
  if (viewer.forHosts) counts.unsent = 0;
  if (viewer.forHosts && viewer.hasWaitlist) counts.waitlist = 0;
  for (const group of groups) {
    const section = sectionOf(group, viewer);
    if (section === null) continue;
    const byGuest = section === 'host' || section === 'waitlist';
    // peopleOf for a group: each guest, plus the extra guests of a yes.
    const people = group.guests + (group.rsvpStatus === 'YES' ? group.extraGuests : 0);
    counts[section] = (counts[section] ?? 0) + (byGuest ? group.guests : people);
  }
  return counts;
}

/** The attending count (attendingCountOf) of grouped guests. */
export function attendingCountOfGroups(groups: readonly GuestGroup[], hasWaitlist: boolean): number {
  return groups.reduce(
    (sum, group) =>
      sum +
      (attendingCountOf([{ ...group, additionalGuestCount: 0 }], hasWaitlist) > 0
        ? group.guests + group.extraGuests
        : 0),
    0,
  );
}

// ——— guests.listEventGuests (EventService.listEventGuests) ———

export const listEventGuestsInput = getEventInput.extend({
  section: z.enum(GUEST_PAGE_SECTIONS),
  /** The nextCursor of the page before; absent for the first page. */
  cursor: textSchema().max(200).optional(),
  limit: z.number().int().min(1).max(GUEST_PAGE_MAX).default(50),
});

export const guestPageSchema = z.object({
  guests: z.array(attendeeSchema),
  /** Pass it back for the next page; null at the end of the section. */
  nextCursor: z.string().nullable(),
});
export type GuestPage = z.infer<typeof guestPageSchema>;
