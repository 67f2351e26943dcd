import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  bucketOf,
  defaultGuestOrder,
  type FilterableGuest,
  filterCounts,
  filterKeysFor,
  isPendingInvite,
  SENDABLE_INVITE_STATUSES,
  matchesSearch,
  toggleFilter,
} from './inviteFilters';

const guest = (name: string, extra: Partial<FilterableGuest> = {}): FilterableGuest => ({
  inviteeId: name,
  name,
  rsvpStatus: 'INVITED',
  inviteStatus: 'PENDING',
  ...extra,
});

describe('filter buckets', () => {
  it('puts invited guests with no, pending or failed invites in Unsent', () => {
    expect(bucketOf(guest('a', { inviteStatus: null }))).toBe('UNSENT');
    expect(bucketOf(guest('a', { inviteStatus: 'PENDING' }))).toBe('UNSENT');
    expect(bucketOf(guest('a', { inviteStatus: 'FAILED' }))).toBe('UNSENT');
  });

  it('puts sent or opened invites and seen guests in Awaiting', () => {
    for (const inviteStatus of ['TRIGGERED', 'SUCCESS', 'OPENED', 'CLICKED'] as const) {
      expect(bucketOf(guest('a', { inviteStatus }))).toBe('AWAITING');
    }
    expect(bucketOf(guest('a', { rsvpStatus: 'SEEN', inviteStatus: 'PENDING' }))).toBe('AWAITING');
  });

  it("maps yes to Going, no to Can't make it and leaves hidden guests out", () => {
    expect(bucketOf(guest('a', { rsvpStatus: 'YES' }))).toBe('GOING');
    expect(bucketOf(guest('a', { rsvpStatus: 'NO' }))).toBe('NOT_GOING');
    expect(bucketOf(guest('a', { rsvpStatus: 'HIDDEN' }))).toBeNull();
  });
});

describe('counts', () => {
  const list = [
    guest('host', { role: 'ORGANIZER', rsvpStatus: 'YES' }),
    guest('cohost', { cohostStatus: 'accepted', rsvpStatus: 'YES' }),
    guest('unsent'),
    guest('sent', { inviteStatus: 'SUCCESS' }),
    guest('yes', { rsvpStatus: 'YES' }),
    guest('no', { rsvpStatus: 'NO' }),
    guest('hidden', { rsvpStatus: 'HIDDEN' }),
    guest('waiting', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }),
    guest('denied', { rsvpStatus: 'YES', waitlistStatus: 'DENIED' }),
    guest('approved', { rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }),
  ];

  it('leaves out hosts, cohosts and hidden guests; a denial sticks without a waitlist (under Waitlist)', () => {
    expect(filterCounts(list, false)).toEqual({
      ALL: 7,
      UNSENT: 1,
      GOING: 3,
      NOT_GOING: 1,
      AWAITING: 1,
      WAITLIST: 1,
    });
  });

  it('with a waitlist counts waiting and denied guests under Waitlist (and All), never under Going', () => {
    expect(filterCounts(list, true)).toEqual({
      ALL: 7,
      UNSENT: 1,
      GOING: 2,
      NOT_GOING: 1,
      AWAITING: 1,
      WAITLIST: 2,
    });
  });

  it('puts waiting and denied guests in the Waitlist bucket and filter', () => {
    expect(bucketOf(list[7]!, true)).toBe('WAITLIST');
    expect(bucketOf(list[8]!, true)).toBe('WAITLIST');
    expect(bucketOf(list[9]!, true)).toBe('GOING');
    expect(bucketOf(list[7]!, false)).toBe('GOING');
    expect(applyFilters(list, ['WAITLIST'], true).map((g) => g.name)).toEqual(['waiting', 'denied']);
    expect(applyFilters(list, ['GOING'], true).map((g) => g.name)).toEqual(['yes', 'approved']);
    expect(filterKeysFor(false)).not.toContain('WAITLIST');
    expect(filterKeysFor(true)).toContain('WAITLIST');
    // A denied guest still shows under Waitlist after the waitlist was turned off.
    expect(filterKeysFor(false, 1)).toContain('WAITLIST');
    expect(bucketOf(list[8]!, false)).toBe('WAITLIST');
  });
});

describe('chips', () => {
  it('All resets the others', () => {
    expect(toggleFilter(['GOING', 'UNSENT'], 'ALL')).toEqual(['ALL']);
  });
  it('choosing a filter removes All and adds to the others', () => {
    expect(toggleFilter(['ALL'], 'GOING')).toEqual(['GOING']);
    expect(toggleFilter(['GOING'], 'UNSENT')).toEqual(['GOING', 'UNSENT']);
  });
  it('unchecking the last filter returns to All', () => {
    expect(toggleFilter(['GOING', 'UNSENT'], 'GOING')).toEqual(['UNSENT']);
    expect(toggleFilter(['UNSENT'], 'UNSENT')).toEqual(['ALL']);
  });
});

describe('filtering and order', () => {
  const list = [
    guest('Zoe', { rsvpStatus: 'YES' }),
    guest('bob', { inviteStatus: 'SUCCESS' }),
    guest('Host', { role: 'ORGANIZER', rsvpStatus: 'YES' }),
    guest('amy', { inviteStatus: 'SUCCESS' }),
    guest('Yann'),
    guest('Wait', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }),
  ];

  it('All shows everyone, a bucket only its counted guests', () => {
    expect(applyFilters(list, ['ALL'], true)).toHaveLength(6);
    expect(applyFilters(list, ['GOING'], true).map((g) => g.name)).toEqual(['Zoe']);
    expect(applyFilters(list, ['GOING', 'UNSENT'], false).map((g) => g.name)).toEqual([
      'Zoe',
      'Yann',
      'Wait',
    ]);
  });

  it('orders the organizer, then pending invites, then names without regard to case', () => {
    expect(defaultGuestOrder(list).map((g) => g.name)).toEqual(['Host', 'Yann', 'amy', 'bob', 'Wait', 'Zoe']);
  });

  it('counts failed invites as pending, like the Unsent bucket, but never answered guests or hosts', () => {
    expect(isPendingInvite(guest('a'))).toBe(true);
    expect(isPendingInvite(guest('a', { inviteStatus: 'FAILED' }))).toBe(true);
    expect(bucketOf(guest('a', { inviteStatus: 'FAILED' }))).toBe('UNSENT');
    expect(isPendingInvite(guest('a', { inviteStatus: 'SUCCESS' }))).toBe(false);
    expect(isPendingInvite(guest('a', { inviteStatus: 'TRIGGERED' }))).toBe(false);
    expect(isPendingInvite(guest('a', { inviteStatus: null }))).toBe(false);
    expect(isPendingInvite(guest('a', { rsvpStatus: 'YES' }))).toBe(false);
    expect(isPendingInvite(guest('a', { rsvpStatus: 'NO', inviteStatus: 'FAILED' }))).toBe(false);
    expect(isPendingInvite(guest('a', { role: 'ORGANIZER' }))).toBe(false);
    expect(SENDABLE_INVITE_STATUSES).toEqual(['PENDING', 'FAILED']);
  });

  it('searches name and e-mail case-insensitively', () => {
    expect(matchesSearch(guest('Ann Lee', { email: 'ann@x.io' }), 'LEE')).toBe(true);
    expect(matchesSearch(guest('Ann Lee', { email: 'ann@x.io' }), 'x.io')).toBe(true);
    expect(matchesSearch(guest('Ann Lee'), 'bob')).toBe(false);
    expect(matchesSearch(guest('Ann Lee'), '  ')).toBe(true);
  });
});
