import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { listen, LiveClient, subscriptionUrl } from '../../helpers/live';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import { account, linkGuest, type Member, wallOf } from './wallFixtures';

// Issue 44, posts arrive live: the party page's stream (events.onEventPageChange) tells its hosts and guests
// `changed: ['wall']` when a post is written, reacted to, hidden or deleted and when the wall is turned off or
// on; it tells visitors and page-openers, who cannot read the wall, nothing of it.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const clients: LiveClient[] = [];
let host: Member & Session;
let party: ElkEvent;
let wall: ReturnType<typeof wallOf>;
let tom: Awaited<ReturnType<typeof linkGuest>>;
let gus: Awaited<ReturnType<typeof linkGuest>>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
  host = await account(t, 'live-wall-host@example.com', 'Hana Host');
  party = await createEventFor(t.app, host, { title: 'Live wall party', questions: [] });
  wall = wallOf(t, party.id);
  tom = await linkGuest(t, party.id, 'Tom Token');
  gus = await linkGuest(t, party.id, 'Gus Guest');
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
  await t?.close();
});

/** The party page's stream as `who` opens it, once connected (its first event is in). */
async function pageStream(who: Member) {
  const client = new LiveClient(
    subscriptionUrl(server.url, 'events.onEventPageChange', { eventId: party.id, ...who.link }),
    { cookie: who.cookie },
  );
  clients.push(client);
  await client.eventAfter(0, 5000);
  return client;
}

/** Waits until an event naming `kind` arrives after the first `from` events. */
const toldOf = (client: LiveClient, kind: string, from: number) =>
  client.until((c) => c.events.slice(from).some((e) => e.changed.includes(kind)), 5000, `"${kind}" event`);

describe('the party page stream and the wall', () => {
  it("tells the host and another guest of a guest's post, then of its reactions, hiding and deletion", async () => {
    const hostPage = await pageStream(host);
    const gusPage = await pageStream(gus);
    let seen = { host: hostPage.events.length, gus: gusPage.events.length };
    const mark = () => (seen = { host: hostPage.events.length, gus: gusPage.events.length });

    const post = await wall.post(tom, 'Live from the garden');
    await Promise.all([toldOf(hostPage, 'wall', seen.host), toldOf(gusPage, 'wall', seen.gus)]);
    mark();
    await wall.react(host, post.postId, 'fire');
    await toldOf(gusPage, 'wall', seen.gus);
    mark();
    await wall.hide(host, post.postId);
    await toldOf(gusPage, 'wall', seen.gus);
    mark();
    await wall.remove(host, post.postId);
    await Promise.all([toldOf(hostPage, 'wall', seen.host), toldOf(gusPage, 'wall', seen.gus)]);
    // Told that it changed, never what: no post travels on the stream.
    expect(JSON.stringify(gusPage.events)).not.toContain('Live from the garden');
  });

  it('tells a guest that the wall was turned off and on', async () => {
    const tomPage = await pageStream(tom);
    let seen = tomPage.events.length;
    await wall.setOpen(host, false);
    await toldOf(tomPage, 'wall', seen);
    seen = tomPage.events.length;
    await wall.setOpen(host, true);
    await toldOf(tomPage, 'wall', seen);
  });

  it('tells a visitor and a page-opener nothing of the wall', async () => {
    const opener = await account(t, 'live-wall-opener@example.com', 'Opal Opener');
    await call(t.app, 'getEvent', { eventId: party.id }, opener);
    const visitorPage = await pageStream({ name: 'Visitor', link: {} });
    const openerPage = await pageStream(opener);
    const gusPage = await pageStream(gus);
    const seen = {
      visitor: visitorPage.events.length,
      opener: openerPage.events.length,
      gus: gusPage.events.length,
    };
    await wall.post(tom, 'Only for the party');
    await toldOf(gusPage, 'wall', seen.gus);
    // A change they are shown comes after the post in their streams: by then they were told nothing of it.
    await call(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: { name: 'Rae Later', email: 'rae.later@example.com', rsvpStatus: 'YES' },
    });
    await Promise.all([toldOf(visitorPage, 'event', seen.visitor), toldOf(openerPage, 'event', seen.opener)]);
    for (const page of [visitorPage, openerPage]) {
      expect(page.events.flatMap((e) => e.changed)).not.toContain('wall');
    }
  });
});
