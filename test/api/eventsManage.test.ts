import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, events } from '../../src/server/db/schema';
import type { ElkEvent, EventSummary } from '../../src/shared/schemas/events';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  DAY,
  HOUR,
  type Session,
  trpcMutation,
  trpcQuery,
} from './eventsFixtures';

let t: TestApp;
let host: Session;
let guest: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'mhost@example.com', 'Maya Host');
  guest = await signInByEmail(t.app, t.db, 'mguest@example.com', 'Gil Guest');
  stranger = await signInByEmail(t.app, t.db, 'mstranger@example.com', 'Sam Stranger');
});
afterAll(() => t.close());

const fetchEvents = (who: Session) =>
  call<{ events: EventSummary[] }>(t.app, 'fetchEvents', {}, who).then((r) => r.events);
const stored = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0];

describe('fetchEvents', () => {
  it('lists hosted, co-hosted and invited events, newest start first, with the card counts', async () => {
    const soon = await createEventFor(t.app, host, { title: 'Soon', startTime: Date.now() + DAY });
    const later = await createEventFor(t.app, host, { title: 'Later', startTime: Date.now() + 5 * DAY });
    await addInvitee(t.db, {
      eventId: soon.id,
      userId: guest.userId,
      name: 'Gil',
      rsvpStatus: 'YES',
      additionalGuestCount: 1,
    });
    await addInvitee(t.db, {
      eventId: soon.id,
      name: 'Unsent Una',
      rsvpStatus: 'INVITED',
      inviteStatus: 'PENDING',
    });
    await addInvitee(t.db, {
      eventId: soon.id,
      name: 'Failed Fay',
      rsvpStatus: 'INVITED',
      inviteStatus: 'FAILED',
    });
    await addInvitee(t.db, { eventId: later.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'HIDDEN' });
    const theirs = await createEventFor(t.app, stranger, {
      title: 'Theirs',
      startTime: Date.now() + 3 * DAY,
    });
    await addCohost(t.db, theirs.id, host.userId, 'accepted');

    const hostList = await fetchEvents(host);
    expect(hostList.map((e) => e.title)).toEqual(['Later', 'Theirs', 'Soon']);
    expect(hostList.find((e) => e.id === soon.id)).toMatchObject({
      isHost: true,
      isOrganizer: true,
      attendingCount: 3,
      unsentCount: 2,
      rsvpStatus: 'YES',
      hostedBy: 'Maya Host',
      cancelledTimestamp: 0,
      photoUrl: '/uploads/events/cover.png',
      timeZone: 'America/Los_Angeles',
    });
    expect(hostList.find((e) => e.id === theirs.id)).toMatchObject({
      isHost: true,
      isOrganizer: false,
      hostedBy: 'Sam Stranger',
      rsvpStatus: null,
    });

    const guestList = await fetchEvents(guest);
    expect(guestList.map((e) => e.title)).toEqual(['Soon']);
    expect(guestList[0]).toMatchObject({
      isHost: false,
      isOrganizer: false,
      rsvpStatus: 'YES',
      unsentCount: 0,
    });
  });

  it('works through the tRPC client and refuses a visitor', async () => {
    const res = await trpcQuery(t.app, 'events.fetchEvents', undefined, host.cookie);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.result.data.events)).toBe(true);
    expect((await callError(t.app, 'fetchEvents', {})).code).toBe(-32001);
  });
});

describe('cancelEvent', () => {
  it('sets cancelledTimestamp once, and the event shows it everywhere', async () => {
    const party = await createEventFor(t.app, host);
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'YES' });
    const before = Date.now();
    expect(await call(t.app, 'cancelEvent', { eventId: party.id }, host)).toEqual({ success: true });
    const first = (await stored(party.id))!.cancelledAt!.getTime();
    expect(first).toBeGreaterThanOrEqual(before);

    expect(await call(t.app, 'cancelEvent', { eventId: party.id }, host)).toEqual({ success: true });
    expect((await stored(party.id))!.cancelledAt!.getTime()).toBe(first);

    const seen = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, guest);
    expect(seen.event.cancelledTimestamp).toBe(first);
    const listed = (await fetchEvents(guest)).find((e) => e.id === party.id);
    expect(listed!.cancelledTimestamp).toBe(first);
  });

  it('is for hosts and accepted cohosts only', async () => {
    const party = await createEventFor(t.app, host);
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'YES' });
    expect(await callError(t.app, 'cancelEvent', { eventId: party.id }, guest)).toEqual({
      code: -32003,
      message: 'You do not have permission to do that.',
    });
    expect((await callError(t.app, 'cancelEvent', { eventId: party.id }, stranger)).code).toBe(-32003);
    expect((await callError(t.app, 'cancelEvent', { eventId: party.id })).code).toBe(-32001);
    expect((await stored(party.id))!.cancelledAt).toBeNull();

    await addCohost(t.db, party.id, stranger.userId, 'accepted');
    const res = await trpcMutation(t.app, 'events.cancelEvent', { eventId: party.id }, stranger.cookie);
    expect(res.body.result.data).toEqual({ success: true });
    expect((await stored(party.id))!.cancelledAt).not.toBeNull();
  });
});

