import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees } from '../../../src/server/platform/db/schema';
import { MSG } from '../../../src/shared/common/copy';
import { RSVPS_PER_CONTACT } from '../../../src/shared/constants';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import { createEventFor, type Session } from '../events/eventsFixtures';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Issue 14: a crowd behind one address (venue Wi-Fi, an office NAT) all get their answer in, while floods are
// still stopped per contact, per address and per party.

const VENUE_WIFI = '203.0.113.50';

type Reply = { status: number; body: { result?: UpdateAttendanceResult; error?: { message: string } } };

const answer = (t: TestApp, eventId: string, invitee: Record<string, unknown>, ip: string) =>
  rpc(t.app, 'EventService', 'updateAttendance', { eventId, invitee }, { ip }) as unknown as Promise<Reply>;

const guestsOf = async (t: TestApp, eventId: string) =>
  (await t.db.select().from(invitees).where(eq(invitees.eventId, eventId))).filter(
    (row) => row.role !== 'ORGANIZER',
  );

const isRateLimited = (reply: Reply) => reply.status === 429 && reply.body.error?.message === MSG.rateLimited;

describe('with the default limits', () => {
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signInByEmail(t.app, t.db, 'crowd-host@example.com', 'Cora Host');
  });
  afterAll(() => t.close());

  it('accepts and stores 300 different guests answering from one address within a minute', async () => {
    const party = await createEventFor(t.app, host, { title: 'Venue party', questions: [] });
    const crowd = Array.from({ length: 300 }, (_, i) => ({
      name: `Wifi Guest ${i}`,
      email: `wifi-${i}@crowd.example`,
      rsvpStatus: i % 3 === 2 ? 'NO' : 'YES',
    }));
    const replies: Reply[] = [];
    // Fifty at a time: a crowd, not one test opening 300 sockets at once.
    for (let i = 0; i < crowd.length; i += 50) {
      replies.push(
        ...(await Promise.all(crowd.slice(i, i + 50).map((g) => answer(t, party.id, g, VENUE_WIFI)))),
      );
    }
    expect(replies.filter((r) => r.body.error)).toEqual([]);
    expect(replies.every((r) => r.body.result?.inviteeId && r.body.result.token)).toBe(true);
    const stored = new Map((await guestsOf(t, party.id)).map((row) => [row.email, row]));
    expect(stored.size).toBe(300);
    for (const guest of crowd) {
      expect(stored.get(guest.email)).toMatchObject({ name: guest.name, rsvpStatus: guest.rsvpStatus });
    }
  }, 120_000);

  it('makes one row when one new guest answers many times at once, and prompts the rest to sign in', async () => {
    const party = await createEventFor(t.app, host, { title: 'Double click party', questions: [] });
    const same = { name: 'Dora Double', email: 'dora@race.example', rsvpStatus: 'YES' };
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => answer(t, party.id, same, `198.51.100.${i + 1}`)),
    );
    const created = replies.filter((r) => r.body.result?.inviteeId);
    expect(created).toHaveLength(1);
    expect(replies.filter((r) => r.body.result?.shouldPromptLogin)).toHaveLength(11);
    const rows = await guestsOf(t, party.id);
    expect(rows.map((r) => [r.email, r.rsvpStatus])).toEqual([['dora@race.example', 'YES']]);
  });

  it('refuses one contact hammering the RSVP, from any address, with the rate-limit message', async () => {
    const party = await createEventFor(t.app, host, { title: 'Hammer party', questions: [] });
    const hammer = { name: 'Hank Hammer', email: 'hank@hammer.example', rsvpStatus: 'YES' };
    const replies: Reply[] = [];
    for (let i = 0; i < RSVPS_PER_CONTACT + 3; i++) {
      replies.push(await answer(t, party.id, hammer, `192.0.2.${i + 1}`));
    }
    const allowed = replies.slice(0, RSVPS_PER_CONTACT);
    expect(allowed[0]!.body.result?.inviteeId).toBeTruthy();
    // Already on the list: the next answers by name and contact ask to sign in, until the contact is over.
    expect(allowed.slice(1).every((r) => r.body.result?.shouldPromptLogin)).toBe(true);
    expect(replies.slice(RSVPS_PER_CONTACT).every(isRateLimited)).toBe(true);

    // The same holds for a guest answering with their link's token over and over; others are unaffected.
    const token = allowed[0]!.body.result!.token!;
    const byToken: Reply[] = [];
    for (let i = 0; i < RSVPS_PER_CONTACT + 1; i++) {
      const status = i % 2 ? 'NO' : 'YES';
      byToken.push(
        (await rpc(
          t.app,
          'EventService',
          'updateAttendance',
          { eventId: party.id, token, invitee: { name: 'Hank Hammer', rsvpStatus: status } },
          { ip: `192.0.2.${100 + i}` },
        )) as unknown as Reply,
      );
    }
    expect(byToken.slice(0, RSVPS_PER_CONTACT).every((r) => r.body.result?.inviteeId)).toBe(true);
    expect(isRateLimited(byToken.at(-1)!)).toBe(true);
    const other = await answer(
      t,
      party.id,
      { name: 'Olga', email: 'olga@hammer.example', rsvpStatus: 'YES' },
      '192.0.2.1',
    );
    expect(other.body.result?.inviteeId).toBeTruthy();
  }, 60_000);
});

