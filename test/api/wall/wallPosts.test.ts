import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallPosts } from '../../../src/server/platform/db/schema';
import { WALL_PAGE } from '../../../src/shared/wall/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import type { TrpcReply } from '../../helpers/trpcHttp';
import { createEventFor, type Session } from '../events/eventsFixtures';
import { account, linkGuest, type Member, sessionGuest, wallOf } from './wallFixtures';

// Issue 44, the guest wall's posts as readers get them: reactions counted per person and marked as the
// viewer's own, pages of 30 newest first that neither skip nor repeat a post, and replies that show names and
// photos only, never an e-mail address, a phone number, an invitee id or a link token.

let t: TestApp;
let host: Member & Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await account(t, 'posts-host@example.com', 'Hana Host');
}, 60_000);
afterAll(() => t?.close());

describe('reactions', () => {
  it('count each person once per reaction, mark the viewer’s own, and can be taken back', async () => {
    const party = await createEventFor(t.app, host, { title: 'Reaction party', questions: [] });
    const wall = wallOf(t, party.id);
    const tom = await linkGuest(t, party.id, 'Tom Token');
    const gia = await sessionGuest(t, party.id, 'posts-gia@example.com', 'Gia Guest');
    const { postId } = await wall.post(gia, 'Cake is in the fridge');

    expect((await wall.react(tom, postId, 'party')).reactions).toEqual([
      { reaction: 'party', count: 1, mine: true },
    ]);
    // Given twice, it still counts once.
    expect((await wall.react(tom, postId, 'party')).reactions).toEqual([
      { reaction: 'party', count: 1, mine: true },
    ]);
    await wall.react(host, postId, 'party');
    const mixed = await wall.react(host, postId, 'love');
    // In the fixed order (love before party), whatever order they were given in.
    expect(mixed).toEqual({
      postId,
      reactions: [
        { reaction: 'love', count: 1, mine: true },
        { reaction: 'party', count: 2, mine: true },
      ],
    });
    const reactionsFor = async (who: Member) =>
      (await wall.read(who)).posts.find((post) => post.postId === postId)!.reactions;
    expect(await reactionsFor(tom)).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'party', count: 2, mine: true },
    ]);
    expect(await reactionsFor(gia)).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'party', count: 2, mine: false },
    ]);

    expect((await wall.react(tom, postId, 'party', false)).reactions).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'party', count: 1, mine: false },
    ]);
    // Taking back what one never gave changes nothing.
    expect((await wall.react(gia, postId, 'fire', false)).reactions).toHaveLength(2);
    await wall.react(host, postId, 'love', false);
    expect(await reactionsFor(host)).toEqual([{ reaction: 'party', count: 1, mine: true }]);
  });

  it('are refused for a reaction outside the set and a post of another party', async () => {
    const party = await createEventFor(t.app, host, { title: 'Odd reaction party', questions: [] });
    const other = await createEventFor(t.app, host, { title: 'Neighbour party', questions: [] });
    const wall = wallOf(t, party.id);
    const tom = await linkGuest(t, party.id, 'Tom Token');
    const { postId } = await wall.post(tom, 'Hello');
    const odd = await wall.raw('react', tom, { postId, reaction: 'thumbs', on: true });
    expect(odd.error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(odd.error?.message).toContain('Choose one of the reactions.');
    const elsewhere = await wallOf(t, other.id).raw('react', host, { postId, reaction: 'love', on: true });
    expect(elsewhere.error?.code).toBe('NOT_FOUND');
    expect((await wall.read(host)).posts[0]!.reactions).toEqual([]);
  });
});

