import { JSONRPCClient, type JSONRPCResponse } from 'json-rpc-2.0';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALL_TEXT } from '../../../src/shared/wall/copy';
import type { Wall, WallPost } from '../../../src/shared/wall/schema';
import { listen } from '../../helpers/live';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createEventFor } from '../events/eventsFixtures';
import { account, linkGuest } from '../wall/wallFixtures';

// The guest wall on the wire (POST /json/WallService), as a stock JSON-RPC 2.0 client calls it: a guest by
// their link's token posts and reads, a host hides the post (signed in by the session cookie), and a caller
// with no invitation is refused with the wall's own words.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.handler);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** json-rpc-2.0's client on WallService, with a session cookie when given. */
function wallService(cookie?: string) {
  const client: JSONRPCClient = new JSONRPCClient(async (payload: unknown) => {
    const res = await fetch(`${server.url}/json/WallService`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(payload),
    });
    client.receive((await res.json()) as JSONRPCResponse);
  });
  return client;
}

describe('WallService', () => {
  it('posts and reads as a guest by token, hides as the host, and refuses a visitor', async () => {
    const host = await account(t, 'wire-wall-host@example.com', 'Wanda Host');
    const party = await createEventFor(t.app, host, { title: 'Wire wall party' });
    const gus = await linkGuest(t, party.id, 'Gus Guest');
    const asGus = wallService();
    const credentials = { eventId: party.id, inviteeUuid: gus.inviteeId, token: gus.token };

    const post = (await asGus.request('post', { ...credentials, text: 'Hello over JSON-RPC' })) as WallPost;
    expect(post).toMatchObject({ text: 'Hello over JSON-RPC', mine: true, author: { name: 'Gus Guest' } });
    const wall = (await asGus.request('getWall', credentials)) as Wall;
    expect(wall.posts.map((p) => p.text)).toEqual(['Hello over JSON-RPC']);

    const asHost = wallService(host.cookie);
    const hidden = (await asHost.request('hidePost', {
      eventId: party.id,
      postId: post.postId,
      hidden: true,
    })) as WallPost;
    expect(hidden.hidden).toBe(true);
    expect(((await asGus.request('getWall', credentials)) as Wall).posts).toEqual([]);

    await expect(wallService().request('getWall', { eventId: party.id })).rejects.toThrow(
      WALL_TEXT.onlyGuests,
    );
  });
});
