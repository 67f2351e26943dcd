import { describe, expect, it } from 'vitest';
import {
  awaitingApproval,
  canSeeGuestList,
  GUEST_SECTION_TITLES,
  guestListSections,
  headcount,
  isListed,
  type ListedGuest,
  listedName,
} from './guestList';
import { PRIVATE_GUEST_LIST_TEXT } from './copy';

const g = (name: string, over: Partial<ListedGuest> = {}): ListedGuest => ({
  inviteeId: name,
  name,
  role: 'ATTENDEE',
  rsvpStatus: 'INVITED',
  additionalGuestCount: 0,
  waitlistStatus: null,
  ...over,
});

describe('guest list', () => {
  it('hides hidden guests and, with a waitlist, pending and denied ones; never the organizer', () => {
    expect(isListed(g('a', { rsvpStatus: 'HIDDEN' }), false)).toBe(false);
    expect(isListed(g('a', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }), true)).toBe(false);
    expect(isListed(g('a', { rsvpStatus: 'YES', waitlistStatus: 'DENIED' }), true)).toBe(false);
    expect(isListed(g('a', { rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }), true)).toBe(true);
    expect(isListed(g('a', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }), false)).toBe(true);
    expect(isListed(g('h', { role: 'ORGANIZER', rsvpStatus: 'HIDDEN' }), true)).toBe(true);
  });

  it('labels the organizer (Host) and names a nameless guest', () => {
    expect(listedName({ name: 'Hana', role: 'ORGANIZER' })).toBe('Hana (Host)');
    expect(listedName({ name: 'Gus', role: 'ATTENDEE' })).toBe('Gus');
    expect(listedName({ name: '  ', role: null })).toBe('Guest');
    // An imported guest with neither name nor e-mail is named by their number: never shown to others.
    expect(listedName({ name: '(415) 555-0134', role: 'ATTENDEE' })).toBe('Guest');
    expect(listedName({ name: '+44 20 7946 0958', role: null })).toBe('Guest');
    expect(listedName({ name: 'Room 101', role: null })).toBe('Room 101');
    expect(listedName({ name: '2024', role: null })).toBe('2024');
  });

  it('counts a going guest with their extras, others as one', () => {
    expect(headcount(g('a', { rsvpStatus: 'YES', additionalGuestCount: 2 }))).toBe(3);
    expect(headcount(g('a', { rsvpStatus: 'NO', additionalGuestCount: 2 }))).toBe(1);
    expect(headcount(g('a', { rsvpStatus: 'YES', additionalGuestCount: null }))).toBe(1);
  });

  it('puts the organizer first on their own, then the guests by state, with counts including +N', () => {
    const sections = guestListSections(
      [
        g('Yuri', { rsvpStatus: 'YES', additionalGuestCount: 2 }),
        g('Nora', { rsvpStatus: 'NO' }),
        g('Hana', { role: 'ORGANIZER', rsvpStatus: 'YES' }),
        g('Sven', { rsvpStatus: 'SEEN' }),
        g('Ivy', { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' }),
        g('Una', { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' }),
        g('Hal', { rsvpStatus: 'HIDDEN' }),
        g('Wes', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }),
      ],
      true,
    );
    expect(sections.map((s) => s.title)).toEqual(Object.values(GUEST_SECTION_TITLES));
    expect(sections.map((s) => s.title)).toEqual(['Host', 'Going', "Can't make it", 'Awaiting', 'Unsent']);
    expect(sections.map((s) => s.guests.map((x) => x.name))).toEqual([
      ['Hana'],
      ['Yuri'],
      ['Nora'],
      ['Sven', 'Ivy'],
      ['Una'],
    ]);
    // The host is not a guest: Going counts Yuri and the two people Yuri brings, as the chips do.
    expect(sections.map((s) => s.count)).toEqual([1, 3, 1, 2, 1]);
  });

  it('has no Unsent section for guests, who do not see whether invitations went out', () => {
    const asGuest = guestListSections([g('Ivy', { rsvpStatus: 'INVITED', inviteStatus: undefined })], false);
    expect(asGuest.map((s) => s.key)).toEqual(['awaiting']);
  });

  it('leaves out empty sections', () => {
    expect(guestListSections([g('Ivy', { inviteStatus: 'OPENED' })], false).map((s) => s.key)).toEqual([
      'awaiting',
    ]);
    expect(guestListSections([], false)).toEqual([]);
  });

  it('shows the list to hosts always and to guests only when public', () => {
    expect(canSeeGuestList({ publicGuestList: false, isHost: true })).toBe(true);
    expect(canSeeGuestList({ publicGuestList: false, isHost: false })).toBe(false);
    expect(canSeeGuestList({ publicGuestList: true, isHost: false })).toBe(true);
    expect(PRIVATE_GUEST_LIST_TEXT).toBe('Guest list is private for this event.');
  });

  it('lists guests awaiting the host’s decision only with a waitlist (not the denied: decided)', () => {
    const guests = [
      g('Pat', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }),
      g('Dan', { rsvpStatus: 'YES', waitlistStatus: 'DENIED' }),
      g('Amy', { rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }),
      g('Hid', { rsvpStatus: 'HIDDEN', waitlistStatus: 'PENDING_APPROVAL' }),
      g('Host', { role: 'ORGANIZER', rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }),
    ];
    expect(awaitingApproval(guests, true).map((x) => x.name)).toEqual(['Pat']);
    expect(awaitingApproval(guests, false)).toEqual([]);
  });
});
