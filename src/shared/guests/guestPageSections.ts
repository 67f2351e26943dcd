// The event page's guest list at any size (issue 14; the rules are in guestListPage.ts): how many guests it
// carries, how many a page of the full list holds, and its sections.

/** How many guests of each section the event page carries; the rest are one 'Show all' away. */
export const FIRST_FACES_PER_SECTION = 12;
/** The most guests one page of listEventGuests answers. */
export const GUEST_PAGE_MAX = 100;

/**
 * The sections of the list. 'waitlist' is the hosts' review of guests who said yes and wait for approval (or
 * were denied); it is on no guest list. 'unsent' and 'waitlist' are the hosts' alone.
 */
export const GUEST_PAGE_SECTIONS = ['host', 'going', 'notGoing', 'awaiting', 'unsent', 'waitlist'] as const;
export type GuestPageSection = (typeof GUEST_PAGE_SECTIONS)[number];
