import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestListSections } from '../../../src/shared/guests/guestList';
import type { GuestTally } from '../../../src/shared/guests/guestStates';
import { filterCounts } from '../../../src/shared/guests/inviteFilters';
import { sortGuests } from '../../../src/shared/guests/guestTable';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { GuestRow } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from './eventsFixtures';

// Issue #12, bug 8: the event page said GOING 2 where the guest table said Going (1), and '10 total invited'
// counted the host and a walk-in. One rule (rules/guestStates) now counts for the server, the event page and
// the manage-invites page.

let t: TestApp;
let host: Session;
let eventId = '';

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'counts-host@example.com', 'Cora Counts');
  eventId = (await createEventFor(t.app, host, { title: 'Counting party', hasWaitlist: true })).id;
  const guest = (name: string, values: Partial<Parameters<typeof addInvitee>[1]>) =>
    addInvitee(t.db, { eventId, name, email: `${name.toLowerCase()}@example.com`, ...values });
  await guest('Yara', { rsvpStatus: 'YES', additionalGuestCount: 2, inviteStatus: 'OPENED' });
  await guest('Nils', { rsvpStatus: 'NO', inviteStatus: 'SUCCESS' });
  await guest('Sid', { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' });
  await guest('Opal', { rsvpStatus: 'SEEN', inviteStatus: 'OPENED' });
  await guest('Pia', { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' });
  // Came through the shared link and said yes: no invitation, no role.
  await guest('Walt', { rsvpStatus: 'YES', inviteStatus: null, role: null });
  await guest('Hank', { rsvpStatus: 'HIDDEN', inviteStatus: 'SUCCESS' });
  await guest('Wendy', {
    rsvpStatus: 'YES',
    inviteStatus: null,
    role: null,
    waitlistStatus: 'PENDING_APPROVAL',
  });
});
afterAll(() => t.close());

type GuestList = { guests: GuestRow[]; counts: GuestTally; hasWaitlist: boolean };

describe('guest counts', () => {
  it('fetchGuestList counts people by state, never the host, and walk-ins apart from the invited', async () => {
    const list = await call<GuestList>(t.app, 'fetchGuestList', { eventId }, host);
    expect(list.counts).toEqual({
      going: 4, // Yara and her two, and Walt; not the host
      declined: 1,
      awaiting: 2, // Sid (sent) and Opal (opened)
      unsent: 1,
      waitlist: 1, // Wendy, waiting for approval: on the table, in no other state (issue 38)
      all: 9,
      invited: 5, // not the host, not Walt, not Hank (hidden), not Wendy (waiting for approval)
      walkIns: 1,
    });
  });

  it('the event page sections and the manage-invites chips agree with it', async () => {
    const list = await call<GuestList>(t.app, 'fetchGuestList', { eventId }, host);
    const { event } = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId }, host);
    const sections = Object.fromEntries(
      guestListSections(event.attendees, event.hasWaitlist).map((s) => [s.key, s.count]),
    );
    const rows = list.guests.map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g));
    const chips = filterCounts(rows, list.hasWaitlist);
    expect(sections).toEqual({ host: 1, going: 4, notGoing: 1, awaiting: 2, unsent: 1 });
    expect(chips).toEqual({ ALL: 9, GOING: 4, NOT_GOING: 1, AWAITING: 2, UNSENT: 1, WAITLIST: 1 });
    expect([chips.GOING, chips.NOT_GOING, chips.AWAITING, chips.UNSENT]).toEqual([
      list.counts.going,
      list.counts.declined,
      list.counts.awaiting,
      list.counts.unsent,
    ]);
  });

  it('lists a waiting guest under Waitlist, never under Going, and sorts them by the shared status rank', async () => {
    const names = async (filter: string[]) =>
      (await call<GuestList>(t.app, 'fetchGuestList', { eventId, filter }, host)).guests.map((g) => g.name);
    expect(await names(['WAITLIST'])).toEqual(['Wendy']);
    expect(await names(['GOING'])).toEqual(['Walt', 'Yara']);
    const byStatus = await call<GuestList>(
      t.app,
      'fetchGuestList',
      { eventId, sort: { column: 'status', direction: 'asc' } },
      host,
    );
    const rows = byStatus.guests.map((g) => (g.isOrganizer ? { ...g, role: 'ORGANIZER' as const } : g));
    expect(byStatus.guests.map((g) => g.name)).toEqual(
      sortGuests(rows, { column: 'status', direction: 'asc' }, null, true).map((g) => g.name),
    );
    expect(byStatus.guests[1]!.name).toBe('Wendy');
  });
});
