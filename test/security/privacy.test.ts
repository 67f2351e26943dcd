import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outbox } from '../../src/server/platform/db/schema';
import { cachedEventPageHtml } from '../../src/server/features/events/eventMeta';
import { initials } from '../../src/shared/common/avatar';
import { pastedInvitees, parsePastedGuests } from '../../src/shared/guests/guestInput';
import { listedName, shownGuestName } from '../../src/shared/guests/guestList';
import type { ElkEvent } from '../../src/shared/events/schema';
import {
  type GuestListResult,
  type MutualMember,
  type QueueInvitesResult,
} from '../../src/shared/guests/schema';
import { INVITE_MESSAGES } from '../../src/shared/guests/copy';
import type { EventPage } from '../../src/shared/events/eventPageSchema';
import { addInvitee, call, callError, createEventFor, type Session } from '../api/events/eventsFixtures';
import { waitForSends } from '../api/invitations/inviteJobsFixtures';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Issue #11, privacy: who learns whose e-mail address, and what anonymous visitors learn about a party.

type MembersPage = { mutualMembers: MutualMember[]; hasMore: boolean; pageToken: string };

let t: TestApp;
let host: Session;
let snoop: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'priv-host@example.com', 'Hana Host');
  snoop = await signInByEmail(t.app, t.db, 'priv-snoop@example.com', 'Sid Snoop');
});
afterAll(() => t.close());

const membersOf = async (who: Session) =>
  (await call<MembersPage>(t.app, 'fetchMutualMembers', { pageToken: '0' }, who)).mutualMembers;
/** A signed-in user opening the party's link: getEvent gives them a guest row of their own. */
const open = (who: Session, eventId: string) => call<EventPage>(t.app, 'getEvent', { eventId }, who);

describe('fetchMutualMembers (finding 1)', () => {
  it('gives a guest who opened a link no e-mail addresses, neither the guests’ nor the host’s', async () => {
    const member = await signInByEmail(t.app, t.db, 'priv-member-account@example.com', 'Mia Member');
    const party = await createEventFor(t.app, host, { title: 'Public list party' });
    // The host typed an address of their own for Mia; her account's address is another one.
    await addInvitee(t.db, {
      eventId: party.id,
      userId: member.userId,
      name: 'Mia',
      email: 'priv-member-typed@example.com',
      inviteStatus: 'SUCCESS',
    });
    await open(snoop, party.id);

    const seen = await membersOf(snoop);
    expect(seen.map((entry) => entry.member.userId).sort()).toEqual([host.userId, member.userId].sort());
    expect(seen.flatMap((entry) => entry.member.emails)).toEqual([]);
    expect(JSON.stringify(seen)).not.toMatch(/@/);

    // The host sees only the address they typed themselves, never the account's.
    const hosts = await membersOf(host);
    const mia = hosts.find((entry) => entry.member.userId === member.userId)!;
    expect(mia.member.emails).toEqual(['priv-member-typed@example.com']);
    expect(JSON.stringify(hosts)).not.toContain('priv-member-account@example.com');
    expect(JSON.stringify(hosts)).not.toContain('priv-snoop@example.com');
  });

  it('reveals nobody through a private guest list, nor waitlisted or denied guests', async () => {
    const hidden = await signInByEmail(t.app, t.db, 'priv-hidden@example.com', 'Hal Hidden');
    const waiting = await signInByEmail(t.app, t.db, 'priv-waiting@example.com', 'Wes Waiting');
    const denied = await signInByEmail(t.app, t.db, 'priv-denied@example.com', 'Dee Denied');
    const other = await signInByEmail(t.app, t.db, 'priv-other-host@example.com', 'Otto Other');
    const privateParty = await createEventFor(t.app, other, { title: 'Private', publicGuestList: false });
    await addInvitee(t.db, { eventId: privateParty.id, userId: hidden.userId, name: 'Hal' });
    const waitlistParty = await createEventFor(t.app, other, { title: 'Waitlist', hasWaitlist: true });
    await addInvitee(t.db, {
      eventId: waitlistParty.id,
      userId: waiting.userId,
      name: 'Wes',
      waitlistStatus: 'PENDING_APPROVAL',
    });
    await addInvitee(t.db, {
      eventId: waitlistParty.id,
      userId: denied.userId,
      name: 'Dee',
      waitlistStatus: 'DENIED',
    });
    const lurker = await signInByEmail(t.app, t.db, 'priv-lurker@example.com', 'Lu Lurker');
    await open(lurker, privateParty.id);
    await open(lurker, waitlistParty.id);

    const ids = (await membersOf(lurker)).map((entry) => entry.member.userId);
    for (const unseen of [hidden, waiting, denied]) expect(ids).not.toContain(unseen.userId);
    // The lurker sees the waitlist party's host on its public list, but nobody through the private one.
    expect(ids).toEqual([other.userId]);
    // The organizer still sees everyone on their own parties, without any address.
    const organizers = await membersOf(other);
    expect(organizers.map((entry) => entry.member.userId)).toEqual(
      expect.arrayContaining([hidden.userId, waiting.userId, denied.userId, lurker.userId]),
    );
    expect(organizers.flatMap((entry) => entry.member.emails)).toEqual([]);
  });
});