describe('address and party ceilings (set low for the test)', () => {
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RSVPS_PER_ADDRESS_PER_MINUTE: '10', RSVP_PARTY_BURST: '15', RSVPS_PER_PARTY_PER_MINUTE: '1' },
    });
    host = await signInByEmail(t.app, t.db, 'ceiling-host@example.com', 'Cel Host');
  });
  afterAll(() => t.close());

  it('refuses an address flooding past its ceiling and stores none of the refused answers', async () => {
    const party = await createEventFor(t.app, host, { title: 'Flood party', questions: [] });
    const flooder = '203.0.113.66';
    const replies: Reply[] = [];
    for (let i = 0; i < 13; i++) {
      replies.push(
        await answer(
          t,
          party.id,
          { name: `Bot ${i}`, email: `bot${i}@flood.example`, rsvpStatus: 'YES' },
          flooder,
        ),
      );
    }
    expect(replies.slice(0, 10).every((r) => r.body.result?.inviteeId)).toBe(true);
    expect(replies.slice(10).every(isRateLimited)).toBe(true);
    expect(await guestsOf(t, party.id)).toHaveLength(10);
    // Another address is not held back by the flood.
    const neighbour = await answer(
      t,
      party.id,
      { name: 'Nina', email: 'nina@flood.example', rsvpStatus: 'YES' },
      '203.0.113.67',
    );
    expect(neighbour.body.result?.inviteeId).toBeTruthy();
  });

  it('refuses answers to one party past its ceiling from any address, while other parties still answer', async () => {
    const party = await createEventFor(t.app, host, { title: 'Viral party', questions: [] });
    const other = await createEventFor(t.app, host, { title: 'Quiet party', questions: [] });
    const replies: Reply[] = [];
    for (let i = 0; i < 17; i++) {
      replies.push(
        await answer(
          t,
          party.id,
          { name: `Fan ${i}`, email: `fan${i}@viral.example`, rsvpStatus: 'YES' },
          `100.64.0.${i + 1}`,
        ),
      );
    }
    expect(replies.slice(0, 15).every((r) => r.body.result?.inviteeId)).toBe(true);
    expect(replies.slice(15).every(isRateLimited)).toBe(true);
    expect(await guestsOf(t, party.id)).toHaveLength(15);
    const elsewhere = await answer(
      t,
      other.id,
      { name: 'Quinn', email: 'quinn@quiet.example', rsvpStatus: 'YES' },
      '100.64.0.1',
    );
    expect(elsewhere.body.result?.inviteeId).toBeTruthy();
  });
});
