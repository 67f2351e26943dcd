import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, events, messages, outbox, questions } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  DAY,
  HOUR,
  place,
  type Session,
  trpcMutation,
  onTimeStep,
  trpcQuery,
  validEvent,
} from './eventsFixtures';

let t: TestApp;
let host: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'host@example.com', 'Hana Host');
  other = await signInByEmail(t.app, t.db, 'other@example.com', 'Otto Other');
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const storedEvent = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0];

describe('editEventDetails: create', () => {
  it('creates an event with the spec field names, its host as the first attendee', async () => {
    const start = onTimeStep(Date.now() + 3 * DAY);
    const event = await createEventFor(t.app, host, {
      startTime: start,
      endTime: start + 4 * HOUR,
      timeZone: 'Asia/Kathmandu',
      playlistId: 'pl-garden',
      questions: [
        { question: 'Any allergies?' },
        { question: 'Song?', questionType: 'SONG', isRequired: true },
      ],
    });
    expect(event).toMatchObject({
      id: expect.stringMatching(UUID),
      title: 'Garden party',
      description: 'Bring a hat.',
      photoUrl: '/uploads/events/cover.png',
      startTime: start,
      endTime: start + 4 * HOUR,
      timeZone: 'Asia/Kathmandu',
      location: place,
      cancelledTimestamp: 0,
      openInvite: true,
      publicGuestList: true,
      remindersEnabled: true,
      hasWaitlist: false,
      isHost: true,
      organizerUuid: host.userId,
      hostedBy: 'Hana Host',
      attendingCount: 1,
    });
    expect(event.attendees).toEqual([
      expect.objectContaining({
        userId: host.userId,
        name: 'Hana Host',
        role: 'ORGANIZER',
        rsvpStatus: 'YES',
      }),
    ]);
    expect(event.questions).toEqual([
      {
        questionUuid: expect.stringMatching(UUID),
        question: 'Any allergies?',
        isRequired: false,
        questionType: 'TEXT',
      },
      {
        questionUuid: expect.stringMatching(UUID),
        question: 'Song?',
        isRequired: true,
        questionType: 'SONG',
      },
    ]);
    expect(event.lastSavedTimestamp).toBeGreaterThan(Date.now() - 60_000);
  });

  it('works the same through the tRPC client', async () => {
    const res = await trpcMutation(
      t.app,
      'events.editEventDetails',
      { event: validEvent({ title: 'Via tRPC' }) },
      host.cookie,
    );
    expect(res.status).toBe(200);
    const created = res.body.result.data as ElkEvent;
    expect(created.title).toBe('Via tRPC');
    const read = await trpcQuery(t.app, 'events.getEvent', { eventId: created.id }, host.cookie);
    expect(read.body.result.data.event).toMatchObject({ id: created.id, title: 'Via tRPC', isHost: true });
  });

  it('refuses a visitor', async () => {
    expect(await callError(t.app, 'editEventDetails', { event: validEvent() })).toEqual({
      code: -32001,
      message: 'You need to be signed in to do that.',
    });
  });
});

