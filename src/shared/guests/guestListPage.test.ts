import { describe, expect, it } from 'vitest';
import { attendingCountOf } from '../events/eventLabels';
import { INVITE_STATUSES, RSVP_STATUSES, WAITLIST_STATUSES } from '../events/schema';
import { guestListSections, type ListedGuest } from './guestList';
import { isInviteUnsent } from './guestStates';
import {
  attendingCountOfGroups,
  countSections,
  type GuestGroup,
  passesFilter,
  sectionFilter,
  sectionOf,
  sectionsFor,
  type SectionViewer,
} from './guestListPage';

// Every combination of the columns that decide a guest's section.
const everyGuest: GuestGroup[] = [];
for (const role of ['ORGANIZER', 'ATTENDEE', null] as const)
  for (const rsvpStatus of RSVP_STATUSES)
    for (const inviteStatus of [...INVITE_STATUSES, null])
      for (const waitlistStatus of [...WAITLIST_STATUSES, null])
        everyGuest.push({ role, rsvpStatus, inviteStatus, waitlistStatus, guests: 1, extraGuests: 0 });

const viewers: SectionViewer[] = [
  { forHosts: true, hasWaitlist: true },
  { forHosts: true, hasWaitlist: false },
  { forHosts: false, hasWaitlist: true },
  { forHosts: false, hasWaitlist: false },
];

describe('guest list sections as filters', () => {
  it.each(viewers)('puts every guest in exactly the section sectionOf says (%o)', (viewer) => {
    for (const guest of everyGuest) {
      const matching = sectionsFor(viewer).filter((s) => passesFilter(sectionFilter(s, viewer), guest));
      const expected = sectionOf(guest, viewer);
      expect({ guest, matching }).toEqual({ guest, matching: expected === null ? [] : [expected] });
    }
  });

  it('gives the hosts alone the Unsent section, and the waitlist only to parties with one', () => {
    expect(sectionsFor({ forHosts: false, hasWaitlist: true })).toEqual([
      'host',
      'going',
      'notGoing',
      'awaiting',
    ]);
    expect(sectionsFor({ forHosts: true, hasWaitlist: false })).toEqual([
      'host',
      'going',
      'notGoing',
      'awaiting',
      'unsent',
    ]);
    expect(sectionsFor({ forHosts: true, hasWaitlist: true })).toContain('waitlist');
  });

  it('reads an unsent invitation as Unsent for hosts, and keeps it off the guests’ list (issue 38)', () => {
    const guest = { role: 'ATTENDEE', rsvpStatus: 'INVITED', inviteStatus: 'PENDING' } as const;
    expect(sectionOf(guest, { forHosts: true, hasWaitlist: false })).toBe('unsent');
    expect(sectionOf(guest, { forHosts: false, hasWaitlist: false })).toBeNull();
    expect(sectionOf({ ...guest, inviteStatus: null }, { forHosts: false, hasWaitlist: false })).toBeNull();
    expect(sectionOf({ ...guest, inviteStatus: 'SUCCESS' }, { forHosts: false, hasWaitlist: false })).toBe(
      'awaiting',
    );
  });

  it('puts a yes waiting for approval in the hosts’ waitlist, on nobody’s list', () => {
    const guest = { role: 'ATTENDEE', rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' } as const;
    expect(sectionOf(guest, { forHosts: true, hasWaitlist: true })).toBe('waitlist');
    expect(sectionOf(guest, { forHosts: false, hasWaitlist: true })).toBeNull();
    expect(sectionOf(guest, { forHosts: true, hasWaitlist: false })).toBe('going');
  });
});

describe('counts from grouped rows', () => {
  // A list with extras, as separate rows and as the GROUP BY the server runs would group it.
  const rows: ListedGuest[] = [];
  let n = 0;
  for (const guest of everyGuest)
    for (const extra of [0, 2]) {
      rows.push({ ...guest, inviteeId: String(n++), name: 'x', additionalGuestCount: extra });
    }
  const grouped = new Map<string, GuestGroup>();
  for (const row of rows) {
    const key = [row.role, row.rsvpStatus, row.inviteStatus, row.waitlistStatus].join('|');
    const group = grouped.get(key) ?? {
      role: row.role,
      rsvpStatus: row.rsvpStatus,
      inviteStatus: row.inviteStatus,
      waitlistStatus: row.waitlistStatus,
      guests: 0,
      extraGuests: 0,
    };
    group.guests += 1;
    group.extraGuests += row.additionalGuestCount ?? 0;
    grouped.set(key, group);
  }
  const groups = [...grouped.values()];

  it.each([true, false])('gives the hosts the counts of the full list (waitlist %s)', (hasWaitlist) => {
    const counts = countSections(groups, { forHosts: true, hasWaitlist });
    for (const section of guestListSections(rows, hasWaitlist))
      expect([section.key, counts[section.key]]).toEqual([section.key, section.count]);
    expect(counts.waitlist).toBe(
      hasWaitlist
        ? rows.filter((r) => sectionOf(r, { forHosts: true, hasWaitlist }) === 'waitlist').length
        : undefined,
    );
  });

  it.each([true, false])(
    'gives guests the counts their view of the list shows (waitlist %s)',
    (hasWaitlist) => {
      const counts = countSections(groups, { forHosts: false, hasWaitlist });
      // Guests do not see invite statuses, nor anyone whose invitation has not gone out.
      const asSeen = rows
        .filter(
          (r) => r.role === 'ORGANIZER' || r.rsvpStatus !== 'INVITED' || !isInviteUnsent(r.inviteStatus),
        )
        .map((r) => ({ ...r, inviteStatus: undefined }));
      const sections = guestListSections(asSeen, hasWaitlist);
      for (const section of sections)
        expect([section.key, counts[section.key]]).toEqual([section.key, section.count]);
      expect(counts.unsent).toBeUndefined();
      expect(sections.map((s) => s.key)).not.toContain('unsent');
    },
  );

  it.each([true, false])('adds up to the attending count of the full list (waitlist %s)', (hasWaitlist) => {
    expect(attendingCountOfGroups(groups, hasWaitlist)).toBe(attendingCountOf(rows, hasWaitlist));
  });
});
