import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees } from '../../../src/server/platform/db/schema';
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

// Waitlist decisions belong to the host alone (spec, roles: "Only the host sees the waitlist dropdown").

let t: TestApp;
let host: Session;
let cohost: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'wl-host@example.com', 'Wren Host');
  cohost = await signInByEmail(t.app, t.db, 'wl-cohost@example.com', 'Cole Cohost');
});
afterAll(() => t.close());

describe('reviewAttendee and cohosts', () => {
  it('refuses an accepted cohost and leaves the guest as it was; the host decides', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Waitlist party',
      hasWaitlist: true,
      questions: [],
    });
    await addCohost(t.db, party.id, cohost.userId, 'accepted');
    const guest = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Wanda',
      email: 'wanda@example.com',
      rsvpStatus: 'YES',
      waitlistStatus: 'PENDING_APPROVAL',
    });
    const params = { eventId: party.id, inviteeUuid: guest.id, waitlistStatus: 'APPROVED' };
    expect(await callError(t.app, 'reviewAttendee', params, cohost)).toEqual({
      code: -32003,
      message: 'You do not have permission to do that.',
    });
    const status = async () =>
      (await t.db.select().from(invitees).where(eq(invitees.id, guest.id)))[0]!.waitlistStatus;
    expect(await status()).toBe('PENDING_APPROVAL');
    // The cohost still manages the guest list otherwise.
    expect(
      (
        await call<{ invitees: unknown[] }>(
          t.app,
          'queueInvites',
          {
            eventId: party.id,
            invitees: [{ name: 'Cy', email: 'cy@example.com' }],
          },
          cohost,
        )
      ).invitees,
    ).toHaveLength(1);
    await call(t.app, 'reviewAttendee', params, host);
    expect(await status()).toBe('APPROVED');
  });
});
