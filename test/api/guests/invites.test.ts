import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { GuestListResult, QueueInvitesResult } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  type Session,
} from '../events/eventsFixtures';
import { HOST_ONLY_INVITE_CALLS } from './inviteCallsFixtures';

// The host's guest list through /json/EventService (spec sections 5, 7): adding, reading, editing, removing,
// contacts and mutual members, and who may call each method.

let t: TestApp;
let host: Session;
let cohost: Session;
let stranger: Session;
let party: ElkEvent;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'inv-host@example.com', 'Hana Host');
  cohost = await signInByEmail(t.app, t.db, 'inv-cohost@example.com', 'Cora Cohost');
  stranger = await signInByEmail(t.app, t.db, 'inv-stranger@example.com', 'Sam Stranger');
  party = await createEventFor(t.app, host, { title: 'Guest list party' });
  await addCohost(t.db, party.id, cohost.userId, 'accepted');
});
afterAll(() => t.close());

const list = (who: Session = host) =>
  call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id }, who);
const queue = (invitees: Record<string, unknown>[], who: Session = host) =>
  call<QueueInvitesResult>(t.app, 'queueInvites', { eventId: party.id, invitees }, who);

describe('queueInvites', () => {
  it('adds guests as pending attendees and says how many', async () => {
    const reply = await queue([
      { name: 'Ann Lee', email: 'Ann@Example.com' },
      { name: 'Bo Chan', email: 'bo@example.com' },
    ]);
    expect(reply.count).toBe(2);
    expect(reply.message).toBe('2 guest(s) invited successfully.');
    expect(reply.invitees[0]).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      rsvpStatus: 'INVITED',
      inviteStatus: 'PENDING',
      role: 'ATTENDEE',
      additionalGuestCount: 0,
      connected: false,
    });
  });

  it('says "Guest invited successfully." for one guest, also when a cohost adds it', async () => {
    const reply = await queue([{ name: 'Cy Dee', email: 'cy@example.com' }], cohost);
    expect(reply.message).toBe('Guest invited successfully.');
  });

  it('rejects a blank name, a bad e-mail and an e-mail already on the event, adding nothing', async () => {
    const before = (await list()).guests.length;
    expect(
      (
        await callError(
          t.app,
          'queueInvites',
          { eventId: party.id, invitees: [{ name: ' ', email: 'x@example.com' }] },
          host,
        )
      ).message,
    ).toBe('Please enter a name.');
    expect(
      (
        await callError(
          t.app,
          'queueInvites',
          { eventId: party.id, invitees: [{ name: 'X', email: 'nope@x' }] },
          host,
        )
      ).message,
    ).toBe('Please enter a valid email.');
    expect(
      (
        await callError(
          t.app,
          'queueInvites',
          {
            eventId: party.id,
            invitees: [
              { name: 'New', email: 'new@example.com' },
              { name: 'Ann', email: 'ANN@example.com' },
            ],
          },
          host,
        )
      ).message,
    ).toBe('Email has already been invited.');
    expect((await list()).guests.length).toBe(before);
  });
});

describe('fetchGuestList', () => {
  it('lists every guest with the organizer marked and the questions', async () => {
    const reply = await list(cohost);
    const organizer = reply.guests.find((guest) => guest.isOrganizer);
    expect(organizer?.userId).toBe(host.userId);
    expect(organizer?.connected).toBe(true);
    expect(reply.guests.map((guest) => guest.email)).toEqual(
      expect.arrayContaining(['ann@example.com', 'bo@example.com', 'cy@example.com']),
    );
    expect(reply.questions).toEqual([
      expect.objectContaining({ question: 'Any allergies?', questionType: 'TEXT' }),
    ]);
    // A short list is one page: every row is in it and there is no next one (paging: guestTablePaging.test.ts).
    expect(reply.nextCursor).toBeNull();
    expect(reply.matched).toBe(reply.guests.length);
    expect(reply.guests[0]!.isOrganizer).toBe(true);
  });

  it('names the cohosts by account and by the address the host typed, so the add-guest input can leave them out', async () => {
    await t.db
      .insert(cohosts)
      .values({ eventId: party.id, email: 'typed-cohost@example.com', status: 'pending' });
    const reply = await list();
    expect(reply.cohosts.userIds).toEqual([cohost.userId]);
    // Cora joined through the link: her account's address is hers, not the host's to read.
    expect(reply.cohosts.emails).toEqual(['typed-cohost@example.com']);
  });
});

describe('editInvitee', () => {
  it('keeps the extra guests only for Yes, and rejects a taken e-mail or a blank name', async () => {
    const ann = (await list()).guests.find((guest) => guest.email === 'ann@example.com')!;
    const edit = (invitee: Record<string, unknown>) => ({
      eventId: party.id,
      invitee: {
        inviteeId: ann.inviteeId,
        name: 'Ann Lee',
        email: 'ann@example.com',
        rsvpStatus: 'YES',
        additionalGuestCount: 2,
        ...invitee,
      },
    });
    const yes = await call<{ invitee: { rsvpStatus: string; additionalGuestCount: number } }>(
      t.app,
      'editInvitee',
      edit({}),
      host,
    );
    expect(yes.invitee).toMatchObject({ rsvpStatus: 'YES', additionalGuestCount: 2 });
    const no = await call<{ invitee: { rsvpStatus: string; additionalGuestCount: number } }>(
      t.app,
      'editInvitee',
      edit({ rsvpStatus: 'NO' }),
      host,
    );
    expect(no.invitee).toMatchObject({ rsvpStatus: 'NO', additionalGuestCount: 0 });
    expect((await callError(t.app, 'editInvitee', edit({ email: 'BO@example.com' }), host)).message).toBe(
      'Email has already been invited.',
    );
    expect((await callError(t.app, 'editInvitee', edit({ name: '  ' }), host)).message).toBe(
      'Please enter a valid name.',
    );
    const renamed = await call<{ invitee: { name: string; email: string } }>(
      t.app,
      'editInvitee',
      edit({ name: 'Annie', email: 'annie@example.com' }),
      host,
    );
    expect(renamed.invitee).toMatchObject({ name: 'Annie', email: 'annie@example.com' });
  });
});

