import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/server/platform/auth/crypto';
import { events, invitees } from '../../src/server/platform/db/schema';
import type { ElkEvent } from '../../src/shared/events/schema';
import { type UpdateAttendanceResult } from '../../src/shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../src/shared/rsvp/copy';
import { addInvitee, call, callError, createEventFor, type Session } from '../api/events/eventsFixtures';
import { rpc, signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Issue 5's safety requirements: links act only for their own invitee of their own event, concurrent answers
// lose nothing, and what a caller may not see never reaches the JSON they get.

let t: TestApp;
let host: Session;
let partyA: ElkEvent;
let partyB: ElkEvent;
let guestA: string;
let guestB: string;
const snapshot = async (eventId: string) =>
  (await t.db.select().from(invitees).where(eq(invitees.eventId, eventId)))
    .map((r) => ({ ...r, seenAt: r.seenAt?.getTime() ?? null, updatedAt: r.updatedAt.getTime() }))
    .sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'sec-host@example.com', 'Hana Host');
  partyA = await createEventFor(t.app, host, { title: 'Party A', questions: [] });
  partyB = await createEventFor(t.app, host, { title: 'Party B', questions: [] });
  guestA = (
    await addInvitee(t.db, {
      eventId: partyA.id,
      name: 'Alice A',
      email: 'alice@example.com',
      phone: '+14155550100',
      tokenHash: sha256Hex('token-of-alice'),
      rsvpStatus: 'YES',
      rsvpMessage: 'secret message of alice',
    })
  ).id;
  guestB = (
    await addInvitee(t.db, {
      eventId: partyB.id,
      name: 'Bob B',
      email: 'bob@example.com',
      tokenHash: sha256Hex('token-of-bob1'),
      rsvpStatus: 'INVITED',
    })
  ).id;
});
afterAll(() => t.close());

describe('links act only for their own invitee of their own event', () => {
  const attempts = () => [
    { label: 'foreign token', params: { token: 'token-of-bob1' } },
    { label: 'foreign invitee id', params: { invitee: { inviteeId: guestB } } },
    { label: 'guessed token', params: { token: 'guessed-token-xyz' } },
    {
      label: 'guessed invitee id',
      params: { invitee: { inviteeId: '00000000-0000-4000-8000-00000000abcd' } },
    },
    {
      label: 'own id with a foreign token',
      params: { token: 'token-of-bob1', invitee: { inviteeId: guestA } },
    },
    {
      label: 'foreign id with own token',
      params: { token: 'token-of-alice', invitee: { inviteeId: guestB } },
    },
  ];

  it('refuses each with a clear error and changes nothing', async () => {
    const beforeA = await snapshot(partyA.id);
    const beforeB = await snapshot(partyB.id);
    for (const attempt of attempts()) {
      const invitee = {
        name: 'Mallory',
        rsvpStatus: 'NO',
        ...(attempt.params as { invitee?: object }).invitee,
      };
      const error = await callError(t.app, 'updateAttendance', {
        eventId: partyA.id,
        ...attempt.params,
        invitee,
      });
      expect(error.message, attempt.label).toBe(RSVP_MESSAGES.linkInvalid);
    }
    const readErrors = [
      await callError(t.app, 'getEvent', { eventId: partyA.id, token: 'token-of-bob1' }),
      await callError(t.app, 'getEvent', { eventId: partyA.id, inviteeUuid: guestB }),
      await callError(t.app, 'getEventPreview', { eventId: partyA.id, inviteeUuid: guestB }),
      await callError(t.app, 'updateAttendanceThroughEmail', {
        eventId: partyA.id,
        token: 'token-of-bob1',
        r: 'no',
      }),
      await callError(t.app, 'updateAttendanceByLink', { eventId: partyA.id, inviteeUuid: guestB, r: 'no' }),
    ];
    for (const error of readErrors) expect(error.message).toBe(RSVP_MESSAGES.linkInvalid);
    expect(await snapshot(partyA.id)).toEqual(beforeA);
    expect(await snapshot(partyB.id)).toEqual(beforeB);
  });

  it('a signed-in user with someone else’s claimed link does not become that guest', async () => {
    const owner = await signInByEmail(t.app, t.db, 'sec-owner@example.com', 'Olive Owner');
    const claimed = await addInvitee(t.db, {
      eventId: partyA.id,
      userId: owner.userId,
      name: 'Olive Owner',
      tokenHash: sha256Hex('token-of-olive'),
      rsvpStatus: 'YES',
    });
    const intruder = await signInByEmail(t.app, t.db, 'sec-intruder@example.com', 'Ivan Intruder');
    const reply = await call<UpdateAttendanceResult>(
      t.app,
      'updateAttendance',
      {
        eventId: partyA.id,
        token: 'token-of-olive',
        invitee: { inviteeId: claimed.id, name: 'x', rsvpStatus: 'NO' },
      },
      intruder,
    );
    expect(reply.inviteeId).not.toBe(claimed.id);
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, claimed.id));
    expect(row).toMatchObject({ userId: owner.userId, rsvpStatus: 'YES', name: 'Olive Owner' });
  });

  it('an invitee id alone cannot answer for an invitation an account owns', async () => {
    const owner = await signInByEmail(t.app, t.db, 'sec-owner2@example.com', 'Owen');
    const owned = await addInvitee(t.db, {
      eventId: partyA.id,
      userId: owner.userId,
      name: 'Owen',
      rsvpStatus: 'YES',
    });
    const reply = await call<UpdateAttendanceResult>(t.app, 'updateAttendance', {
      eventId: partyA.id,
      invitee: { inviteeId: owned.id, name: 'Owen', rsvpStatus: 'NO' },
    });
    expect(reply.shouldPromptLogin).toBe(true);
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, owned.id));
    expect(row!.rsvpStatus).toBe('YES');
  });
});

