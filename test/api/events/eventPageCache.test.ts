import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCacheOf } from '../../../src/server/platform/db/eventCache';
import { createDb } from '../../../src/server/platform/db/client';
import { invitees } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import { RSVP_MESSAGES } from '../../../src/shared/rsvp/copy';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { dropListeners, silentWriter } from '../../helpers/unheardWrites';
import {
  addInvitee,
  addUnopenedInvitation,
  call,
  callError,
  createEventFor,
  type Session,
} from './eventsFixtures';

// Two app instances on one database, each with its own pool and its own LISTEN connection: what one changes,
// the other's cached event page drops (database triggers → NOTIFY → every listener), a host's read waits for
// the notifications in flight, and a lost listener connection drops the whole cache once it is back.

let a: TestApp;
let b: TestApp;
let host: Session;
let party: ElkEvent;
const url = () => String(a.db.$client.options.connectionString);

beforeAll(async () => {
  a = await createTestApp();
  const bDb = createDb(url(), 5);
  b = await createTestApp({ database: { db: bDb } });
  host = await signInByEmail(a.app, a.db, 'cache-host@example.com', 'Carla Cache');
  party = await createEventFor(a.app, host, { title: 'Cached party' });
  await addInvitee(a.db, { eventId: party.id, name: 'Fiona First', rsvpStatus: 'YES' });
});
afterAll(async () => {
  await b.close();
  await b.db.$client.end();
  await a.close();
});

const visitorView = (app: TestApp) =>
  call<{ event: ElkEvent }>(app.app, 'getEvent', { eventId: party.id }).then((r) => r.event);

/** Asks until `check` holds or the deadline passes; answers the last view either way. */
async function pollUntil(app: TestApp, deadlineMs: number, check: (event: ElkEvent) => boolean) {
  const deadline = Date.now() + deadlineMs;
  let event = await visitorView(app);
  while (!check(event) && Date.now() < deadline) event = await visitorView(app);
  return event;
}

/** Views on `app` until its cache holds the party (the first view may come before its LISTEN is in place). */
async function warmCache(app: TestApp) {
  const cache = eventCacheOf(app.deps.notifications)!;
  for (let i = 0; i < 50 && !cache.has(party.id); i++) await visitorView(app);
  expect(cache.has(party.id)).toBe(true);
}

const names = (event: ElkEvent) => event.attendees.map((x) => x.name);