describe('editInvitee for a guest with an account', () => {
  it("refuses a changed e-mail (it is 'Connected through the product') but saves the rest", async () => {
    const member = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Mia Member',
      userId: cohost.userId,
      email: 'mia@example.com',
      inviteStatus: 'PENDING',
    });
    const edit = (email: string | null) =>
      ({
        eventId: party.id,
        invitee: { inviteeId: member.id, name: 'Mia M', email, rsvpStatus: 'YES', additionalGuestCount: 1 },
      }) as Record<string, unknown>;
    const refused = await callError(t.app, 'editInvitee', edit('other@example.com'), host);
    expect(refused.message).toBe(
      "This guest is connected through the product, so their email can't be changed here.",
    );
    const saved = await call<{ invitee: { name: string; email: string; rsvpStatus: string } }>(
      t.app,
      'editInvitee',
      edit('MIA@example.com'),
      host,
    );
    expect(saved.invitee).toMatchObject({ name: 'Mia M', email: 'mia@example.com', rsvpStatus: 'YES' });
    const withoutEmail = await call<{ invitee: { email: string } }>(t.app, 'editInvitee', edit(null), host);
    expect(withoutEmail.invitee.email).toBe('mia@example.com');
    await call(t.app, 'deleteInvitees', { eventId: party.id, inviteeIds: [member.id] }, host);
  });
});

describe('deleting guests', () => {
  it('deletePendingInvites removes only unsent guests; deleteInvitees never the organizer', async () => {
    const sent = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Sent Sue',
      email: 'sue@example.com',
      inviteStatus: 'SUCCESS',
    });
    const guests = (await list()).guests;
    const bo = guests.find((guest) => guest.email === 'bo@example.com')!;
    const organizer = guests.find((guest) => guest.isOrganizer)!;
    const pending = await call<{ deleted: number }>(
      t.app,
      'deletePendingInvites',
      { eventId: party.id, inviteIds: [bo.inviteeId, sent.id] },
      host,
    );
    expect(pending.deleted).toBe(1);
    const removed = await call<{ deleted: number }>(
      t.app,
      'deleteInvitees',
      { eventId: party.id, inviteeIds: [sent.id, organizer.inviteeId] },
      host,
    );
    expect(removed.deleted).toBe(1);
    const emails = (await list()).guests.map((guest) => guest.email);
    expect(emails).not.toContain('bo@example.com');
    expect(emails).not.toContain('sue@example.com');
    expect((await list()).guests.some((guest) => guest.isOrganizer)).toBe(true);
  });
});

describe('contacts and mutual members', () => {
  it('fetchContacts lists the people the host invited before, one per e-mail, sorted, never the caller', async () => {
    const reply = await call<{
      contacts: { name: string; email: string | null }[];
      hasMore: boolean;
      nextPageToken: string | null;
    }>(t.app, 'fetchContacts', {}, host);
    const emails = reply.contacts.map((contact) => contact.email);
    expect(emails).toContain('cy@example.com');
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).not.toContain('inv-host@example.com');
    const names = reply.contacts.map((contact) => contact.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(reply.hasMore).toBe(false);
    expect(reply.nextPageToken).toBeNull();
    const strangers = await call<{ contacts: unknown[] }>(t.app, 'fetchContacts', {}, stranger);
    expect(strangers.contacts).toEqual([]);
  });

  it('fetchMutualMembers gives account holders who shared an event, with only the contract fields', async () => {
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Sam',
      userId: stranger.userId,
      email: 'inv-stranger@example.com',
      inviteStatus: 'SUCCESS',
    });
    const reply = await call<{
      mutualMembers: { member: Record<string, unknown>; sharedEvents: number }[];
      hasMore: boolean;
      pageToken: string;
    }>(t.app, 'fetchMutualMembers', {}, host);
    expect(reply.mutualMembers).toEqual([
      {
        member: {
          userId: stranger.userId,
          name: 'Sam Stranger',
          emails: ['inv-stranger@example.com'],
          photoUrl: null,
        },
        sharedEvents: 1,
      },
    ]);
    expect(reply.hasMore).toBe(false);
    const theirs = await call<{ mutualMembers: { member: { userId: string } }[] }>(
      t.app,
      'fetchMutualMembers',
      { pageToken: '0' },
      stranger,
    );
    expect(theirs.mutualMembers.map((entry) => entry.member.userId)).toEqual([host.userId]);
  });

  it('needs a signed-in caller', async () => {
    expect((await callError(t.app, 'fetchContacts', {})).message).toMatch(/signed in/);
    expect((await callError(t.app, 'fetchMutualMembers', {})).message).toMatch(/signed in/);
  });
});

describe('permissions', () => {
  it.each(HOST_ONLY_INVITE_CALLS)(
    '%s is forbidden to a signed-in non-host and to nobody',
    async (method, params) => {
      const asStranger = await callError(t.app, method, params(party.id), stranger);
      expect(asStranger.message).toBe('You do not have permission to do that.');
      const anonymous = await callError(t.app, method, params(party.id));
      expect(anonymous.message).toMatch(/signed in/);
    },
  );
});