describe('200 concurrent RSVPs to one party', () => {
  it('leave exactly 200 correct rows and the right attending count', async () => {
    const party = await createEventFor(t.app, host, { title: 'Crowd', questions: [] });
    const guests = Array.from({ length: 200 }, (_, i) => ({
      name: `Guest ${i}`,
      email: `crowd-${i}@example.com`,
      rsvpStatus: i % 4 === 3 ? 'NO' : 'YES',
      additionalGuestCount: i % 5 === 0 ? 2 : 0,
    }));
    const replies = await Promise.all(
      guests.map((invitee, i) =>
        rpc(
          t.app,
          'EventService',
          'updateAttendance',
          { eventId: party.id, invitee },
          { ip: `10.${Math.floor(i / 250)}.${i % 250}.7` },
        ),
      ),
    );
    for (const reply of replies) expect(reply.body.error).toBeUndefined();
    const rows = (await t.db.select().from(invitees).where(eq(invitees.eventId, party.id))).filter(
      (r) => r.role !== 'ORGANIZER',
    );
    expect(rows).toHaveLength(200);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const guest of guests) {
      const row = byEmail.get(guest.email)!;
      expect(row).toMatchObject({
        name: guest.name,
        rsvpStatus: guest.rsvpStatus,
        additionalGuestCount: guest.rsvpStatus === 'YES' ? guest.additionalGuestCount : 0,
      });
    }
    const expected =
      1 +
      guests.filter((g) => g.rsvpStatus === 'YES').reduce((sum, g) => sum + 1 + g.additionalGuestCount, 0);
    const { event } = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, host);
    expect(event.attendingCount).toBe(expected);
  }, 60_000);
});

describe('hidden data never reaches the JSON of someone who may not see it', () => {
  let privateParty: ElkEvent;
  let secretIds: string[];
  beforeAll(async () => {
    privateParty = await createEventFor(t.app, host, {
      title: 'Hush party',
      questions: [],
      location: {
        displayName: 'Secret Garden',
        placeName: 'Secret Garden',
        address: { address1: '1 Hidden Lane', city: 'Nowhere' },
        lat: 1.5,
        lng: 2.5,
      },
    });
    const rows = await Promise.all(
      ['one', 'two'].map((n) =>
        addInvitee(t.db, {
          eventId: privateParty.id,
          name: `Quiet ${n}`,
          email: `quiet-${n}@example.com`,
          phone: n === 'one' ? '+14155550199' : null,
          tokenHash: sha256Hex(`quiet-token-${n}`),
          rsvpStatus: 'YES',
          rsvpMessage: `private note ${n}`,
        }),
      ),
    );
    secretIds = rows.map((r) => r.id);
  });

  const leaks = (json: string) =>
    [
      'Secret Garden',
      'Hidden Lane',
      'quiet-one@example.com',
      'quiet-two@example.com',
      '+14155550199',
      'private note one',
      'private note two',
      sha256Hex('quiet-token-one'),
      sha256Hex('quiet-token-two'),
      'tokenHash',
      'sec-host@example.com',
    ].filter((s) => json.includes(s));

  it('an anonymous visitor sees neither the place nor any guest’s details (getEvent and getEventPreview)', async () => {
    for (const method of ['getEvent', 'getEventPreview']) {
      const res = await rpc(t.app, 'EventService', method, { eventId: privateParty.id });
      expect(res.body.result.event.title).toBe('Hush party');
      const json = JSON.stringify(res.body);
      expect(leaks(json), method).toEqual([]);
      for (const id of secretIds) expect(json).not.toContain(id);
    }
  });

  it('a guest by link sees the place and their own details, never another guest’s', async () => {
    const res = await rpc(t.app, 'EventService', 'getEvent', {
      eventId: privateParty.id,
      token: 'quiet-token-one',
    });
    const json = JSON.stringify(res.body);
    expect(json).toContain('Secret Garden');
    expect(json).toContain('quiet-one@example.com');
    expect(leaks(json)).toEqual([
      'Secret Garden',
      'Hidden Lane',
      'quiet-one@example.com',
      '+14155550199',
      'private note one',
    ]);
    expect(json).toContain(secretIds[0]);
    expect(json).not.toContain(secretIds[1]);
  });

  it('a private guest list shows a guest only the host and themself', async () => {
    await t.db.update(events).set({ publicGuestList: false }).where(eq(events.id, privateParty.id));
    const res = await rpc(t.app, 'EventService', 'getEvent', {
      eventId: privateParty.id,
      token: 'quiet-token-two',
    });
    const json = JSON.stringify(res.body);
    expect(json).not.toContain('Quiet one');
    expect(json).not.toContain(secretIds[0]);
    expect(res.body.result.event.attendees.map((a: { name: string }) => a.name)).toEqual([
      'Hana Host',
      'Quiet two',
    ]);
    const anonymous = JSON.stringify(
      (await rpc(t.app, 'EventService', 'getEvent', { eventId: privateParty.id })).body,
    );
    expect(anonymous).not.toContain('Quiet');
  });

  it('an RSVP reply tells an anonymous guest nothing about the guest already on the list', async () => {
    const res = await rpc(t.app, 'EventService', 'updateAttendance', {
      eventId: privateParty.id,
      invitee: { name: 'Prober', email: 'quiet-two@example.com', rsvpStatus: 'NO' },
    });
    expect(res.body.result.shouldPromptLogin).toBe(true);
    expect(leaks(JSON.stringify(res.body))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain(secretIds[1]);
  });
});
