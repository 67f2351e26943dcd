import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliasInviteeId } from '../../../src/server/features/guests';
import { BAD_CURSOR } from '../../../src/server/features/guests/eventGuests';
import { events, invitees } from '../../../src/server/platform/db/schema';
import { MSG } from '../../../src/shared/common/copy';
import { attendingCountOf } from '../../../src/shared/events/eventLabels';
import type { Attendee, ElkEvent } from '../../../src/shared/events/schema';
import { guestListSections, type ListedGuest } from '../../../src/shared/guests/guestList';
import { isInviteUnsent } from '../../../src/shared/guests/guestStates';
import {
  FIRST_FACES_PER_SECTION,
  type GuestPage,
  type GuestPageSection,
  sectionOf,
  sectionsFor,
} from '../../../src/shared/guests/guestListPage';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, callError, createEventFor, type Session } from '../events/eventsFixtures';

// getEvent at any size (issue 14): a party of 5,000 gets each section's count and its first faces, and the
// whole list pages by cursor through listEventGuests with the page's visibility rules.

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'biglist-host@example.com', 'Hana Host');
});
afterAll(() => t.close());

type Seeded = typeof invitees.$inferSelect;

/**
 * `count` guests in every state, in one multi-row INSERT: going (+1), can't make it, opened, invited and
 * sent, invited and unsent, hidden, and yes-but-waitlisted. Every other row shares one created_at, so the
 * cursor's tie-break on id is exercised; some names are addresses, which only hosts may see.
 */
