import { describe, expect, it } from 'vitest';
import { isPartyGuest } from './partyGuest';

describe('isPartyGuest', () => {
  const row = {
    role: 'ATTENDEE' as const,
    rsvpStatus: 'INVITED' as const,
    waitlistStatus: null,
    inviteStatus: 'SUCCESS',
    tokenHash: 'h',
  };
  it('counts invited guests and those who answered', () => {
    expect(isPartyGuest(row)).toBe(true);
    expect(isPartyGuest({ ...row, rsvpStatus: 'SEEN' })).toBe(true);
    expect(isPartyGuest({ ...row, role: null, inviteStatus: null, tokenHash: null, rsvpStatus: 'YES' })).toBe(
      true,
    );
    expect(isPartyGuest({ ...row, waitlistStatus: 'APPROVED' })).toBe(true);
  });
  it('leaves out a visit that is only a visit, hidden guests and the waitlist still waiting or refused', () => {
    expect(
      isPartyGuest({
        role: null,
        rsvpStatus: 'SEEN',
        waitlistStatus: null,
        inviteStatus: null,
        tokenHash: null,
      }),
    ).toBe(false);
    expect(isPartyGuest({ ...row, rsvpStatus: 'HIDDEN' })).toBe(false);
    expect(isPartyGuest({ ...row, waitlistStatus: 'PENDING_APPROVAL' })).toBe(false);
    expect(isPartyGuest({ ...row, waitlistStatus: 'DENIED', rsvpStatus: 'YES' })).toBe(false);
  });
});
