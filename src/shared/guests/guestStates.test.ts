import { describe, expect, it } from 'vitest';
import {
  GUEST_STATE_WORDS,
  guestStateOf,
  isWalkIn,
  peopleOf,
  type StatedGuest,
  tallyGuests,
  waitlistStateOf,
} from './guestStates';

const g = (over: Partial<StatedGuest> = {}): StatedGuest => ({
  role: 'ATTENDEE',
  rsvpStatus: 'INVITED',
  inviteStatus: 'PENDING',
  additionalGuestCount: 0,
  waitlistStatus: null,
  ...over,
});

describe('guest states', () => {
  it('has one word per state, the spec’s', () => {
    expect(GUEST_STATE_WORDS).toEqual({
      host: 'Host',
      going: 'Going',
      declined: "Can't make it",
      awaiting: 'Awaiting',
      unsent: 'Unsent',
    });
  });

  it('reads yes as going and no as declined, whatever the invitation did', () => {
    expect(guestStateOf(g({ rsvpStatus: 'YES', inviteStatus: 'FAILED' }), false)).toBe('going');
    expect(guestStateOf(g({ rsvpStatus: 'NO', inviteStatus: null }), false)).toBe('declined');
  });

  it('splits the unanswered into unsent (none, queued, failed) and awaiting (sent, opened, seen)', () => {
    for (const inviteStatus of [null, 'PENDING', 'FAILED'] as const) {
      expect(guestStateOf(g({ inviteStatus }), false)).toBe('unsent');
    }
    for (const inviteStatus of ['TRIGGERED', 'SUCCESS', 'OPENED', 'CLICKED', undefined] as const) {
      expect(guestStateOf(g({ inviteStatus }), false)).toBe('awaiting');
    }
    expect(guestStateOf(g({ rsvpStatus: 'SEEN', inviteStatus: 'PENDING' }), false)).toBe('awaiting');
  });

  it('makes the organizer and cohosts hosts, even when they answered yes', () => {
    expect(guestStateOf(g({ role: 'ORGANIZER', rsvpStatus: 'YES' }), true)).toBe('host');
    expect(guestStateOf(g({ cohostStatus: 'accepted', rsvpStatus: 'YES' }), false)).toBe('host');
  });

  it('leaves hidden guests out, and with a waitlist the pending and denied ones', () => {
    expect(guestStateOf(g({ rsvpStatus: 'HIDDEN' }), false)).toBeNull();
    const waiting = g({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' });
    expect(guestStateOf(waiting, true)).toBeNull();
    expect(guestStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }), true)).toBeNull();
    expect(guestStateOf(waiting, false)).toBe('going');
    expect(guestStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }), true)).toBe('going');
  });

  it('counts a yes with +N as 1 + N people, anyone else as one', () => {
    expect(peopleOf(g({ rsvpStatus: 'YES', additionalGuestCount: 2 }))).toBe(3);
    expect(peopleOf(g({ rsvpStatus: 'NO', additionalGuestCount: 2 }))).toBe(1);
    expect(peopleOf(g({ rsvpStatus: 'YES', additionalGuestCount: null }))).toBe(1);
  });

  it('calls someone a walk-in who answered or opened the link without an invitation', () => {
    expect(isWalkIn(g({ rsvpStatus: 'SEEN', inviteStatus: null, role: null }))).toBe(true);
    expect(isWalkIn(g({ rsvpStatus: 'YES', inviteStatus: null, role: null }))).toBe(true);
    expect(isWalkIn(g({ rsvpStatus: 'YES', inviteStatus: 'OPENED' }))).toBe(false);
    expect(isWalkIn(g({ role: 'ORGANIZER', rsvpStatus: 'YES', inviteStatus: null }))).toBe(false);
    // Guests do not see others' invite statuses: unknown is not a walk-in.
    expect(isWalkIn(g({ rsvpStatus: 'YES', inviteStatus: undefined }))).toBe(false);
  });
});

describe('waitlistStateOf', () => {
  it('names waiting guests with a waitlist and denied ones always, never a host or a hidden guest', () => {
    expect(waitlistStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }), true)).toBe(
      'waitlisted',
    );
    expect(waitlistStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }), true)).toBe('denied');
    expect(waitlistStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }), true)).toBeNull();
    // A denial sticks when the waitlist is turned off (waitlistHold); a waiting guest is then let in.
    expect(waitlistStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }), false)).toBe('denied');
    expect(waitlistStateOf(g({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }), false)).toBeNull();
    expect(waitlistStateOf(g({ role: 'ORGANIZER', waitlistStatus: 'DENIED' }), true)).toBeNull();
    expect(waitlistStateOf(g({ rsvpStatus: 'HIDDEN', waitlistStatus: 'DENIED' }), true)).toBeNull();
  });
});

describe('tallyGuests', () => {
  const party = [
    g({ role: 'ORGANIZER', rsvpStatus: 'YES', inviteStatus: null }),
    g({ rsvpStatus: 'YES', additionalGuestCount: 2, inviteStatus: 'OPENED' }),
    g({ rsvpStatus: 'NO', inviteStatus: 'SUCCESS' }),
    g({ rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' }),
    g({ rsvpStatus: 'SEEN', inviteStatus: 'OPENED' }),
    g({ rsvpStatus: 'INVITED', inviteStatus: 'PENDING' }),
    g({ rsvpStatus: 'YES', inviteStatus: null, role: null }),
    g({ rsvpStatus: 'HIDDEN', inviteStatus: 'SUCCESS' }),
    g({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL', inviteStatus: null, role: null }),
  ];

  it('counts people by state, leaving the host out of every number', () => {
    expect(tallyGuests(party, true)).toEqual({
      going: 4,
      declined: 1,
      awaiting: 2,
      unsent: 1,
      waitlist: 1,
      all: 9,
      invited: 5,
      walkIns: 1,
    });
  });

  it('counts waiting and denied guests in Waitlist and All, in no other state (issue 38)', () => {
    const denied = g({
      rsvpStatus: 'YES',
      additionalGuestCount: 1,
      waitlistStatus: 'DENIED',
      inviteStatus: null,
    });
    expect(tallyGuests([...party, denied], true)).toMatchObject({ going: 4, waitlist: 3, all: 11 });
    expect(tallyGuests([...party, denied], false)).toMatchObject({ going: 5, waitlist: 2, all: 11 });
  });

  it('never counts the host nor a walk-in as invited', () => {
    const justHostAndWalkIn = [party[0]!, party[6]!];
    expect(tallyGuests(justHostAndWalkIn, false)).toMatchObject({ invited: 0, walkIns: 1, going: 1 });
  });

  it('counts a waiting guest once the waitlist is gone', () => {
    expect(tallyGuests(party, false)).toMatchObject({ going: 5, invited: 5, walkIns: 2 });
  });
});
