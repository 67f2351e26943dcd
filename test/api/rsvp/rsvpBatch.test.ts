import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewGuestWriter, type NewGuestCall } from '../../../src/server/features/rsvp/newGuestBatch';
import { CONTACT_WINDOW_MS, contactLimitKey } from '../../../src/server/features/rsvp/limits';
import { windowStartOf } from '../../../src/server/platform/rateLimit';
import { invitees, rateLimitHits } from '../../../src/server/platform/db/schema';
import { RSVPS_PER_CONTACT } from '../../../src/shared/constants';
import { createEventFor, type Session } from '../events/eventsFixtures';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Issue 14: new guests' first answers that arrive together go to PostgreSQL in one statement
// (features/rsvp/newGuestBatch.ts, migration 0021), each still decided as if it had come alone.

/** One new guest's first answer, as answerAsNewGuest would hand it to the writer. */
function newGuestCall(eventId: string, email: string, name = `Guest ${email}`): NewGuestCall {
  const now = new Date();
  return {
    event_id: eventId,
    contact_keys: [`e:${email}`],
    limit_keys: [contactLimitKey.email(email)],
    // The window's start, as answerAsNewGuest computes it: calls made a millisecond apart share one counter.
    window_start: windowStartOf(CONTACT_WINDOW_MS, now.getTime()),
    max_hits: RSVPS_PER_CONTACT,
    do_insert: true,
    name,
    email,
    phone: null,
    rsvp_status: 'YES',
    additional_guest_count: 0,
    rsvp_message: null,
    waitlist_status: null,
    notification_preference: null,
    token_hash: randomBytes(32).toString('hex'),
    text_permission_granted: null,
    photo_upload_mode: null,
    time_zone: null,
    now,
    responded_at: now,
    answers: [],
    id: randomUUID(),
  };
}

describe('new guests answering together', () => {
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signInByEmail(t.app, t.db, 'batch-host@example.com', 'Bea Host');
  });
  afterAll(() => t.close());

  const guestRows = (eventId: string) => t.db.select().from(invitees).where(eq(invitees.eventId, eventId));

  it('go in one statement, and each gets its own row and reply', async () => {
    const party = await createEventFor(t.app, host, { title: 'Batch party', questions: [] });
    const writer = createNewGuestWriter(t.db.$client);
    const calls = Array.from({ length: 12 }, (_, i) => newGuestCall(party.id, `batch-${i}@crowd.example`));
    const rows = await Promise.all(calls.map((call) => writer.write(call)));
    expect(writer.stats).toEqual({ statements: 1, largestBatch: 12 });
    rows.forEach((row, i) => {
      expect(row).toMatchObject({ r_id: calls[i]!.id, r_taken: false, r_hits: 1, r_rsvp_status: 'YES' });
      expect(row.r_email).toBe(calls[i]!.email);
    });
    const stored = new Map((await guestRows(party.id)).map((row) => [row.id, row]));
    for (const call of calls) {
      expect(stored.get(call.id)).toMatchObject({ name: call.name, email: call.email, rsvpStatus: 'YES' });
    }
  });

  it('keep each guest’s own time zone, batched or alone', async () => {
    const party = await createEventFor(t.app, host, { title: 'Zones party', questions: [] });
    const writer = createNewGuestWriter(t.db.$client);
    const tokyo = { ...newGuestCall(party.id, 'tokyo@crowd.example'), time_zone: 'Asia/Tokyo' };
    const none = newGuestCall(party.id, 'nowhere@crowd.example');
    await Promise.all([tokyo, none].map((call) => writer.write(call)));
    expect(writer.stats.largestBatch).toBe(2);
    const alone = { ...newGuestCall(party.id, 'lima@crowd.example'), time_zone: 'America/Lima' };
    await writer.write(alone);
    const zones = new Map((await guestRows(party.id)).map((row) => [row.id, row.timeZone]));
    expect([zones.get(tokyo.id), zones.get(none.id), zones.get(alone.id)]).toEqual([
      'Asia/Tokyo',
      null,
      'America/Lima',
    ]);
  });

  it('are decided in arrival order: a contact answering twice in one batch makes one row and counts twice', async () => {
    const party = await createEventFor(t.app, host, { title: 'Twice party', questions: [] });
    const writer = createNewGuestWriter(t.db.$client);
    const first = newGuestCall(party.id, 'twice@crowd.example', 'First Try');
    const second = newGuestCall(party.id, 'twice@crowd.example', 'Second Try');
    const other = newGuestCall(party.id, 'other@crowd.example');
    const [a, b, c] = await Promise.all([first, second, other].map((call) => writer.write(call)));
    expect(writer.stats.largestBatch).toBe(3);
    expect(a).toMatchObject({ r_id: first.id, r_taken: false, r_hits: 1 });
    // The second finds the first on the list: that contact must sign in to answer, and nothing is inserted.
    expect(b).toMatchObject({ r_id: null, r_taken: true, r_hits: 2 });
    expect(c).toMatchObject({ r_id: other.id, r_taken: false, r_hits: 1 });
    const names = (await guestRows(party.id)).map((row) => row.name).sort();
    expect(names).toEqual(['Bea Host', 'First Try', other.name].sort());
    const [counter] = await t.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, contactLimitKey.email('twice@crowd.example')));
    expect(counter?.count).toBe(2);
  });

  it('an answer PostgreSQL refuses fails alone; the rest of its batch is stored', async () => {
    const party = await createEventFor(t.app, host, { title: 'Mixed party', questions: [] });
    const writer = createNewGuestWriter(t.db.$client);
    const good = [0, 1, 2].map((i) => newGuestCall(party.id, `mixed-${i}@crowd.example`));
    // A party deleted while its guest answered: the foreign key refuses the row, and with it the whole batch.
    const orphan = newGuestCall(randomUUID(), 'orphan@crowd.example');
    const settled = await Promise.allSettled(
      [good[0]!, orphan, good[1]!, good[2]!].map((c) => writer.write(c)),
    );
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23503' });
    // One statement carried the four; the three good answers were then stored one by one.
    expect(writer.stats).toEqual({ statements: 1, largestBatch: 4 });
    const stored = new Set((await guestRows(party.id)).map((row) => row.id));
    for (const call of good) expect(stored.has(call.id)).toBe(true);
  });

  it('an answer that comes alone goes at once; answers that come while a statement is out go in the next', async () => {
    const party = await createEventFor(t.app, host, { title: 'Trickle party', questions: [] });
    const writer = createNewGuestWriter(t.db.$client);
    const alone = await writer.write(newGuestCall(party.id, 'alone@crowd.example'));
    expect(alone.r_taken).toBe(false);
    expect(writer.stats).toEqual({ statements: 1, largestBatch: 1 });
    // The first goes on its own; the four written while it is out wait for it and go together.
    const firstOut = writer.write(newGuestCall(party.id, 'first-out@crowd.example'));
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = [0, 1, 2, 3].map((i) =>
      writer.write(newGuestCall(party.id, `meanwhile-${i}@crowd.example`)),
    );
    await Promise.all([firstOut, ...meanwhile]);
    expect(writer.stats).toEqual({ statements: 3, largestBatch: 4 });
    expect((await guestRows(party.id)).length).toBe(1 + 1 + 1 + 4);
  });
});