describe('queueInvites by account (finding 2)', () => {
  it('refuses the id of someone the host shares no party with, adding nothing', async () => {
    const stranger = await signInByEmail(t.app, t.db, 'priv-stranger@example.com', 'Stu Stranger');
    const party = await createEventFor(t.app, host, { title: 'No strangers' });
    const refused = await callError(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'Stu', userId: stranger.userId }] },
      host,
    );
    expect(refused.message).toBe(INVITE_MESSAGES.notSharedMember);
    expect(refused.message).not.toContain('@');
    const guests = (await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id }, host)).guests;
    expect(guests.filter((guest) => !guest.isOrganizer)).toEqual([]);
  });

  it('adds a mutual member by id and mails their account, never showing the host that address', async () => {
    const friend = await signInByEmail(t.app, t.db, 'priv-friend-account@example.com', 'Fay Friend');
    const first = await createEventFor(t.app, host, { title: 'Where they met' });
    await open(friend, first.id);
    const party = await createEventFor(t.app, host, { title: 'Second party' });
    const queued = await call<QueueInvitesResult>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'Fay', userId: friend.userId }] },
      host,
    );
    const row = queued.invitees[0]!;
    expect(row).toMatchObject({ userId: friend.userId, connected: true, email: null });

    const secret = 'priv-friend-account@example.com';
    const list = await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    expect(JSON.stringify(list)).not.toContain(secret);
    const page = await call<EventPage>(t.app, 'getEvent', { eventId: party.id }, host);
    expect(JSON.stringify(page)).not.toContain(secret);
    expect(JSON.stringify(await membersOf(host))).not.toContain(secret);
    const edited = await call<{ invitee: { email: string | null } }>(
      t.app,
      'editInvitee',
      {
        eventId: party.id,
        invitee: { inviteeId: row.inviteeId, name: 'Fay F', rsvpStatus: 'INVITED', additionalGuestCount: 0 },
      },
      host,
    );
    expect(edited.invitee.email).toBeNull();
    const csv = await request(t.app)
      .get(`/EventService/GetEventAttendeeCSV/${party.id}/export.csv`)
      .set('Cookie', host.cookie);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Fay F');
    expect(csv.text).not.toContain(secret);

    // The invitation still reaches the account.
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [row.inviteeId] }, host);
    expect(await waitForSends(t.db, [row.inviteeId])).toEqual({ [row.inviteeId]: 'SUCCESS' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), eq(outbox.to, secret)));
    expect(mails.some((mail) => mail.subject?.includes('Second party'))).toBe(true);
  });
});

describe('guests added by address alone (finding 3)', () => {
  let party: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Pasted party' });
    const pasted = parsePastedGuests('eve.paste@example.com, Ann Named <ann.named@example.com>');
    if (!pasted.ok) throw new Error(pasted.error);
    const queued = await call<{ invitees: { inviteeId: string }[] }>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: pastedInvitees(pasted.entries) },
      host,
    );
    // Sent, so that guests and visitors see them at all (an unsent invitation shows to nobody but the hosts).
    const ids = queued.invitees.map((row) => row.inviteeId);
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: ids }, host);
    await waitForSends(t.db, ids);
  });

  const pastedGuest = (event: ElkEvent) =>
    event.attendees.filter((a) => a.role === 'ATTENDEE' && a.name !== 'Ann Named');

  it('shows them to guests and visitors as "Guest", nothing taken from the address', async () => {
    const guest = await signInByEmail(t.app, t.db, 'priv-pasted-guest@example.com', 'Gia Guest');
    const asGuest = (await open(guest, party.id)).event;
    const asVisitor = (await call<EventPage>(t.app, 'getEventPreview', { eventId: party.id })).event;
    for (const event of [asGuest, asVisitor]) {
      expect(pastedGuest(event).map((a) => a.name)).toEqual(['Guest']);
      expect(event.attendees.map((a) => a.name)).toContain('Ann Named');
      const text = JSON.stringify(event.attendees);
      expect(text).not.toContain('eve.paste');
      expect(text).not.toContain('example.com');
    }
  });

  it('still shows the hosts the address they pasted', async () => {
    const asHost = (await open(host, party.id)).event;
    expect(pastedGuest(asHost)[0]).toMatchObject({
      name: 'eve.paste@example.com',
      email: 'eve.paste@example.com',
    });
  });

  it('the client names and draws them without the address: no initials from it', () => {
    expect(shownGuestName('eve.paste@example.com')).toBe('Guest');
    expect(shownGuestName('  Ann Named ')).toBe('Ann Named');
    expect(listedName({ name: 'eve.paste@example.com', role: 'ATTENDEE' })).toBe('Guest');
    expect(initials('eve.paste@example.com')).toBe('');
    expect(initials('Ann Named')).toBe('AN');
  });
});

describe('link previews for anonymous visitors (finding 14)', () => {
  const INDEX = '<!doctype html><html><head><title>Elk</title></head><body></body></html>';
  const previewOf = async (eventId: string) =>
    (await cachedEventPageHtml(
      { db: t.db },
      `/event/${eventId}`,
      { text: INDEX, mtimeMs: 0 },
      'https://elk.example',
    ))!.html;

  it('put no part of the location in the JSON-LD or the Open Graph tags', async () => {
    const party = await createEventFor(t.app, host, { title: 'Meta party', description: 'Bring a hat.' });
    const html = await previewOf(party.id);
    expect(html).toContain('<meta property="og:title" content="Meta party" />');
    const json = JSON.parse(/ld\+json">(.*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(json).not.toHaveProperty('location');
    for (const secret of ['San Francisco', 'addressRegion', 'Dolores', '94114', 'PostalAddress'])
      expect(html).not.toContain(secret);

    const elsewhere = { displayName: 'Home', address: { city: 'Lyon', admin1: 'ARA', country: 'FR' } };
    await t.db.update(events).set({ location: elsewhere }).where(eq(events.id, party.id));
    const moved = await previewOf(party.id);
    for (const secret of ['Lyon', 'ARA', '"FR"', 'Home']) expect(moved).not.toContain(secret);
  });
});
