import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, invitees } from '../../../src/server/platform/db/schema';
import { PREVIEWS_PER_WINDOW, SEND_INVITES_PER_WINDOW } from '../../../src/server/features/guests/sendRouter';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { GuestListResult, QueueInvitesResult } from '../../../src/shared/guests/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  headerAuth,
  type Session,
} from '../events/eventsFixtures';
import { HOST_ONLY_INVITE_CALLS, type HostOnlyCall } from './inviteCallsFixtures';

// What the guest-list methods refuse: a cancelled party (read-only list), callers who are not hosts (a cohost
// who has not accepted, a guest of the party), too many sends; and which guests a send picks.

let t: TestApp;
let host: Session;
let pendingCohost: Session;
let guest: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'guard-host@example.com', 'Hana Host');
  pendingCohost = await signInByEmail(t.app, t.db, 'guard-cohost@example.com', 'Pat Pending');
  guest = await signInByEmail(t.app, t.db, 'guard-guest@example.com', 'Gus Guest');
});
afterAll(() => t.close());

const queue = (eventId: string, guests: Record<string, unknown>[]) =>
  call<QueueInvitesResult>(t.app, 'queueInvites', { eventId, invitees: guests }, host);
const statuses = async (eventId: string) =>
  Object.fromEntries(
    (await call<GuestListResult>(t.app, 'fetchGuestList', { eventId }, host)).guests.map((g) => [
      g.email,
      g.inviteStatus,
    ]),
  );

describe('sendInvites picks guests', () => {
  it('takes the spec name inviteIds as the list; an explicit list, even empty, never sends everyone', async () => {
    const party = await createEventFor(t.app, host, { title: 'Alias party' });
    const { invitees: added } = await queue(party.id, [
      { name: 'Ann', email: 'ann@example.com' },
      { name: 'Bo', email: 'bo@example.com' },
    ]);
    const ann = added.find((g) => g.email === 'ann@example.com')!;
    const empty = await call<{ count: number }>(
      t.app,
      'sendInvites',
      { eventId: party.id, inviteIds: [] },
      host,
    );
    expect(empty.count).toBe(0);
    const one = await call<{ count: number; triggered: string[] }>(
      t.app,
      'sendInvites',
      { eventId: party.id, inviteIds: [ann.inviteeId], email: 'guard-host@example.com' },
      host,
    );
    expect(one).toMatchObject({ count: 1, triggered: [ann.inviteeId] });
    expect((await statuses(party.id))['bo@example.com']).toBe('PENDING');
  });

  it('sends everyone unsent (pending or failed) without a list, but never a guest who already answered', async () => {
    const party = await createEventFor(t.app, host, { title: 'Answered party' });
    await queue(party.id, [{ name: 'Cy', email: 'cy@example.com' }]);
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Fay',
      email: 'fay@example.com',
      inviteStatus: 'FAILED',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Yes Yan',
      email: 'yan@example.com',
      inviteStatus: 'PENDING',
      rsvpStatus: 'YES',
    });
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'No Nia',
      email: 'nia@example.com',
      inviteStatus: 'FAILED',
      rsvpStatus: 'NO',
    });
    const sent = await call<{ count: number }>(t.app, 'sendInvites', { eventId: party.id }, host);
    expect(sent.count).toBe(2);
    const after = await statuses(party.id);
    expect(after['yan@example.com']).toBe('PENDING');
    expect(after['nia@example.com']).toBe('FAILED');
    expect(after['cy@example.com']).not.toBe('PENDING');
    expect(after['fay@example.com']).not.toBe('FAILED');
  });
});