async function seedGuests(eventId: string, count: number): Promise<Seeded[]> {
  const base = Date.now() - 3600_000;
  const same = new Date(base);
  const kinds = [
    { rsvpStatus: 'YES', additionalGuestCount: 1, inviteStatus: 'SUCCESS' },
    { rsvpStatus: 'NO', inviteStatus: 'OPENED' },
    { rsvpStatus: 'SEEN', inviteStatus: null },
    { rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' },
    { rsvpStatus: 'INVITED', inviteStatus: 'PENDING' },
    { rsvpStatus: 'HIDDEN', inviteStatus: 'SUCCESS' },
    { rsvpStatus: 'YES', inviteStatus: null, waitlistStatus: 'PENDING_APPROVAL' },
  ] as const;
  const values = Array.from({ length: count }, (_, i) => ({
    eventId,
    role: 'ATTENDEE' as const,
    name: i % 50 === 0 ? `guest${i}@example.com` : `Guest ${i}`,
    email: `guest${i}@example.com`,
    createdAt: i % 2 ? same : new Date(base + i),
    ...kinds[i % kinds.length]!,
  }));
  await t.db.insert(invitees).values(values);
  return t.db.select().from(invitees).where(eq(invitees.eventId, eventId));
}

const byInvitationOrder = (a: Seeded, b: Seeded) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Not invited yet: a contact the hosts added whose invitation has not gone out. */
const notInvitedYet = (r: Seeded) =>
  r.role !== 'ORGANIZER' && r.rsvpStatus === 'INVITED' && isInviteUnsent(r.inviteStatus);

/**
 * The counts the old code computed from the whole list, as the viewer's list would show it: guests and
 * visitors never see the hosts' not-yet-invited contacts (issue 38).
 */
function expectedCounts(rows: Seeded[], forHosts: boolean, hasWaitlist: boolean) {
  const seen = forHosts ? rows : rows.filter((r) => !notInvitedYet(r));
  const asSeen: ListedGuest[] = seen.map((r) => ({
    ...r,
    inviteeId: r.id,
    inviteStatus: forHosts ? r.inviteStatus : undefined,
  }));
  return Object.fromEntries(guestListSections(asSeen, hasWaitlist).map((s) => [s.key, s.count]));
}

describe('getEvent for a party of 5,000', () => {
  let party: ElkEvent;
  let rows: Seeded[];
  let small: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Huge party', hasWaitlist: true });
    rows = await seedGuests(party.id, 5000);
    small = await createEventFor(t.app, host, { title: 'Small party', hasWaitlist: true });
    await seedGuests(small.id, 50);
  });
  const get = (eventId: string, who?: Session) =>
    call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId }, who).then((r) => r.event);
  const perSection = (attendees: Attendee[], forHosts: boolean) => {
    const tally = new Map<string, number>();
    for (const a of attendees) {
      const key = String(sectionOf(a, { forHosts, hasWaitlist: true }));
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    return tally;
  };

  it('gives the host at most the first faces of each section and the exact counts', async () => {
    const event = await get(party.id, host);
    for (const n of perSection(event.attendees, true).values())
      expect(n).toBeLessThanOrEqual(FIRST_FACES_PER_SECTION);
    const { waitlist, ...listCounts } = event.guestCounts!;
    expect(listCounts).toEqual(expectedCounts(rows, true, true));
    expect(waitlist).toBe(rows.filter((r) => r.waitlistStatus === 'PENDING_APPROVAL').length);
    expect(event.attendingCount).toBe(attendingCountOf(rows, true));
    // The first faces are the first invited, with contact details.
    const going = rows.filter((r) => sectionOf(r, { forHosts: true, hasWaitlist: true }) === 'going');
    const firstGoing = going.sort(byInvitationOrder).slice(0, FIRST_FACES_PER_SECTION);
    expect(event.attendees.filter((a) => firstGoing.some((r) => r.id === a.inviteeId))).toHaveLength(
      FIRST_FACES_PER_SECTION,
    );
    expect(event.attendees.find((a) => a.role === 'ATTENDEE')?.email).toMatch(/@example\.com$/);
  });

  it('gives a visitor the public list only: no hidden, waitlisted or uninvited guest, aliases, no addresses', async () => {
    const event = await get(party.id);
    for (const n of perSection(event.attendees, false).values())
      expect(n).toBeLessThanOrEqual(FIRST_FACES_PER_SECTION);
    expect(event.guestCounts).toEqual(expectedCounts(rows, false, true));
    const guests = event.attendees.filter((a) => a.role !== 'ORGANIZER');
    expect(guests.length).toBeGreaterThan(0);
    const hiddenOrWaiting = new Set(
      rows
        .filter((r) => r.rsvpStatus === 'HIDDEN' || r.waitlistStatus || notInvitedYet(r))
        .map((r) => aliasInviteeId(r.id)),
    );
    // The first faces hold an invited-but-unsent guest among the first 12 of Awaiting on the unfixed code.
    expect(event.guestCounts!.awaiting).toBe(
      rows.filter((r) => r.rsvpStatus === 'SEEN' || (r.rsvpStatus === 'INVITED' && !notInvitedYet(r))).length,
    );
    for (const a of guests) {
      expect(a.inviteeId).toMatch(/^g-/);
      expect(hiddenOrWaiting.has(a.inviteeId)).toBe(false);
      expect(a.name).not.toContain('@');
      expect(a).not.toHaveProperty('email');
      expect(a).not.toHaveProperty('inviteStatus');
    }
    expect(event.attendingCount).toBe(attendingCountOf(rows, true));
  });

  it('answers in the same size for 50 guests and for 5,000', async () => {
    for (const who of [undefined, host]) {
      const bigSize = JSON.stringify(await get(party.id, who)).length;
      const smallSize = JSON.stringify(await get(small.id, who)).length;
      expect(bigSize).toBeLessThan(smallSize * 2);
      expect(bigSize).toBeLessThan(40_000);
    }
  });
});

