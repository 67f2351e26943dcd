import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outbox } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, callError, createEventFor, type Session } from './eventsFixtures';

// Cancel party with a note to guests (issue #12, item 10): the note is optional, kept on the party, shown to
// everyone who opens the cancelled page, and sent in the cancellation notice.

let t: TestApp;
let host: Session;
let guest: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'cnhost@example.com', 'Nora Host');
  guest = await signInByEmail(t.app, t.db, 'cnguest@example.com', 'Gabe Guest');
});
afterAll(() => t.close());

/** The cancellation notices whose text contains `needle`, once `count` have arrived (or 15 s passed). */
async function deliveries(needle: string, count: number) {
  const query = () =>
    t.db
      .select()
      .from(outbox)
      .where(and(sql`${outbox.meta}->>'kind' = 'cancel'`, sql`position(${needle} in ${outbox.text}) > 0`));
  const until = Date.now() + 15_000;
  let rows = await query();
  while (rows.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows = await query();
  }
  return rows;
}

describe('cancelEvent with a note', () => {
  it('keeps the note, shows it on the cancelled party and sends it in the notice', async () => {
    const party = await createEventFor(t.app, host, { title: 'Beach Bonfire' });
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gabe', rsvpStatus: 'YES' });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Cy',
      email: 'cy.note@example.com',
      rsvpStatus: 'YES',
    });
    const note = '  Storm warning, so we are moving it to next month.  ';
    expect(await call(t.app, 'cancelEvent', { eventId: party.id, note }, host)).toEqual({ success: true });

    const [row] = await t.db.select().from(events).where(eq(events.id, party.id));
    expect(row!.cancellationNote).toBe('Storm warning, so we are moving it to next month.');
    const seen = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, guest);
    expect(seen.event.cancellationNote).toBe('Storm warning, so we are moving it to next month.');

    // Cy by the invitation's address; Gabe, who answered signed in (no address on the guest list), by his account's.
    const mails = await deliveries('Beach Bonfire has been canceled.', 2);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['cnguest@example.com', 'cy.note@example.com']);
    for (const mail of mails)
      expect(mail.text).toContain('Storm warning, so we are moving it to next month.');
  });

  it('is optional: without one the notice is the plain sentence and the party has no note', async () => {
    const party = await createEventFor(t.app, host, { title: 'Picnic Without Words' });
    await addInvitee(t.db, { eventId: party.id, userId: guest.userId, name: 'Gabe', rsvpStatus: 'YES' });
    await call(t.app, 'cancelEvent', { eventId: party.id, note: '   ' }, host);
    const seen = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, guest);
    expect(seen.event.cancelledTimestamp).toBeGreaterThan(0);
    expect(seen.event.cancellationNote).toBeNull();
  });

  it('refuses a note over 500 characters with a clear message, and cancels nothing', async () => {
    const party = await createEventFor(t.app, host, { title: 'Wordy Party' });
    const error = await callError(t.app, 'cancelEvent', { eventId: party.id, note: 'x'.repeat(501) }, host);
    expect(error.code).toBe(-32602);
    expect(JSON.stringify(error)).toContain('Please limit your note to 500 characters.');
    const [row] = await t.db.select().from(events).where(eq(events.id, party.id));
    expect(row!.cancelledAt).toBeNull();
  });
});