describe('editEventDetails: the form rules, on the server too', () => {
  const rejects = async (overrides: Record<string, unknown>) =>
    (await callError(t.app, 'editEventDetails', { event: validEvent(overrides) }, host)).message;

  it('refuses each broken rule in the spec words, naming the field', async () => {
    const start = onTimeStep(Date.now() + DAY);
    expect(await rejects({ title: '  ' })).toBe('event.title: Enter a valid title');
    expect(await rejects({ photoUrl: null })).toBe('event.photoUrl: Image is required');
    expect(await rejects({ startTime: 0 })).toBe('event.startTime: This is a required field');
    expect(await rejects({ startTime: Date.now() - HOUR })).toBe(
      'event.startTime: Start date cannot be in the past',
    );
    expect(await rejects({ startTime: start, endTime: start - HOUR })).toBe(
      'event.endTime: End time must be after start time',
    );
    expect(await rejects({ startTime: start, endTime: start + 21 * DAY })).toBe(
      'event.endTime: Party cannot be over 2 weeks long',
    );
    expect(await rejects({ location: { displayName: 'somewhere I typed' } })).toBe(
      'event.location: Select a valid location from Google Maps',
    );
  });

  it('lists every broken rule in the scroll order, with -32602', async () => {
    const error = await callError(t.app, 'editEventDetails', { event: { title: '' } }, host);
    expect(error).toEqual({
      code: -32602,
      message:
        'event.title: Enter a valid title; event.photoUrl: Image is required; event.startTime: This is a required field; event.location: Select a valid location from Google Maps',
    });
  });

  it('gives tRPC callers the flattened field errors', async () => {
    const res = await trpcMutation(
      t.app,
      'events.editEventDetails',
      { event: validEvent({ title: '' }) },
      host.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('event.title: Enter a valid title');
    expect(res.body.error.data.fieldErrors).toEqual({ event: ['Enter a valid title'] });
  });

  it('refuses malformed fields through the schema', async () => {
    const error = await callError(
      t.app,
      'editEventDetails',
      { event: validEvent({ timeZone: 'Mars/Olympus' }) },
      host,
    );
    expect(error).toEqual({ code: -32602, message: 'event.timeZone: Unknown time zone.' });
    const badId = await callError(t.app, 'editEventDetails', { event: validEvent(), eventId: 'nope' }, host);
    expect(badId).toEqual({ code: -32602, message: 'eventId: Not a valid id.' });
  });

  it('creates nothing when refused', async () => {
    const before = (await call<{ events: unknown[] }>(t.app, 'fetchEvents', {}, host)).events.length;
    await callError(
      t.app,
      'editEventDetails',
      { event: validEvent({ endTime: Date.now() + 30 * DAY }) },
      host,
    );
    expect((await call<{ events: unknown[] }>(t.app, 'fetchEvents', {}, host)).events).toHaveLength(before);
  });
});

describe('editEventDetails: rules a /json caller cannot skip', () => {
  const rejects = async (overrides: Record<string, unknown>) =>
    (await callError(t.app, 'editEventDetails', { event: validEvent(overrides) }, host)).message;
  const STEP_MESSAGE = 'Choose a time in 15-minute steps';

  it('keeps start and end on 15-minute steps of the event zone', async () => {
    const start = onTimeStep(Date.now() + 2 * DAY);
    expect(await rejects({ startTime: start + 7 * 60_000 })).toBe(`event.startTime: ${STEP_MESSAGE}`);
    expect(await rejects({ startTime: start + 1 })).toBe(`event.startTime: ${STEP_MESSAGE}`);
    expect(await rejects({ startTime: start, endTime: start + HOUR + 10 * 60_000 })).toBe(
      `event.endTime: ${STEP_MESSAGE}`,
    );
    // Kathmandu (UTC+5:45): quarter hours of its clock are quarter hours of UTC too, minutes between are not.
    const kathmandu = await createEventFor(t.app, host, {
      timeZone: 'Asia/Kathmandu',
      startTime: start + 45 * 60_000,
      endTime: start + 2 * HOUR,
    });
    expect(kathmandu.startTime).toBe(start + 45 * 60_000);
  });

  it('takes song requests with a playlist, and without one when no music service is configured', async () => {
    // With Spotify configured a playlist is required (music.test.ts); here guests type title and artist.
    const song = [{ question: 'Ok' }, { question: 'Your song?', questionType: 'SONG' }];
    const typed = await createEventFor(t.app, host, { questions: song });
    expect(typed.questions.map((q) => q.questionType)).toEqual(['TEXT', 'SONG']);
    const withPlaylist = await createEventFor(t.app, host, { questions: song, playlistId: 'pl-1' });
    expect(withPlaylist.questions.map((q) => q.questionType)).toEqual(['TEXT', 'SONG']);
  });

  it('refuses a place that is merely a locality, region or country, or has no street', async () => {
    const message = 'event.location: Select a valid location from Google Maps';
    const city = {
      displayName: 'San Francisco, CA, USA',
      address: { address1: 'San Francisco', city: 'San Francisco', admin1: 'CA', country: 'US' },
      lat: 37.77,
      lng: -122.42,
    };
    expect(await rejects({ location: city })).toBe(message);
    expect(await rejects({ location: { ...city, address: { ...city.address, address1: 'CA' } } })).toBe(
      message,
    );
    expect(await rejects({ location: { displayName: 'France', address: { country: 'FR' } } })).toBe(message);
    expect(await rejects({ location: { displayName: 'Somewhere', lat: 1, lng: 2 } })).toBe(message);
    const street = { ...city, address: { ...city.address, address1: '500 Market St' } };
    expect((await createEventFor(t.app, host, { location: street })).location).toEqual(street);
  });
});

describe('the event on the wire: url and hostEmail', () => {
  it('gives every viewer the party page url and only hosts the host e-mail', async () => {
    const created = await createEventFor(t.app, host);
    expect(created.url).toMatch(new RegExp(`^https?://[^/]+/event/${created.id}$`));
    expect(created.hostEmail).toBe('host@example.com');
    const asHost = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: created.id }, host);
    expect(asHost.event).toMatchObject({ url: created.url, hostEmail: 'host@example.com' });

    await addInvitee(t.db, { eventId: created.id, userId: other.userId, name: 'Otto', rsvpStatus: 'YES' });
    const asGuest = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: created.id }, other);
    expect(asGuest.event.url).toBe(created.url);
    expect(asGuest.event).not.toHaveProperty('hostEmail');
    const asVisitor = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: created.id });
    expect(asVisitor.event).not.toHaveProperty('hostEmail');
    expect(JSON.stringify(asVisitor)).not.toContain('host@example.com');

    const cohost = await signInByEmail(t.app, t.db, 'cohost-wire@example.com', 'Cleo');
    await addCohost(t.db, created.id, cohost.userId, 'accepted');
    const asCohost = await trpcQuery(t.app, 'events.getEvent', { eventId: created.id }, cohost.cookie);
    expect(asCohost.body.result.data.event.hostEmail).toBe('host@example.com');
  });
});

