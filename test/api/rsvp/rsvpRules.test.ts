import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { events, invitees } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { rsvpCalls } from './rsvpFixtures';
import { addInvitee, call, callError, createEventFor, type Session } from '../events/eventsFixtures';

// The party's rules on answers (openInvite, waitlist, cancelled), reviewAttendee, and the e-mail and action-link
// variants of updateAttendance (spec sections 4, 5, 7).

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'rsvp-rules-host@example.com', 'Hana Host');
});
afterAll(() => t.close());

const { rsvp, rowOf, page } = rsvpCalls(() => t);

describe('updateAttendance rules of the party', () => {
  it('ignores +N when openInvite is false', async () => {
    const party = await createEventFor(t.app, host, { title: 'Closed', openInvite: false, questions: [] });
    const reply = await rsvp({
      eventId: party.id,
      invitee: { name: 'Carl', email: 'carl@example.com', rsvpStatus: 'YES', additionalGuestCount: 5 },
    });
    expect((await rowOf(reply.inviteeId!)).additionalGuestCount).toBe(0);
  });

  it('refuses +N above 9 with a clear message', async () => {
    const party = await createEventFor(t.app, host, { title: 'Big', questions: [] });
    const error = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Carl', email: 'carl2@example.com', rsvpStatus: 'YES', additionalGuestCount: 12 },
    });
    expect(error.message).toContain('Extra guests are 0 to 9.');
  });

  it('puts a yes on the waitlist (PENDING_APPROVAL), hidden from guests until the host approves', async () => {
    const party = await createEventFor(t.app, host, { title: 'Waitlist', hasWaitlist: true, questions: [] });
    const reply = await rsvp({
      eventId: party.id,
      invitee: { name: 'Wendy Wait', email: 'wendy@example.com', rsvpStatus: 'YES' },
    });
    expect(reply).toMatchObject({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' });
    const visitorView = await page({ eventId: party.id });
    expect(visitorView.event.attendees.map((a) => a.name)).not.toContain('Wendy Wait');
    expect((await page({ eventId: party.id }, host)).event.attendingCount).toBe(1);

    const approved = await call(
      t.app,
      'reviewAttendee',
      { eventId: party.id, inviteeUuid: reply.inviteeId, waitlistStatus: 'APPROVED' },
      host,
    );
    expect(approved).toMatchObject({ success: true, waitlistStatus: 'APPROVED' });
    expect((await page({ eventId: party.id })).event.attendees.map((a) => a.name)).toContain('Wendy Wait');
    expect((await page({ eventId: party.id }, host)).event.attendingCount).toBe(2);
  });

  it('refuses answers on a cancelled party', async () => {
    const party = await createEventFor(t.app, host, { title: 'Cancelled', questions: [] });
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, party.id));
    const error = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Late', email: 'late@example.com', rsvpStatus: 'YES' },
    });
    expect(error.message).toBe('This party has been canceled, so it no longer takes RSVPs.');
    expect(await t.db.select().from(invitees).where(eq(invitees.email, 'late@example.com'))).toHaveLength(0);
  });
});

describe('reviewAttendee', () => {
  it('is for hosts only; guests and strangers get FORBIDDEN and nothing changes', async () => {
    const party = await createEventFor(t.app, host, { title: 'Review', hasWaitlist: true, questions: [] });
    const reply = await rsvp({
      eventId: party.id,
      invitee: { name: 'Rob Review', email: 'rob@example.com', rsvpStatus: 'YES' },
    });
    const stranger = await signInByEmail(t.app, t.db, 'rsvp-stranger@example.com', 'Stranger');
    const params = { eventId: party.id, inviteeUuid: reply.inviteeId, waitlistStatus: 'APPROVED' };
    expect(await callError(t.app, 'reviewAttendee', params, stranger)).toEqual({
      code: -32003,
      message: 'You do not have permission to do that.',
    });
    expect((await callError(t.app, 'reviewAttendee', params)).code).toBe(-32001);
    // A guest of the party is no host either.
    const guest = await signInByEmail(t.app, t.db, 'rsvp-review-guest@example.com', 'Gil');
    await rsvp({ eventId: party.id, invitee: { name: 'Gil', rsvpStatus: 'NO' } }, guest);
    expect((await callError(t.app, 'reviewAttendee', params, guest)).code).toBe(-32003);
    expect((await rowOf(reply.inviteeId!)).waitlistStatus).toBe('PENDING_APPROVAL');
    await call(t.app, 'reviewAttendee', { ...params, waitlistStatus: 'DENIED' }, host);
    expect((await rowOf(reply.inviteeId!)).waitlistStatus).toBe('DENIED');
  });
});

describe('updateAttendanceThroughEmail and updateAttendanceByLink', () => {
  let party: ElkEvent;
  let mailed: string;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Link party', questions: [] });
    mailed = (
      await addInvitee(t.db, {
        eventId: party.id,
        name: 'Mo Mail',
        email: 'mo@example.com',
        tokenHash: sha256Hex('mo-token-12345'),
        rsvpStatus: 'INVITED',
      })
    ).id;
  });

  it('records r=yes with the link’s +N, then a repeated click is a non-update', async () => {
    const params = { eventId: party.id, token: 'mo-token-12345', r: 'yes', additionalGuestCount: 2 };
    const first = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceThroughEmail', params);
    expect(first).toMatchObject({ inviteeId: mailed, rsvpStatus: 'YES', isNonUpdate: false });
    expect((await rowOf(mailed)).additionalGuestCount).toBe(2);
    const repeat = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceThroughEmail', params);
    expect(repeat.isNonUpdate).toBe(true);
  });

  it('needs the token', async () => {
    const error = await callError(t.app, 'updateAttendanceThroughEmail', { eventId: party.id, r: 'no' });
    expect(error.code).toBe(-32602);
  });

  it('maps r=no to NO and anything else to SEEN', async () => {
    const byLink = (r: string) =>
      call<UpdateAttendanceResult>(t.app, 'updateAttendanceByLink', {
        eventId: party.id,
        token: 'mo-token-12345',
        r,
      });
    expect((await byLink('no')).rsvpStatus).toBe('NO');
    const fresh = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Sid Seen',
      tokenHash: sha256Hex('sid-token-12345'),
      rsvpStatus: 'INVITED',
    });
    const seen = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceByLink', {
      eventId: party.id,
      token: 'sid-token-12345',
      r: 'maybe',
    });
    expect(seen.rsvpStatus).toBe('SEEN');
    expect((await rowOf(fresh.id)).rsvpStatus).toBe('SEEN');
    const yes = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceByLink', {
      eventId: party.id,
      token: 'sid-token-12345',
      r: 'YES',
    });
    expect(yes.rsvpStatus).toBe('YES');
  });

  it('an unauthenticated link with name and e-mail creates the guest (unauthrsvp)', async () => {
    const reply = await call<UpdateAttendanceResult>(t.app, 'updateAttendanceByLink', {
      eventId: party.id,
      r: 'yes',
      name: 'Una Link',
      email: 'unalink@example.com',
    });
    expect(reply).toMatchObject({
      rsvpStatus: 'YES',
      email: 'unalink@example.com',
      shouldPromptLogin: false,
    });
    expect(reply.token).toBeTruthy();
  });
});
