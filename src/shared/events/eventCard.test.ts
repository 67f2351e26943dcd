import { describe, expect, it } from 'vitest';
import { listCardLabel, NO_GUESTS_YET } from './eventCard';

const host = { isHost: true, rsvpStatus: null, isPast: false } as const;

describe('listCardLabel', () => {
  it('says a hosted party nobody is invited to yet has no guests, not "0 invites unsent"', () => {
    expect(listCardLabel({ ...host, attendingCount: 1, unsentCount: 0 })).toEqual({
      label: NO_GUESTS_YET,
      tone: 'quiet',
    });
    expect(listCardLabel({ ...host, attendingCount: 0, unsentCount: 0 }).label).toBe('No guests yet');
  });

  it('counts unsent invites when there are some, as a call to action', () => {
    expect(listCardLabel({ ...host, attendingCount: 1, unsentCount: 3 })).toEqual({
      label: '3 invites unsent',
      tone: 'unsent',
    });
  });

  it('keeps the spec labels otherwise', () => {
    expect(listCardLabel({ ...host, attendingCount: 4, unsentCount: 0 })).toEqual({
      label: '4 attending',
      tone: 'hosting',
    });
    expect(listCardLabel({ ...host, attendingCount: 1, unsentCount: 0, cancelledTimestamp: 5 })).toEqual({
      label: 'Canceled',
      tone: 'canceled',
    });
    expect(
      listCardLabel({ isHost: false, attendingCount: 9, unsentCount: 0, rsvpStatus: 'YES', isPast: false }),
    ).toEqual({ label: 'You are going', tone: 'going' });
    expect(
      listCardLabel({ isHost: false, attendingCount: 9, unsentCount: 0, rsvpStatus: 'NO', isPast: true }),
    ).toEqual({ label: "You didn't make it", tone: 'declined' });
    expect(
      listCardLabel({ isHost: false, attendingCount: 9, unsentCount: 0, rsvpStatus: 'SEEN', isPast: false })
        .tone,
    ).toBe('pending');
    expect(listCardLabel({ ...host, isDraft: true, attendingCount: 0, unsentCount: 0 })).toEqual({
      label: 'Draft',
      tone: 'draft',
    });
  });
});

describe('listCardLabel for a guest the waitlist holds back', () => {
  const guest = {
    isHost: false,
    attendingCount: 9,
    unsentCount: 0,
    rsvpStatus: 'YES',
    isPast: false,
  } as const;

  it('is a request or a denial, never "going"', () => {
    expect(listCardLabel({ ...guest, waitlistHold: 'PENDING_APPROVAL' })).toEqual({
      label: 'You requested to join',
      tone: 'waitlisted',
    });
    expect(listCardLabel({ ...guest, waitlistHold: 'DENIED' })).toEqual({
      label: 'You are not on the list',
      tone: 'denied',
    });
    expect(listCardLabel({ ...guest, waitlistHold: null })).toEqual({
      label: 'You are going',
      tone: 'going',
    });
  });
});