describe('a cancelled party', () => {
  let party: ElkEvent;
  let pendingId: string;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Cancelled party' });
    pendingId = (await queue(party.id, [{ name: 'Dee', email: 'dee@example.com' }])).invitees[0]!.inviteeId;
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, party.id));
  });

  const changes: [string, (eventId: string, id: string) => Record<string, unknown>][] = [
    ['queueInvites', (eventId) => ({ eventId, invitees: [{ name: 'Z', email: 'z@example.com' }] })],
    ['sendInvites', (eventId) => ({ eventId })],
    ['sendTemplateEmail', (eventId) => ({ eventId, emailAddress: 'z@example.com' })],
    ['deletePendingInvites', (eventId, id) => ({ eventId, inviteIds: [id] })],
    ['deleteInvitees', (eventId, id) => ({ eventId, inviteeIds: [id] })],
    [
      'editInvitee',
      (eventId, id) => ({
        eventId,
        invitee: {
          inviteeId: id,
          name: 'Dee D',
          email: 'dee@example.com',
          rsvpStatus: 'YES',
          additionalGuestCount: 0,
        },
      }),
    ],
  ];

  it.each(changes)('%s is refused: the guest list is read-only', async (method, params) => {
    const error = await callError(t.app, method, params(party.id, pendingId), host);
    expect(error.message).toBe('This party has been canceled, so its guest list can no longer be changed.');
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, pendingId));
    expect(row).toMatchObject({ name: 'Dee', inviteStatus: 'PENDING', rsvpStatus: 'INVITED' });
  });

  it('still shows the guest list to the host', async () => {
    const list = await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    expect(list.guests.map((g) => g.email)).toContain('dee@example.com');
  });
});

describe('permissions beyond strangers', () => {
  let party: ElkEvent;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Guarded party' });
    await addCohost(t.db, party.id, pendingCohost.userId, 'pending');
    await addInvitee(t.db, {
      eventId: party.id,
      name: 'Gus Guest',
      userId: guest.userId,
      email: 'guard-guest@example.com',
      inviteStatus: 'SUCCESS',
      rsvpStatus: 'YES',
    });
  });
  const methods: HostOnlyCall[] = [
    ...HOST_ONLY_INVITE_CALLS,
    [
      'reviewAttendee',
      (eventId) => ({
        eventId,
        inviteeUuid: '00000000-0000-4000-8000-000000000000',
        waitlistStatus: 'APPROVED',
      }),
    ],
  ];
  it.each(methods)(
    '%s is forbidden to a cohost who has not accepted and to a guest',
    async (method, params) => {
      for (const who of [pendingCohost, guest]) {
        const error = await callError(t.app, method, params(party.id), who);
        expect(error.message).toBe('You do not have permission to do that.');
      }
      const list = await call<GuestListResult>(t.app, 'fetchGuestList', { eventId: party.id }, host);
      expect(list.guests.map((g) => g.email)).not.toContain('z@example.com');
    },
  );
});

describe('rate limits', () => {
  it(`sendTemplateEmail answers HTTP 429 'Rate limit exceeded' after ${PREVIEWS_PER_WINDOW} previews`, async () => {
    const party = await createEventFor(t.app, host, { title: 'Preview party' });
    const preview = () =>
      rpc(
        t.app,
        'EventService',
        'sendTemplateEmail',
        { eventId: party.id, emailAddress: 'any@example.com' },
        headerAuth(host),
      );
    for (let i = 0; i < PREVIEWS_PER_WINDOW; i++) expect((await preview()).body.error).toBeUndefined();
    const refused = await preview();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Rate limit exceeded');
  });

  it(`sendInvites answers 429 after ${SEND_INVITES_PER_WINDOW} calls from one user, not for another host`, async () => {
    const busy = await signInByEmail(t.app, t.db, 'guard-busy@example.com', 'Bus Busy');
    const party = await createEventFor(t.app, busy, { title: 'Busy party' });
    const send = (who: Session, eventId: string) =>
      rpc(t.app, 'EventService', 'sendInvites', { eventId, inviteIds: [] }, headerAuth(who));
    for (let i = 0; i < SEND_INVITES_PER_WINDOW; i++) expect((await send(busy, party.id)).status).toBe(200);
    const refused = await send(busy, party.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Rate limit exceeded');
    const otherHost = await signInByEmail(t.app, t.db, 'guard-other@example.com', 'Olu Other');
    const theirs = await createEventFor(t.app, otherHost, { title: 'Quiet party' });
    expect((await send(otherHost, theirs.id)).body.result).toEqual({ triggered: [], count: 0 });
  });
});
