import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/server/auth/crypto';
import { cohosts, events } from '../../src/server/db/schema';
import type { ElkEvent } from '../../src/shared/schemas/events';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  place,
  type Session,
  trpcQuery,
} from './eventsFixtures';

// What each kind of caller sees of an event: host, cohost, invited user, visitor (with or without a link).

let t: TestApp;
let host: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'host@example.com', 'Hana Host');
  other = await signInByEmail(t.app, t.db, 'other@example.com', 'Otto Other');
});
afterAll(() => t.close());

describe('getEvent', () => {
  let party: ElkEvent;
  let guest: Session;
  beforeAll(async () => {
    guest = await signInByEmail(t.app, t.db, 'guest@example.com', 'Gina Guest');
    party = await createEventFor(t.app, host, { title: 'Reading party' });
    await addInvitee(t.db, {
      eventId: party.id,
      userId: guest.userId,
      name: 'Gina Guest',
      email: 'guest@example.com',
      rsvpStatus: 'YES',
      additionalGuestCount: 2,
      rsvpMessage: 'Can not wait',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Link Lee',
      email: 'link@example.com',
      tokenHash: sha256Hex('secret-link-token'),
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Hidden Hal',
      rsvpStatus: 'HIDDEN',
      email: 'hal@example.com',
    });
  });

  const get = (params: Record<string, unknown>, who?: Session) =>
    call<{ event: ElkEvent }>(t.app, 'getEvent', params, who).then((r) => r.event);
  const emails = (event: ElkEvent) => event.attendees.map((a) => a.email ?? null);

  it('shows the host everything', async () => {
    const event = await get({ eventId: party.id }, host);
    expect(event.isHost).toBe(true);
    expect(event.location).toEqual(place);
    expect(event.attendees).toHaveLength(4);
    expect(emails(event)).toContain('link@example.com');
    expect(event.attendees.find((a) => a.name === 'Gina Guest')).toMatchObject({
      rsvpMessage: 'Can not wait',
    });
    expect(event.attendingCount).toBe(4);
  });

  it('shows an accepted cohost what the host sees, and a pending one what a visitor sees', async () => {
    const cohost = await signInByEmail(t.app, t.db, 'getcohost@example.com', 'Cole Cohost');
    await addCohost(t.db, party.id, cohost.userId, 'pending');
    expect((await get({ eventId: party.id }, cohost)).location).toBeNull();
    await t.db.update(cohosts).set({ status: 'accepted' }).where(eq(cohosts.userId, cohost.userId));
    const event = await get({ eventId: party.id }, cohost);
    expect(event.isHost).toBe(true);
    expect(emails(event)).toContain('link@example.com');
  });

  it('shows an invited user the place, their own details and nobody else’s contact', async () => {
    const event = await get({ eventId: party.id }, guest);
    expect(event.isHost).toBe(false);
    expect(event.location).toEqual(place);
    expect(event.attendees.map((a) => a.name)).toEqual(['Hana Host', 'Gina Guest', 'Link Lee']);
    expect(emails(event)).toEqual([null, 'guest@example.com', null]);
    expect(event.attendees.find((a) => a.name === 'Link Lee')).not.toHaveProperty('inviteStatus');
  });

  it('shows a visitor the invitation without the place or contact details', async () => {
    for (const who of [undefined, other]) {
      const event = await get({ eventId: party.id }, who);
      expect(event.title).toBe('Reading party');
      expect(event.location).toBeNull();
      expect(emails(event).every((e) => e === null)).toBe(true);
      expect(event.attendees.map((a) => a.name)).not.toContain('Hidden Hal');
    }
  });

  it('recognises the invitee of a link with its token, but still hides the place until issue 5', async () => {
    const [linked] = (await get({ eventId: party.id }, host)).attendees.filter((a) => a.name === 'Link Lee');
    const withToken = await get({
      eventId: party.id,
      inviteeUuid: linked!.inviteeId,
      token: 'secret-link-token',
    });
    expect(withToken.location).toBeNull();
    expect(withToken.attendees.find((a) => a.name === 'Link Lee')!.email).toBe('link@example.com');
    const wrongToken = await get({ eventId: party.id, inviteeUuid: linked!.inviteeId, token: 'guess' });
    expect(emails(wrongToken).every((e) => e === null)).toBe(true);
  });

  it('keeps a private guest list private', async () => {
    await t.db.update(events).set({ publicGuestList: false }).where(eq(events.id, party.id));
    try {
      expect((await get({ eventId: party.id }, guest)).attendees.map((a) => a.name)).toEqual([
        'Hana Host',
        'Gina Guest',
      ]);
      expect((await get({ eventId: party.id })).attendees.map((a) => a.name)).toEqual(['Hana Host']);
      expect((await get({ eventId: party.id }, host)).attendees).toHaveLength(4);
    } finally {
      await t.db.update(events).set({ publicGuestList: true }).where(eq(events.id, party.id));
    }
  });

  it('answers an unknown id with NOT_FOUND and a malformed one with -32602', async () => {
    expect(await callError(t.app, 'getEvent', { eventId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      code: -32004,
      message: 'Event not found.',
    });
    expect((await callError(t.app, 'getEvent', { eventId: '12' })).code).toBe(-32602);
    const trpc = await trpcQuery(t.app, 'events.getEvent', { eventId: 'x' });
    expect(trpc.status).toBe(400);
  });
});
