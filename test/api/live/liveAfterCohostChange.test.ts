import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { cohosts } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { listen, LiveClient, subscriptionUrl } from '../../helpers/live';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addCohost, addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';

// Issue 38, item 9: a change of who may act for a party (a cohost added, accepting, removed) makes every live
// stream of that party look again at what its caller follows. Looking again must not drop what it already
// followed: before the fix, the guest and visitor pages heard nothing more after the first cohost change (a
// title edit or a cancellation never arrived), and neither did /events after the list changed once.

let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const clients: LiveClient[] = [];
let host: Session;
let guest: Session;
let cohost: Session;
let party: ElkEvent;
const token = 'refollow-gina-token-0123456789';

function open(path: string, input: unknown, cookie?: string) {
  const client = new LiveClient(subscriptionUrl(server.url, path, input), cookie ? { cookie } : {});
  clients.push(client);
  return client;
}

async function connected(client: LiveClient) {
  await client.eventAfter(0, 5000);
  return client;
}

const toldOf = (client: LiveClient, kind: string, from: number) =>
  client.until((c) => c.events.slice(from).some((e) => e.changed.includes(kind)), 5000, `"${kind}" event`);

/** A host edit everyone looking is told of (the title), `n` making it a new one each time. */
const editTitle = (n: number) =>
  call(app.app, 'editEventDetails', { eventId: party.id, event: { ...party, title: `Refollow ${n}` } }, host);

beforeAll(async () => {
  app = await createTestApp();
  server = await listen(app.handler);
  host = await signInByEmail(app.app, app.db, 'refollow-host@example.com', 'Hana Host');
  guest = await signInByEmail(app.app, app.db, 'refollow-guest@example.com', 'Gus Guest');
  cohost = await signInByEmail(app.app, app.db, 'refollow-cohost@example.com', 'Coco Cohost');
  party = await createEventFor(app.app, host, { title: 'Refollow party' });
  await addInvitee(app.db, { eventId: party.id, name: 'Gina', tokenHash: sha256Hex(token) });
  await addInvitee(app.db, { eventId: party.id, name: 'Gus Guest', userId: guest.userId });
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
  await app?.close();
});

describe('live streams after a cohost change (issue 38, item 9)', () => {
  it('go on telling guests and visitors of edits after cohosts are added and removed', async () => {
    const gina = await connected(open('events.onEventPageChange', { eventId: party.id, token }));
    const visitor = await connected(open('events.onEventPageChange', { eventId: party.id }));
    const gus = await connected(open('events.onEventPageChange', { eventId: party.id }, guest.cookie));
    const streams = [gina, visitor, gus];

    await addCohost(app.db, party.id, cohost.userId, 'pending');
    let seen = streams.map((s) => s.events.length);
    await editTitle(1);
    await Promise.all(streams.map((s, i) => toldOf(s, 'event', seen[i]!)));

    await app.db
      .update(cohosts)
      .set({ status: 'accepted' })
      .where(and(eq(cohosts.eventId, party.id), eq(cohosts.userId, cohost.userId)));
    await app.db.delete(cohosts).where(and(eq(cohosts.eventId, party.id), eq(cohosts.userId, cohost.userId)));
    // Let the streams look again after each change before the edit that follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    seen = streams.map((s) => s.events.length);
    await editTitle(2);
    await Promise.all(streams.map((s, i) => toldOf(s, 'event', seen[i]!)));
  });

  it("goes on telling the host's guest table and the guest's /events after such changes", async () => {
    const table = await connected(open('guests.onGuestListChange', { eventId: party.id }, host.cookie));
    const list = await connected(open('events.onEventListChange', {}, guest.cookie));
    await addCohost(app.db, party.id, cohost.userId, 'accepted');
    // The guest's list changes (they are invited to another party): /events follows its parties anew.
    const other = await createEventFor(app.app, host, { title: 'Another party' });
    await addInvitee(app.db, { eventId: other.id, name: 'Gus Guest', userId: guest.userId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [tableSeen, listSeen] = [table.events.length, list.events.length];
    await editTitle(3);
    await Promise.all([toldOf(table, 'guests', tableSeen), toldOf(list, 'events', listSeen)]);
  });
});