describe('deleteEvent', () => {
  it('removes the event with its guests and drafts', async () => {
    const party = await createEventFor(t.app, host);
    await call(
      t.app,
      'editEventDraft',
      { baseEventId: party.id, event: { title: 'Edit in progress' } },
      host,
    );
    expect(await call(t.app, 'deleteEvent', { eventId: party.id }, host)).toEqual({ success: true });
    expect(await stored(party.id)).toBeUndefined();
    expect(await t.db.select().from(drafts).where(eq(drafts.eventId, party.id))).toEqual([]);
    expect((await callError(t.app, 'getEvent', { eventId: party.id }, host)).code).toBe(-32004);
    expect((await fetchEvents(host)).map((e) => e.id)).not.toContain(party.id);
  });

  it('is for hosts and accepted cohosts only', async () => {
    const party = await createEventFor(t.app, host);
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'YES' });
    await addCohost(t.db, party.id, stranger.userId, 'pending');
    for (const who of [guest, stranger]) {
      expect((await callError(t.app, 'deleteEvent', { eventId: party.id }, who)).code).toBe(-32003);
    }
    expect((await callError(t.app, 'deleteEvent', { eventId: party.id })).code).toBe(-32001);
    expect(await stored(party.id)).toBeDefined();

    const cohost = await signInByEmail(t.app, t.db, 'mcohost@example.com', 'Cora Cohost');
    await addCohost(t.db, party.id, cohost.userId, 'accepted');
    expect(await call(t.app, 'deleteEvent', { eventId: party.id }, cohost)).toEqual({ success: true });
    expect(await stored(party.id)).toBeUndefined();
  });

  it('works through the tRPC client', async () => {
    const party = await createEventFor(t.app, host);
    const res = await trpcMutation(t.app, 'events.deleteEvent', { eventId: party.id }, host.cookie);
    expect(res.body.result.data).toEqual({ success: true });
    expect(await stored(party.id)).toBeUndefined();
    const refused = await trpcMutation(t.app, 'events.deleteEvent', { eventId: party.id }, stranger.cookie);
    expect(refused.body.error.data.code).toBe('NOT_FOUND');
  });

  it('answers an unknown or malformed id clearly', async () => {
    expect(
      await callError(t.app, 'deleteEvent', { eventId: '00000000-0000-4000-8000-000000000000' }, host),
    ).toEqual({
      code: -32004,
      message: 'Event not found.',
    });
    expect(await callError(t.app, 'deleteEvent', { eventId: 'drop table' }, host)).toEqual({
      code: -32602,
      message: 'eventId: Not a valid id.',
    });
  });
});

describe('cloneEvent', () => {
  it('copies the invitation under a new id, without guests, organized by the caller', async () => {
    const start = Date.now() + 4 * DAY;
    const source = await createEventFor(t.app, host, {
      title: 'Original',
      startTime: start,
      endTime: start + 2 * HOUR,
      questions: [{ question: 'Allergies?' }],
    });
    await addInvitee(t.db, { eventId: source.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'YES' });
    await call(t.app, 'cancelEvent', { eventId: source.id }, host);

    const copy = await call<ElkEvent>(t.app, 'cloneEvent', { eventId: source.id }, host);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: 'Original',
      startTime: start,
      endTime: start + 2 * HOUR,
      photoUrl: source.photoUrl,
      location: source.location,
      cancelledTimestamp: 0,
      organizerUuid: host.userId,
      isHost: true,
      attendingCount: 1,
    });
    expect(copy.attendees.map((a) => a.role)).toEqual(['ORGANIZER']);
    expect(copy.questions.map((q) => q.question)).toEqual(['Allergies?']);
    expect(copy.questions[0]!.questionUuid).not.toBe(source.questions[0]!.questionUuid);
  });

  it('works through the tRPC client', async () => {
    const source = await createEventFor(t.app, host, { title: 'Twice' });
    const res = await trpcMutation(t.app, 'events.cloneEvent', { eventId: source.id }, host.cookie);
    expect(res.body.result.data).toMatchObject({ title: 'Twice', isHost: true });
    expect(res.body.result.data.id).not.toBe(source.id);
    const refused = await trpcMutation(t.app, 'events.cloneEvent', { eventId: source.id }, stranger.cookie);
    expect(refused.status).toBe(403);
  });

  it('drops a start that has passed', async () => {
    const source = await createEventFor(t.app, host, { title: 'Last year' });
    await t.db
      .update(events)
      .set({ startTime: Date.now() - 300 * DAY, endTime: Date.now() - 299 * DAY })
      .where(eq(events.id, source.id));
    const copy = await call<ElkEvent>(t.app, 'cloneEvent', { eventId: source.id }, host);
    expect(copy).toMatchObject({ title: 'Last year', startTime: 0, endTime: 0 });
  });

  it('is for hosts and accepted cohosts only', async () => {
    const source = await createEventFor(t.app, host);
    await addInvitee(t.db, { eventId: source.id, userId: guest.userId, name: 'Gil', rsvpStatus: 'YES' });
    expect((await callError(t.app, 'cloneEvent', { eventId: source.id }, guest)).code).toBe(-32003);
    expect((await callError(t.app, 'cloneEvent', { eventId: source.id })).code).toBe(-32001);
    await addCohost(t.db, source.id, stranger.userId, 'accepted');
    const copy = await call<ElkEvent>(t.app, 'cloneEvent', { eventId: source.id }, stranger);
    expect(copy.organizerUuid).toBe(stranger.userId);
  });
});
