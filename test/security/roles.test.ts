import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/platform/db/schema';
import { newInviteToken } from '../../src/server/features/guests/invitees';
import type { CohostRow } from '../../src/shared/cohosts/schema';
import { addInvitee, call, callError, createEventFor, type Session } from '../api/events/eventsFixtures';
import { rsvpCalls } from '../api/rsvp/rsvpFixtures';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Regressions of issue #11's role findings: a removed cohost's link, deleting a party, and what an invitee id
// without its token may do.

const FORBIDDEN = -32003;

type Link = { linkUuid: string; cohostLink: string };

let t: TestApp;
let host: Session;
let cora: Session;
const { rsvp, rowOf } = rsvpCalls(() => t);
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'roles-host@example.com', 'Rhea Host');
  cora = await signInByEmail(t.app, t.db, 'roles-cora@example.com', 'Cora Cohost');
});
afterAll(() => t.close());

const viewerRole = async (eventId: string, who: Session) =>
  (await call<{ viewer: { role: string } }>(t.app, 'getEvent', { eventId, preview: true }, who)).viewer.role;

/** Cora accepts through the host's link: an accepted cohost of a new party. */
async function partyWithCohost(title: string) {
  const event = await createEventFor(t.app, host, { title, questions: [] });
  const link = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
  const accepted = await call<{ cohost: CohostRow }>(
    t.app,
    'updateCohostStatus',
    { eventId: event.id, linkUuid: link.linkUuid, status: 'accepted' },
    cora,
  );
  expect(await viewerRole(event.id, cora)).toBe('cohost');
  return { event, link, cohostId: accepted.cohost.cohostId };
}

describe('a cohost removed by the host', () => {
  it('cannot become cohost again through the link they held', async () => {
    const { event, link, cohostId } = await partyWithCohost('Removal party');
    const removed = await call<{ removed: true } & Link>(
      t.app,
      'removeCohost',
      { eventId: event.id, cohostId },
      host,
    );
    expect(removed.removed).toBe(true);
    expect(removed.linkUuid).not.toBe(link.linkUuid);
    expect(await viewerRole(event.id, cora)).not.toBe('cohost');

    const again = { eventId: event.id, linkUuid: link.linkUuid, status: 'accepted' };
    expect((await callError(t.app, 'updateCohostStatus', again, cora)).code).toBe(FORBIDDEN);
    expect(await viewerRole(event.id, cora)).not.toBe('cohost');
    // The host's page shows the replacement, which is the link that works now.
    const current = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    expect(current).toEqual({ linkUuid: removed.linkUuid, cohostLink: removed.cohostLink });
  });
});

describe('a cohost who joined through the shared link', () => {
  it('keeps their account address from the host: not in the cohost list, not in the guest list', async () => {
    const { event } = await partyWithCohost('Private cohost party');
    const list = await call<{ cohosts: CohostRow[] }>(t.app, 'fetchCohosts', { eventId: event.id }, host);
    expect(list.cohosts).toMatchObject([{ userId: cora.userId, name: 'Cora Cohost', email: null }]);
    const guests = await call<{ cohosts: { userIds: string[]; emails: string[] } }>(
      t.app,
      'fetchGuestList',
      { eventId: event.id },
      host,
    );
    expect(guests.cohosts).toEqual({ userIds: [cora.userId], emails: [] });
    expect(JSON.stringify([list, guests])).not.toContain('roles-cora@example.com');
  });
});

describe('deleting a party', () => {
  it('is refused to an accepted cohost, who may still cancel it', async () => {
    const { event } = await partyWithCohost('Not yours to delete');
    expect((await callError(t.app, 'deleteEvent', { eventId: event.id }, cora)).code).toBe(FORBIDDEN);
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored).toBeDefined();
    expect(await call(t.app, 'cancelEvent', { eventId: event.id }, cora)).toEqual({ success: true });
  });
});

describe('an invitee id without its token', () => {
  async function invitedGuest(title: string) {
    const event = await createEventFor(t.app, host, { title, questions: [] });
    const { token, tokenHash } = newInviteToken();
    const row = await addInvitee(t.db, {
      eventId: event.id,
      name: 'Una Unclaimed',
      email: 'una@example.com',
      rsvpStatus: 'INVITED',
      tokenHash,
    });
    return { event, row, token };
  }

  it('cannot change an unclaimed guest’s e-mail, name or answer, and learns no contact detail', async () => {
    const { event, row } = await invitedGuest('Id-only party');
    const reply = await rsvp({
      eventId: event.id,
      invitee: {
        inviteeId: row.id,
        name: 'Mallory',
        email: 'mallory@example.com',
        rsvpStatus: 'YES',
      },
    });
    expect(reply).toMatchObject({ shouldPromptLogin: true, email: null, phone: null, token: null });
    expect(await rowOf(row.id)).toMatchObject({
      name: 'Una Unclaimed',
      email: 'una@example.com',
      rsvpStatus: 'INVITED',
    });
  });

  it('may still mark the invitation seen, learning nothing of it: no id, token, address or answer', async () => {
    const { event, row } = await invitedGuest('Seen party');
    const reply = await call<Record<string, unknown>>(t.app, 'updateAttendanceByLink', {
      eventId: event.id,
      inviteeUuid: row.id,
      r: 'seen',
      email: 'mallory@example.com',
    });
    expect(reply).toMatchObject({ inviteeId: null, email: null, phone: null, token: null, rsvpStatus: null });
    expect(await rowOf(row.id)).toMatchObject({ email: 'una@example.com', rsvpStatus: 'SEEN' });
  });

  it('with the token, the guest answers and corrects their own details', async () => {
    const { event, row, token } = await invitedGuest('Token party');
    const reply = await rsvp({
      eventId: event.id,
      token,
      invitee: { inviteeId: row.id, name: 'Una U.', email: 'una.new@example.com', rsvpStatus: 'YES' },
    });
    expect(reply).toMatchObject({
      shouldPromptLogin: false,
      rsvpStatus: 'YES',
      email: 'una.new@example.com',
    });
    expect(await rowOf(row.id)).toMatchObject({ name: 'Una U.', email: 'una.new@example.com' });
  });
});
