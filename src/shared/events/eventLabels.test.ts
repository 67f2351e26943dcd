import { describe, expect, it } from 'vitest';
import {
  attendingCountOf,
  eventCardLabel,
  hasGuests,
  plural,
  unsentCountOf,
  upcomingPartiesText,
} from './eventLabels';

const host = { role: 'ORGANIZER', rsvpStatus: 'YES', additionalGuestCount: 0 } as const;

describe('counts', () => {
  it('counts yes guests and the people they bring', () => {
    expect(
      attendingCountOf([
        host,
        { role: 'ATTENDEE', rsvpStatus: 'YES', additionalGuestCount: 2 },
        { role: 'ATTENDEE', rsvpStatus: 'NO', additionalGuestCount: 0 },
        { role: 'ATTENDEE', rsvpStatus: 'SEEN', additionalGuestCount: 3 },
      ]),
    ).toBe(4);
  });

  it('leaves waitlisted guests out only with a waitlist, denied ones always (a decision sticks)', () => {
    const guests = [
      host,
      { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' },
      { rsvpStatus: 'YES', waitlistStatus: 'DENIED' },
      { rsvpStatus: 'YES', waitlistStatus: 'APPROVED' },
    ] as const;
    expect(attendingCountOf(guests, true)).toBe(2);
    expect(attendingCountOf(guests, false)).toBe(3);
  });

  it('counts unsent invites: invited and pending, absent or failed; never the host', () => {
    expect(
      unsentCountOf([
        { ...host, rsvpStatus: 'INVITED' },
        { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' },
        { rsvpStatus: 'INVITED', inviteStatus: null },
        { rsvpStatus: 'INVITED', inviteStatus: 'FAILED' },
        { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' },
        { rsvpStatus: 'SEEN', inviteStatus: 'PENDING' },
      ]),
    ).toBe(3);
  });

  it('treats a host alone as no guests yet', () => {
    expect(hasGuests(1)).toBe(false);
    expect(hasGuests(2)).toBe(true);
  });
});

describe('eventCardLabel', () => {
  const base = {
    isHost: true,
    attendingCount: 1,
    unsentCount: 0,
    rsvpStatus: null,
    isPast: false,
    cancelledTimestamp: 0,
  };

  it('says Draft, then Canceled, before anything else', () => {
    expect(eventCardLabel({ ...base, isDraft: true, cancelledTimestamp: 5 })).toBe('Draft');
    expect(eventCardLabel({ ...base, cancelledTimestamp: 5, attendingCount: 9 })).toBe('Canceled');
  });

  it('shows a host the attending count once someone besides them is coming', () => {
    expect(eventCardLabel({ ...base, attendingCount: 5 })).toBe('5 attending');
    expect(eventCardLabel({ ...base, attendingCount: 5, isPast: true })).toBe('5 attended');
  });

  it('shows a host without guests how many invites are unsent', () => {
    expect(eventCardLabel({ ...base, unsentCount: 0 })).toBe('0 invites unsent');
    expect(eventCardLabel({ ...base, unsentCount: 1 })).toBe('1 invite unsent');
    expect(eventCardLabel({ ...base, unsentCount: 4 })).toBe('4 invites unsent');
  });

  it('tells a guest their answer, in the past tense after the party', () => {
    const guest = { ...base, isHost: false, attendingCount: 10 };
    expect(eventCardLabel({ ...guest, rsvpStatus: 'YES' })).toBe('You are going');
    expect(eventCardLabel({ ...guest, rsvpStatus: 'YES', isPast: true })).toBe('You went');
    expect(eventCardLabel({ ...guest, rsvpStatus: 'NO' })).toBe("You can't make it");
    expect(eventCardLabel({ ...guest, rsvpStatus: 'NO', isPast: true })).toBe("You didn't make it");
    expect(eventCardLabel({ ...guest, rsvpStatus: 'SEEN' })).toBe('You have not responded');
    expect(eventCardLabel({ ...guest, rsvpStatus: 'INVITED' })).toBe('You have not responded');
    expect(eventCardLabel({ ...guest, rsvpStatus: null })).toBe('You have not responded');
  });
});

describe('greeting', () => {
  it('says party or parties', () => {
    expect(upcomingPartiesText(0)).toBe('You have 0 upcoming parties.');
    expect(upcomingPartiesText(1)).toBe('You have 1 upcoming party.');
    expect(upcomingPartiesText(2)).toBe('You have 2 upcoming parties.');
    expect(plural(1, 'a', 'b')).toBe('1 a');
  });
});
