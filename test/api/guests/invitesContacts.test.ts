import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, invitees, users } from '../../../src/server/platform/db/schema';
import type { Contact, MutualMember } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';

// fetchContacts and fetchMutualMembers across pages (spec section 7: pageToken in, nextPageToken / pageToken
// out), and where each contact comes from.

type ContactsPage = { contacts: Contact[]; hasMore: boolean; nextPageToken: string | null };
type MembersPage = { mutualMembers: MutualMember[]; hasMore: boolean; pageToken: string };

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'pages-host@example.com', 'Paige Host');
});
afterAll(() => t.close());

describe('fetchContacts', () => {
  it('pages 150 past invitees and 3 created contacts with page tokens, each once, sorted by name', async () => {
    const party = await createEventFor(t.app, host, { title: 'Many guests' });
    const guests = Array.from({ length: 150 }, (_, i) => ({
      name: `Guest ${String(i).padStart(3, '0')}`,
      email: `guest${i}@example.com`,
    }));
    await call(t.app, 'queueInvites', { eventId: party.id, invitees: guests }, host);
    await t.db.insert(contacts).values(
      ['Address Book One', 'Address Book Two', 'Zed Contact'].map((name, i) => ({
        ownerId: host.userId,
        name,
        email: `book${i}@example.com`,
      })),
    );

    const first = await call<ContactsPage>(t.app, 'fetchContacts', {}, host);
    expect(first.contacts).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    expect(first.nextPageToken).toBeTruthy();
    const second = await call<ContactsPage>(t.app, 'fetchContacts', { pageToken: first.nextPageToken }, host);
    expect(second.contacts).toHaveLength(53);
    expect(second.hasMore).toBe(false);
    expect(second.nextPageToken).toBeNull();

    const all = [...first.contacts, ...second.contacts];
    expect(new Set(all.map((c) => c.email)).size).toBe(153);
    const names = all.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Invited guests are past invitees (though queueing also remembers them as contacts); the rest are contacts.
    const bySource = (source: Contact['source']) => all.filter((c) => c.source === source).length;
    expect(bySource('invitee')).toBe(150);
    expect(all.filter((c) => c.source === 'contact').map((c) => c.name)).toEqual([
      'Address Book One',
      'Address Book Two',
      'Zed Contact',
    ]);
  });
});

describe('fetchMutualMembers', () => {
  it('pages 55 members who shared a party, 50 then 5, with the page token', async () => {
    const party = await createEventFor(t.app, host, { title: 'Members party' });
    const members = await t.db
      .insert(users)
      .values(Array.from({ length: 55 }, (_, i) => ({ name: `Member ${String(i).padStart(2, '0')}` })))
      .returning({ id: users.id });
    await t.db.insert(invitees).values(
      members.map((member, i) => ({
        eventId: party.id,
        userId: member.id,
        name: `Member ${i}`,
        role: 'ATTENDEE' as const,
        inviteStatus: 'SUCCESS' as const,
      })),
    );

    const first = await call<MembersPage>(t.app, 'fetchMutualMembers', { pageToken: '0' }, host);
    expect(first.mutualMembers).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const second = await call<MembersPage>(t.app, 'fetchMutualMembers', { pageToken: first.pageToken }, host);
    expect(second.mutualMembers).toHaveLength(5);
    expect(second.hasMore).toBe(false);

    const ids = [...first.mutualMembers, ...second.mutualMembers].map((m) => m.member.userId);
    expect(new Set(ids)).toEqual(new Set(members.map((m) => m.id)));
    expect(ids).toHaveLength(55);
  });
});