describe('pages', () => {
  it(`come newest first, ${WALL_PAGE} at a time, without skipping or repeating a post`, async () => {
    const party = await createEventFor(t.app, host, { title: 'Busy wall party', questions: [] });
    const wall = wallOf(t, party.id);
    const tom = await linkGuest(t, party.id, 'Tom Token');
    // 65 posts, two to each second: posts at the same moment are ordered by id, as the cursor is.
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: 65 }, (_, i) => ({
      id: randomUUID(),
      eventId: party.id,
      authorInviteeId: tom.inviteeId,
      authorName: 'Tom Token',
      text: `Post ${i}`,
      createdAt: new Date(start + Math.floor(i / 2) * 1000),
    }));
    await t.db.insert(wallPosts).values(rows);
    const newestFirst = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const pages: string[][] = [];
    let cursor: string | undefined;
    for (const reader of [tom, host, tom]) {
      const page = await wall.read(reader, cursor);
      pages.push(page.posts.map((post) => post.postId));
      cursor = page.nextCursor ?? undefined;
      if (pages.length < 3) expect(page.nextCursor).toBe(page.posts.at(-1)!.postId);
      else expect(page.nextCursor).toBeNull();
    }
    expect(pages.map((page) => page.length)).toEqual([WALL_PAGE, WALL_PAGE, 5]);
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('leave a hidden post out of a guest’s page without shortening it', async () => {
    const party = await createEventFor(t.app, host, { title: 'Hidden page party', questions: [] });
    const wall = wallOf(t, party.id);
    const tom = await linkGuest(t, party.id, 'Tom Token');
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: WALL_PAGE + 1 }, (_, i) => ({
      id: randomUUID(),
      eventId: party.id,
      authorUserId: host.userId,
      authorName: 'Hana Host',
      byHost: true,
      text: `Note ${i}`,
      createdAt: new Date(start + i * 1000),
      hiddenAt: i === WALL_PAGE ? new Date() : null,
    }));
    await t.db.insert(wallPosts).values(rows);
    // The newest is hidden: the guest's one page holds all the others, with nothing beyond.
    const forGuest = await wall.read(tom);
    expect(forGuest.posts).toHaveLength(WALL_PAGE);
    expect(forGuest.posts[0]!.text).toBe(`Note ${WALL_PAGE - 1}`);
    expect(forGuest.nextCursor).toBeNull();
    const forHost = await wall.read(host);
    expect(forHost.posts[0]).toMatchObject({ text: `Note ${WALL_PAGE}`, hidden: true });
    expect(forHost.nextCursor).not.toBeNull();
  });
});

describe('what replies show', () => {
  it('names and photos only: no e-mail address, phone number, invitee id or token of anyone', async () => {
    const party = await createEventFor(t.app, host, { title: 'Private wall party', questions: [] });
    const wall = wallOf(t, party.id);
    const tom = await linkGuest(t, party.id, 'Tom Token', {
      email: 'tom.secret@example.com',
      phone: '+14155550123',
    });
    // Added by a pasted address alone: the address stands in for the name until the host edits the guest.
    const pam = await linkGuest(t, party.id, 'pam.pasted@example.com', { email: 'pam.pasted@example.com' });
    const gia = await sessionGuest(t, party.id, 'posts-gia-private@example.com', 'Gia Guest');
    const secrets = [
      'tom.secret@example.com',
      '4155550123',
      'pam.pasted@example.com',
      'posts-gia-private@example.com',
      'posts-host@example.com',
      tom.inviteeId,
      pam.inviteeId,
      gia.inviteeId,
      tom.token,
      pam.token,
    ];
    const replies: TrpcReply[] = [];
    for (const author of [tom, pam, gia, host]) {
      const postId = randomUUID();
      replies.push(
        await wall.raw('post', author, {
          postId,
          text: `Hi from ${author === host ? 'the host' : 'a guest'}`,
        }),
      );
      replies.push(await wall.raw('react', author, { postId, reaction: 'clap', on: true }));
    }
    await wall.follow(tom);
    for (const reader of [host, tom, pam, gia]) replies.push(await wall.raw('getWall', reader));
    for (const reply of replies) {
      expect(reply.error).toBeUndefined();
      for (const secret of secrets) expect(reply.text).not.toContain(secret);
      expect(reply.text).not.toContain('@');
    }
    // The guest named by an address is shown as a guest, as on the guest list.
    const names = (await wall.read(tom)).posts.map((post) => post.author.name);
    expect(names).toEqual(['Hana Host', 'Gia Guest', 'Guest', 'Tom Token']);
  });

  it('shows a guest whose stored name is a phone number as a guest, never the number', async () => {
    const party = await createEventFor(t.app, host, { title: 'Numbered wall party', questions: [] });
    const wall = wallOf(t, party.id);
    // Imported with a number and no name: the number stands in for the name until the host edits the guest.
    const numbered = await linkGuest(t, party.id, '+1 (415) 555-0142', { phone: '+14155550142' });
    const dotted = await linkGuest(t, party.id, '415.555.0177');
    // A name with a few digits in it is still a name.
    const named = await linkGuest(t, party.id, 'Flat 12B');
    const replies: TrpcReply[] = [];
    for (const author of [numbered, dotted, named]) {
      const reply = await wall.raw('post', author, { postId: randomUUID(), text: 'Hello from me' });
      replies.push(reply);
    }
    expect(replies.map((reply) => (reply.data as { author: { name: string } }).author.name)).toEqual([
      'Guest',
      'Guest',
      'Flat 12B',
    ]);
    for (const reader of [host, named]) replies.push(await wall.raw('getWall', reader));
    for (const reply of replies) {
      expect(reply.error).toBeUndefined();
      for (const digits of ['555-0142', '5550142', '555.0177']) expect(reply.text).not.toContain(digits);
    }
    const read = await wall.read(host);
    expect(read.posts.map((post) => post.author.name)).toEqual(['Flat 12B', 'Guest', 'Guest']);
  });
});