describe('the event page cache across instances', () => {
  it('shows a visitor on instance B an RSVP made through instance A within a second', async () => {
    await warmCache(b);
    const before = (await visitorView(b)).guestCounts!.going;
    await call(a.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Rosa Rsvp', email: 'rosa-cache@example.com', rsvpStatus: 'YES' },
    });
    const after = await pollUntil(b, 1000, (e) => e.guestCounts!.going === before + 1);
    expect(after.guestCounts!.going).toBe(before + 1);
    expect(names(after)).toContain('Rosa Rsvp');
  });

  it('serves what it holds until told, and drops everything when its listener reconnects', async () => {
    await warmCache(b);
    // A write that fires no trigger (replica mode), so no instance hears of it: B keeps its page.
    const writer = await silentWriter(url());
    try {
      await writer.query(
        `update invitees set name = 'Fiona Renamed' where event_id = $1 and name = 'Fiona First'`,
        [party.id],
      );
      expect(names(await visitorView(b))).toContain('Fiona First');
      // The listener connections lose their server; they reconnect and listen again, and B forgets its pages.
      await dropListeners(writer);
    } finally {
      await writer.end();
    }
    const fresh = await pollUntil(b, 5000, (e) => names(e).includes('Fiona Renamed'));
    expect(names(fresh)).toContain('Fiona Renamed');
    const [row] = await a.db.select().from(invitees).where(eq(invitees.name, 'Fiona Renamed'));
    expect(row?.eventId).toBe(party.id);
  });

  it('shows a host on instance B, at once, what was changed through instance A', async () => {
    const hostView = () =>
      call<{ event: ElkEvent }>(b.app, 'getEvent', { eventId: party.id }, host).then((r) => r.event);
    for (let round = 0; round < 5; round++) {
      // B holds the hosts' page; A's change notifies B, and B's host read waits for what is in flight (sync).
      const cache = eventCacheOf(b.deps.notifications)!;
      for (let i = 0; i < 50 && !cache.has(party.id); i++) await hostView();
      expect(cache.has(party.id)).toBe(true);
      const name = `Gina Guest ${round}`;
      await addInvitee(a.db, { eventId: party.id, name, rsvpStatus: 'YES' });
      expect(names(await hostView())).toContain(name);
    }
  });

  it('shows the host, at once, a guest who opened their invitation; guests and visitors see them awaiting, as before', async () => {
    const token = 'cache-ida-token-0123456789';
    await addUnopenedInvitation(a.db, party.id, 'Ida Invited', token);
    const ida = (event: ElkEvent) => event.attendees.find((x) => x.name === 'Ida Invited');
    const hostView = () =>
      call<{ event: ElkEvent }>(b.app, 'getEvent', { eventId: party.id }, host).then((r) => r.event);
    await warmCache(b);
    expect(ida(await hostView())?.rsvpStatus).toBe('INVITED');
    expect(ida(await visitorView(b))?.rsvpStatus).toBe('INVITED');

    // Ida opens her invitation link through A.
    const own = await call<{ event: ElkEvent }>(a.app, 'getEvent', { eventId: party.id, token });
    expect(ida(own.event)?.rsvpStatus).toBe('SEEN');
    const onHostsView = ida(await hostView());
    expect(onHostsView?.rsvpStatus).toBe('SEEN');
    expect(onHostsView?.inviteStatus).toBe('OPENED');
    // Whether she has looked is the hosts' to know: to everyone else she is awaiting an answer, as before.
    for (const app of [a, b]) expect(ida(await visitorView(app))?.rsvpStatus).toBe('INVITED');
  });

  it("keeps a guest's own invitation on B exact: their answer through A, then the host's removal", async () => {
    const token = 'cache-lena-token-0123456789';
    const lena = await addUnopenedInvitation(a.db, party.id, 'Lena Link', token);
    const ownView = (app: TestApp) =>
      call<EventPage>(app.app, 'getEvent', { eventId: party.id, token, inviteeUuid: lena.id });
    // B keeps her invitation by her link once read (eventsAccess.ts; her first view marks it seen, a change):
    // a write nobody hears of does not show.
    await ownView(b);
    await ownView(b);
    const writer = await silentWriter(url());
    await writer.query(`update invitees set name = 'Lena Unheard' where id = $1`, [lena.id]);
    await writer.end();
    expect((await ownView(b)).viewer.invitee?.name).toBe('Lena Link');
    for (let round = 0; round < 3; round++) {
      // Her answers go through A.
      await ownView(b);
      await ownView(b);
      const status = round % 2 ? 'YES' : 'NO';
      await call(a.app, 'updateAttendance', {
        eventId: party.id,
        token,
        invitee: { inviteeId: lena.id, name: 'Lena Link', rsvpStatus: status },
      });
      // A answers once B can hear of it: her very next view there shows her answer.
      expect((await ownView(b)).viewer.invitee?.rsvpStatus).toBe(status);
    }
    // The host takes her off the list through A (a trigger's notification): her link no longer opens it on B.
    await a.db.update(invitees).set({ rsvpStatus: 'HIDDEN' }).where(eq(invitees.id, lena.id));
    const refused = await callError(b.app, 'getEvent', { eventId: party.id, token, inviteeUuid: lena.id });
    expect(refused.message).toBe(RSVP_MESSAGES.linkInvalid);
  });

  it('never shows a host what was cached for guests, nor a guest what was cached for hosts', async () => {
    await warmCache(b);
    const asHost = await call<{ event: ElkEvent }>(b.app, 'getEvent', { eventId: party.id }, host);
    const asVisitor = await visitorView(b);
    expect(asHost.event.isHost).toBe(true);
    expect(asHost.event.attendees.some((x) => x.email !== undefined)).toBe(true);
    expect(asVisitor.isHost).toBe(false);
    expect(asVisitor.attendees.every((x) => x.email === undefined && x.phone === undefined)).toBe(true);
    expect(asVisitor.location).toBeNull();
    expect(asVisitor.hostEmail).toBeUndefined();
  });
});