describe('editEventDetails: update', () => {
  it('saves the new fields, keeps question ids (and their answers) and bumps the modification id', async () => {
    const created = await createEventFor(t.app, host, {
      questions: [{ question: 'Allergies?' }, { question: 'Bringing a dish?', questionType: 'YES_NO' }],
    });
    const [kept, dropped] = created.questions;
    const guest = await addInvitee(t.db, { eventId: created.id, name: 'Gus', rsvpStatus: 'YES' });
    await t.db.insert(answers).values([
      { inviteeId: guest.id, questionId: kept!.questionUuid, text: 'Peanuts' },
      { inviteeId: guest.id, questionId: dropped!.questionUuid, isYes: true },
    ]);

    const updated = await call<ElkEvent>(
      t.app,
      'editEventDetails',
      {
        eventId: created.id,
        event: validEvent({
          title: 'Garden party 2',
          questions: [
            { question: 'New one?' },
            { questionUuid: kept!.questionUuid, question: 'Any allergies at all?', isRequired: true },
          ],
        }),
      },
      host,
    );
    expect(updated.id).toBe(created.id);
    expect(updated.title).toBe('Garden party 2');
    expect(updated.modificationId).toBe(created.modificationId + 1);
    expect(updated.questions.map((q) => q.question)).toEqual(['New one?', 'Any allergies at all?']);
    expect(updated.questions[1]!.questionUuid).toBe(kept!.questionUuid);
    expect(updated.questions[0]!.questionUuid).not.toBe(dropped!.questionUuid);
    const left = await t.db.select().from(answers).where(eq(answers.inviteeId, guest.id));
    expect(left.map((a) => a.text)).toEqual(['Peanuts']);
    const stored = await t.db.select().from(questions).where(eq(questions.eventId, created.id));
    expect(stored).toHaveLength(2);
  });

  it('ignores a question id that belongs to another event', async () => {
    const a = await createEventFor(t.app, host);
    const b = await createEventFor(t.app, host);
    const foreign = a.questions[0]!.questionUuid;
    const updated = await call<ElkEvent>(
      t.app,
      'editEventDetails',
      { eventId: b.id, event: validEvent({ questions: [{ questionUuid: foreign, question: 'Mine now?' }] }) },
      host,
    );
    expect(updated.questions[0]!.questionUuid).not.toBe(foreign);
    const stillThere = await t.db.select().from(questions).where(eq(questions.id, foreign));
    expect(stillThere[0]!.question).toBe('Any allergies?');
  });

  it('keeps the event unchanged when the edit breaks a rule', async () => {
    const created = await createEventFor(t.app, host);
    const error = await callError(
      t.app,
      'editEventDetails',
      { eventId: created.id, event: validEvent({ title: 'Changed', endTime: created.startTime + 15 * DAY }) },
      host,
    );
    expect(error.message).toBe('event.endTime: Party cannot be over 2 weeks long');
    expect((await storedEvent(created.id))!.title).toBe('Garden party');
  });

  it('refuses to edit once the party has started, or after it was cancelled', async () => {
    const created = await createEventFor(t.app, host);
    await t.db
      .update(events)
      .set({ startTime: Date.now() - HOUR })
      .where(eq(events.id, created.id));
    expect(
      await callError(t.app, 'editEventDetails', { eventId: created.id, event: validEvent() }, host),
    ).toEqual({
      code: -32009,
      message: 'This party has already started and can no longer be edited.',
    });
    const cancelled = await createEventFor(t.app, host);
    await call(t.app, 'cancelEvent', { eventId: cancelled.id }, host);
    const error = await callError(
      t.app,
      'editEventDetails',
      { eventId: cancelled.id, event: validEvent() },
      host,
    );
    expect(error.code).toBe(-32009);
  });

  it('lets accepted cohosts edit, and nobody else', async () => {
    const created = await createEventFor(t.app, host);
    const edit = (who: Session) =>
      callError(
        t.app,
        'editEventDetails',
        { eventId: created.id, event: validEvent({ title: 'Hijacked' }) },
        who,
      );
    expect(await edit(other)).toEqual({ code: -32003, message: 'You do not have permission to do that.' });
    await addInvitee(t.db, { eventId: created.id, userId: other.userId, name: 'Otto', rsvpStatus: 'YES' });
    expect((await edit(other)).code).toBe(-32003);
    await addCohost(t.db, created.id, other.userId, 'pending');
    expect((await edit(other)).code).toBe(-32003);
    expect((await storedEvent(created.id))!.title).toBe('Garden party');

    const cohost = await signInByEmail(t.app, t.db, 'cohost-edit@example.com', 'Coco');
    await addCohost(t.db, created.id, cohost.userId, 'accepted');
    const saved = await call<ElkEvent>(
      t.app,
      'editEventDetails',
      { eventId: created.id, event: validEvent({ title: 'Co-edited' }) },
      cohost,
    );
    expect(saved).toMatchObject({ title: 'Co-edited', isHost: true, organizerUuid: host.userId });
  });

  it('answers NOT_FOUND for an unknown event', async () => {
    const error = await callError(
      t.app,
      'editEventDetails',
      { eventId: '00000000-0000-4000-8000-000000000000', event: validEvent() },
      host,
    );
    expect(error).toEqual({ code: -32004, message: 'Event not found.' });
  });
});

