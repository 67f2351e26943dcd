import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { cohostLinks, cohosts, events, invitees } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
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
    // The page's guest list: everyone on a list (a hidden guest is on none), with contact details.
    expect(event.attendees.map((a) => a.name)).toEqual(['Hana Host', 'Gina Guest', 'Link Lee']);
    expect(event.guestCounts).toEqual({ host: 1, going: 3, notGoing: 0, awaiting: 1, unsent: 0 });
    expect(emails(event)).toContain('link@example.com');
    expect(event.attendees.find((a) => a.name === 'Gina Guest')).toMatchObject({
      rsvpMessage: 'Can not wait',
    });
    expect(event.attendingCount).toBe(4);
  });

  it('shows an accepted cohost what the host sees, and a pending one what a guest sees', async () => {
    const cohost = await signInByEmail(t.app, t.db, 'getcohost@example.com', 'Cole Cohost');
    await addCohost(t.db, party.id, cohost.userId, 'pending');
    // A pending cohost is only a signed-in user: they get their own guest row (seen) and no host details.
    const asPending = await get({ eventId: party.id }, cohost);
    expect(asPending.isHost).toBe(false);
    expect(emails(asPending).filter((e) => e !== null)).toEqual([]);
    await t.db.update(cohosts).set({ status: 'accepted' }).where(eq(cohosts.userId, cohost.userId));
    const event = await get({ eventId: party.id }, cohost);
    expect(event.isHost).toBe(true);
    expect(emails(event)).toContain('link@example.com');
  });

  it('shows an invited user the place, their own details and nobody else’s contact', async () => {
    const event = await get({ eventId: party.id }, guest);
    expect(event.isHost).toBe(false);
    expect(event.location).toEqual(place);
    const names = event.attendees.map((a) => a.name);
    expect(names.slice(0, 3)).toEqual(['Hana Host', 'Gina Guest', 'Link Lee']);
    expect(names).not.toContain('Hidden Hal');
    expect(emails(event).filter((e) => e !== null)).toEqual(['guest@example.com']);
    expect(event.attendees.find((a) => a.name === 'Link Lee')).not.toHaveProperty('inviteStatus');
  });

  it('shows an anonymous visitor the invitation without the place or contact details', async () => {
    const event = await get({ eventId: party.id });
    expect(event.title).toBe('Reading party');
    expect(event.location).toBeNull();
    expect(emails(event).every((e) => e === null)).toBe(true);
    expect(event.attendees.map((a) => a.name)).not.toContain('Hidden Hal');
  });

  it('gives a signed-in user without an invitation a seen row of their own (spec 4), so they see the place', async () => {
    const before = await t.db.select().from(invitees).where(eq(invitees.userId, other.userId));
    expect(before).toHaveLength(0);
    const event = await get({ eventId: party.id }, other);
    expect(event.location).toEqual(place);
    expect(emails(event).filter((e) => e !== null)).toEqual([]);
    const rows = await t.db.select().from(invitees).where(eq(invitees.userId, other.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: party.id, rsvpStatus: 'SEEN', role: null, name: 'Otto Other' });
    // Opening again does not add a second row.
    await get({ eventId: party.id }, other);
    expect(await t.db.select().from(invitees).where(eq(invitees.userId, other.userId))).toHaveLength(1);
  });

  it('lets the holder of an invitation link see the place and marks the invitation seen', async () => {
    const [linked] = (await get({ eventId: party.id }, host)).attendees.filter((a) => a.name === 'Link Lee');
    const withToken = await get({
      eventId: party.id,
      inviteeUuid: linked!.inviteeId,
      token: 'secret-link-token',
    });
    expect(withToken.location).toEqual(place);
    expect(withToken.attendees.find((a) => a.name === 'Link Lee')!.email).toBe('link@example.com');
    expect(emails(withToken).filter((e) => e !== null)).toEqual(['link@example.com']);
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, linked!.inviteeId));
    expect(row!.rsvpStatus).toBe('SEEN');
    expect(row!.seenAt).not.toBeNull();
    const wrongToken = await callError(t.app, 'getEvent', {
      eventId: party.id,
      inviteeUuid: linked!.inviteeId,
      token: 'guessguess',
    });
    expect(wrongToken.message).toBe('This invitation link is not valid for this party.');
  });

  it('keeps a private guest list private', async () => {
    await t.db.update(events).set({ publicGuestList: false }).where(eq(events.id, party.id));
    try {
      expect((await get({ eventId: party.id }, guest)).attendees.map((a) => a.name)).toEqual([
        'Hana Host',
        'Gina Guest',
      ]);
      expect((await get({ eventId: party.id })).attendees.map((a) => a.name)).toEqual(['Hana Host']);
      expect((await get({ eventId: party.id })).guestCounts).toBeNull();
      const asHost = await get({ eventId: party.id }, host);
      expect(asHost.attendees.map((a) => a.name)).toEqual(expect.arrayContaining(['Gina Guest', 'Link Lee']));
      expect(asHost.guestCounts).not.toBeNull();
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

describe('getEvent cohostLink (spec section 6: only hosts get a cohost link)', () => {
  type Link = { linkUuid: string; cohostLink: string };
  const page = (eventId: string, who?: Session, extra: Record<string, unknown> = {}) =>
    call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId, ...extra }, who).then((r) => r.event);
  const liveLinks = (eventId: string) =>
    t.db.select().from(cohostLinks).where(eq(cohostLinks.eventId, eventId));

  it('gives the organizer the live link, the same one getCohostLink answers, made once', async () => {
    const party = await createEventFor(t.app, host, { title: 'Link on the page', questions: [] });
    const seen = await page(party.id, host);
    const link = await call<Link>(t.app, 'getCohostLink', { eventId: party.id }, host);
    expect(seen.cohostLink).toBe(link.cohostLink);
    expect(seen.cohostLink).toMatch(
      new RegExp(`^https?://.+/event/cohost/add/${party.id}\\?link=${link.linkUuid}$`),
    );
    await page(party.id, host);
    expect(await liveLinks(party.id)).toHaveLength(1);
    // After invalidating, the page shows the new link: the old one no longer works.
    const fresh = await call<Link>(t.app, 'invalidateCohostLink', { eventId: party.id }, host);
    expect((await page(party.id, host)).cohostLink).toBe(fresh.cohostLink);
  });

  it('a preview writes nothing: no link is made, an existing one is shown', async () => {
    const party = await createEventFor(t.app, host, { title: 'Preview link party', questions: [] });
    expect((await page(party.id, host, { preview: true })).cohostLink).toBeNull();
    expect(await liveLinks(party.id)).toHaveLength(0);
    const link = await call<Link>(t.app, 'getCohostLink', { eventId: party.id }, host);
    expect((await page(party.id, host, { preview: true })).cohostLink).toBe(link.cohostLink);
  });

  it('is absent for an accepted cohost, a guest, a signed-in stranger and a visitor', async () => {
    const party = await createEventFor(t.app, host, { title: 'Nobody else’s link', questions: [] });
    const link = await call<Link>(t.app, 'getCohostLink', { eventId: party.id }, host);
    const cohost = await signInByEmail(t.app, t.db, 'linkcohost@example.com', 'Cal Cohost');
    await addCohost(t.db, party.id, cohost.userId, 'accepted');
    const guest = await signInByEmail(t.app, t.db, 'linkguest@example.com', 'Gil Guest');
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gil Guest', rsvpStatus: 'YES' });
    const asCohost = await page(party.id, cohost);
    expect(asCohost.isHost).toBe(true);
    for (const [who, seen] of [
      ['cohost', asCohost],
      ['guest', await page(party.id, guest)],
      ['stranger', await page(party.id, other)],
      ['visitor', await page(party.id)],
      ['preview visitor', await page(party.id, undefined, { preview: true })],
    ] as const) {
      expect(seen, who).not.toHaveProperty('cohostLink');
      expect(JSON.stringify(seen), who).not.toContain(link.linkUuid);
    }
  });
});
