import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { createSession } from '../../../src/server/platform/auth/sessions';
import { COOKIE_AUTH_TOKEN } from '../../../src/shared/constants';
import { createDb } from '../../../src/server/platform/db/client';
import { sessions } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { listen, LiveClient, quietFor, subscriptionUrl } from '../../helpers/live';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';

// Issue 37 item 6: a live stream opened with a session ends when that session does (logout, account deletion),
// whichever of two app instances on one database ended it and whichever holds the stream: the end is heard
// through PostgreSQL. The client is told UNAUTHORIZED, a final refusal (it does not reconnect with a session
// that is gone). A stream opened by invitation link alone, and one opened with another session, stay open.

let a: TestApp;
let b: TestApp;
let aUrl: string;
let bUrl: string;
const servers: Awaited<ReturnType<typeof listen>>[] = [];
const clients: LiveClient[] = [];
let host: Session;
let party: ElkEvent;
const guestToken = 'session-end-guest-token-0123456789';
/** Within this the end of a session must reach every stream opened with it. */
const ENDS_WITHIN_MS = 2000;

function open(base: string, path: string, input: unknown, cookie?: string) {
  const client = new LiveClient(subscriptionUrl(base, path, input), { cookie });
  clients.push(client);
  return client;
}

async function connected(client: LiveClient) {
  await client.eventAfter(0, 5000);
  return client;
}

/** The session's streams on both instances: the page, the host's guest table, the list of parties. */
async function streamsOf(session: Session, eventId: string) {
  return Promise.all([
    connected(open(bUrl, 'events.onEventPageChange', { eventId }, session.cookie)),
    connected(open(aUrl, 'events.onEventListChange', {}, session.cookie)),
    connected(open(bUrl, 'events.onEventListChange', {}, session.cookie)),
  ]);
}

/** Another session of the same user (another device), as a sign-in would start it. */
async function anotherSession(of: Session): Promise<Session> {
  const { token } = await createSession(a.db, of.userId);
  return { userId: of.userId, accessToken: token, cookie: `${COOKIE_AUTH_TOKEN}=${token}` };
}

/** How many streams each instance's hub is following now. */
const following = () => ({ a: a.deps.live!.followerCount, b: b.deps.live!.followerCount });

async function expectEnded(client: LiveClient) {
  const error = await client.firstError(ENDS_WITHIN_MS);
  expect(error.code).toBe('UNAUTHORIZED');
}

const rsvp = (name: string) =>
  call(a.app, 'updateAttendance', {
    eventId: party.id,
    invitee: { name, email: `${name.toLowerCase()}@example.com`, rsvpStatus: 'YES' },
  });

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ database: { db: createDb(String(a.db.$client.options.connectionString), 5) } });
  const [sa, sb] = await Promise.all([listen(a.handler), listen(b.handler)]);
  servers.push(sa, sb);
  aUrl = sa.url;
  bUrl = sb.url;
  host = await signInByEmail(a.app, a.db, 'end-host@example.com', 'Hedda Host');
  party = await createEventFor(a.app, host, { title: 'Ending party' });
  await addInvitee(a.db, { eventId: party.id, name: 'Lina Link', tokenHash: sha256Hex(guestToken) });
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) await server.close();
  await b?.close();
  await b?.db.$client.end();
  await a?.close();
});

describe('a live stream opened with a session', () => {
  it('ends on logout through another instance; the same user on another device and a link guest go on', async () => {
    const laptop = await anotherSession(host);
    const phone = await anotherSession(host);
    const laptopStreams = await streamsOf(laptop, party.id);
    const guestTable = await connected(
      open(bUrl, 'guests.onGuestListChange', { eventId: party.id }, laptop.cookie),
    );
    const [phonePage] = await streamsOf(phone, party.id);
    const linkGuest = await connected(
      open(bUrl, 'events.onEventPageChange', { eventId: party.id, token: guestToken }),
    );

    const before = following();
    const out = await rpc(a.app, 'AuthenticationService', 'logout', {}, { cookie: laptop.cookie });
    expect(out.body.result).toEqual({ success: true });
    for (const stream of [...laptopStreams, guestTable]) await expectEnded(stream);
    // Ended from inside: each stopped following at once (1 of them on A, 3 on B), not at its next change.
    expect(following()).toEqual({ a: before.a - 1, b: before.b - 3 });

    // A renewal (the row updated, not deleted) is told on the same channel, and ends nothing.
    await a.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.id, sha256Hex(phone.accessToken)));
    await quietFor(300);

    // The other session's stream and the link guest's stream are still told of changes.
    const seen = { phone: phonePage!.events.length, guest: linkGuest.events.length };
    await rsvp('Ada');
    for (const [client, from] of [
      [phonePage!, seen.phone],
      [linkGuest, seen.guest],
    ] as const) {
      await client.until((c) => c.events.slice(from).some((e) => e.changed.includes('event')), 5000);
      expect(client.errors).toEqual([]);
    }
  });

  it('ends when the account is deleted, on both instances', async () => {
    const leaver = await signInByEmail(b.app, b.db, 'end-leaver@example.com', 'Lea Leaver');
    const streams = await streamsOf(leaver, party.id);
    const linkGuest = await connected(
      open(aUrl, 'events.onEventPageChange', { eventId: party.id, token: guestToken }),
    );
    const out = await rpc(b.app, 'UserService', 'deleteAccount', {}, { cookie: leaver.cookie });
    expect(out.body.result).toEqual({ success: true });
    for (const stream of streams) await expectEnded(stream);
    await quietFor(300);
    expect(linkGuest.errors).toEqual([]);
  });

  it('leaves nothing followed once its streams are closed', async () => {
    for (const client of clients) client.close();
    const settled = async (app: TestApp) => {
      const until = Date.now() + 5000;
      while (app.deps.live!.followerCount > 0 && Date.now() < until) await quietFor(50);
      return app.deps.live!.followerCount;
    };
    expect(await settled(a)).toBe(0);
    expect(await settled(b)).toBe(0);
  });
});