describe('listEventGuests', () => {
  let party: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Paged party', hasWaitlist: true });
    await seedGuests(party.id, 730);
  });
  const list = (params: Record<string, unknown>, who?: Session) =>
    call<GuestPage>(t.app, 'listEventGuests', { eventId: party.id, ...params }, who);
  async function walk(section: GuestPageSection, limit: number, who?: Session): Promise<Attendee[]> {
    const all: Attendee[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const result = await list({ section, limit, ...(cursor ? { cursor } : {}) }, who);
      expect(result.guests.length).toBeLessThanOrEqual(limit);
      all.push(...result.guests);
      if (!result.nextCursor) return all;
      cursor = result.nextCursor;
    }
    throw new Error('the pages never ended');
  }
  const everyRow = () => t.db.select().from(invitees).where(eq(invitees.eventId, party.id));

  it('walks every section of the host’s list to its end, in invitation order, without gaps or repeats', async () => {
    const everyone = (await everyRow()).sort(byInvitationOrder);
    const viewer = { forHosts: true, hasWaitlist: true };
    for (const section of sectionsFor(viewer)) {
      const expected = everyone.filter((r) => sectionOf(r, viewer) === section).map((r) => r.id);
      const got = (await walk(section, section === 'going' ? 7 : 100, host)).map((a) => a.inviteeId);
      expect({ section, got }).toEqual({ section, got: expected });
    }
  });

  it('gives a visitor the public sections under aliases, and nothing hidden, waitlisted or uninvited', async () => {
    const everyone = (await everyRow()).sort(byInvitationOrder);
    const viewer = { forHosts: false, hasWaitlist: true };
    const uninvited = new Set(everyone.filter(notInvitedYet).map((r) => aliasInviteeId(r.id)));
    expect(uninvited.size).toBeGreaterThan(0);
    for (const section of sectionsFor(viewer)) {
      const expected = everyone.filter((r) => sectionOf(r, viewer) === section);
      const got = await walk(section, 100);
      expect(got.map((a) => a.inviteeId)).toEqual(expected.map((r) => aliasInviteeId(r.id)));
      expect(got.every((a) => !('email' in a) && !a.name.includes('@'))).toBe(true);
      expect(got.filter((a) => uninvited.has(a.inviteeId))).toEqual([]);
    }
  });

  it('refuses the hosts’ sections to others, and a stranger paging a private list', async () => {
    const stranger = await signInByEmail(t.app, t.db, 'biglist-stranger@example.com', 'Sam Stranger');
    const unsent = await callError(t.app, 'listEventGuests', { eventId: party.id, section: 'unsent' });
    expect(unsent.message).toBe(MSG.forbidden);
    const waitlist = await callError(
      t.app,
      'listEventGuests',
      { eventId: party.id, section: 'waitlist' },
      stranger,
    );
    expect(waitlist.message).toBe(MSG.forbidden);
    await t.db.update(events).set({ publicGuestList: false }).where(eq(events.id, party.id));
    try {
      const refused = await callError(
        t.app,
        'listEventGuests',
        { eventId: party.id, section: 'going' },
        stranger,
      );
      expect(refused.message).toBe('Guest list is private for this event.');
      expect((await list({ section: 'going', limit: 5 }, host)).guests).toHaveLength(5);
      // The organizer is on every page of the party, private list or not.
      expect((await list({ section: 'host', limit: 5 })).guests.map((a) => a.role)).toEqual(['ORGANIZER']);
    } finally {
      await t.db.update(events).set({ publicGuestList: true }).where(eq(events.id, party.id));
    }
  });

  it('answers a forged cursor or a too-large page with a clear -32602', async () => {
    const forged = await callError(t.app, 'listEventGuests', {
      eventId: party.id,
      section: 'going',
      cursor: Buffer.from(JSON.stringify(["2020-01-01'; drop table x", 'x'])).toString('base64url'),
    });
    expect(forged).toMatchObject({ code: -32602, message: BAD_CURSOR });
    const tooMany = await callError(t.app, 'listEventGuests', {
      eventId: party.id,
      section: 'going',
      limit: 101,
    });
    expect(tooMany.code).toBe(-32602);
  });
});