describe('editEventDetails: uploadMode and disableNotification (spec section 7)', () => {
  it('stores uploadMode as the album’s photo upload mode, kept when a later save leaves it out', async () => {
    const plain = await createEventFor(t.app, host, { questions: [] });
    expect(plain.albumDetails).toEqual({ photoUploadMode: null });
    const created = await call<ElkEvent>(
      t.app,
      'editEventDetails',
      { event: validEvent({ questions: [] }), uploadMode: 'automatic' },
      host,
    );
    expect(created.albumDetails).toEqual({ photoUploadMode: 'automatic' });
    expect((await storedEvent(created.id))!.albumDetails).toEqual({ photoUploadMode: 'automatic' });

    const edit = (extra: Record<string, unknown>) =>
      call<ElkEvent>(
        t.app,
        'editEventDetails',
        { eventId: created.id, event: validEvent({ questions: [] }), ...extra },
        host,
      );
    expect((await edit({ uploadMode: 'manual' })).albumDetails).toEqual({ photoUploadMode: 'manual' });
    expect((await edit({})).albumDetails).toEqual({ photoUploadMode: 'manual' });
    // The album's other settings are kept when the mode changes.
    await t.db
      .update(events)
      .set({ albumDetails: { albumCode: 'ALB123', photoUploadMode: 'manual' } })
      .where(eq(events.id, created.id));
    await edit({ uploadMode: 'automatic' });
    expect((await storedEvent(created.id))!.albumDetails).toEqual({
      albumCode: 'ALB123',
      photoUploadMode: 'automatic',
    });
    // Everyone who sees the party sees how its album takes photos.
    const seen = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: created.id }, other);
    expect(seen.event.albumDetails).toEqual({ photoUploadMode: 'automatic' });
    expect(
      (await callError(t.app, 'editEventDetails', { event: validEvent(), uploadMode: 'magic' }, host)).code,
    ).toBe(-32602);
  });

  it('sends guests nothing on a change, with or without disableNotification (no change notice exists)', async () => {
    const party = await createEventFor(t.app, host, { title: 'Quiet party', questions: [] });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Nell Notified',
      email: 'nell.change@example.com',
      rsvpStatus: 'YES',
    });
    for (const disableNotification of [false, true, undefined]) {
      await call(
        t.app,
        'editEventDetails',
        {
          eventId: party.id,
          event: validEvent({ title: `Quiet party (${String(disableNotification)})`, questions: [] }),
          ...(disableNotification === undefined ? {} : { disableNotification }),
        },
        host,
      );
    }
    // Give a queued delivery the time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'nell.change@example.com'))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.eventId, party.id))).toEqual([]);
    expect((await storedEvent(party.id))!.title).toBe('Quiet party (undefined)');
  });
});
