import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallPosts } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { MESSAGE_TEXT } from '../../../src/shared/messages/copy';
import { WALL_TEXT } from '../../../src/shared/wall/copy';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import {
  account,
  ANONYMOUS,
  linkGuest,
  type Member,
  refusal,
  sessionGuest,
  textsOf,
  wallOf,
} from './wallFixtures';

// Issue 44, the guest wall: who reads and writes it (the party's hosts, signed in, and its guests by session or
// by their link's token; nobody else), the text rules of messages, posts stored once per id, hiding, deleting,
// the wall turned off, a cancelled party's wall. Reactions, paging and what replies show: wallPosts.test.ts.

let t: TestApp;
let host: Member & Session;
let cohost: Member & Session;
let party: ElkEvent;
let wall: ReturnType<typeof wallOf>;
/** Going, holding the link's token. */
let tom: Awaited<ReturnType<typeof linkGuest>>;
/** Going, another link guest. */
let ola: Awaited<ReturnType<typeof linkGuest>>;
/** Invited under their account, signed in. */
let gia: Awaited<ReturnType<typeof sessionGuest>>;

const postCount = async (eventId = party.id) =>
  (await t.db.select().from(wallPosts).where(eq(wallPosts.eventId, eventId))).length;

beforeAll(async () => {
  t = await createTestApp();
  host = await account(t, 'wall-host@example.com', 'Hana Host');
  cohost = await account(t, 'wall-cohost@example.com', 'Cora Cohost');
  party = await createEventFor(t.app, host, { title: 'Wall party', questions: [] });
  const link = await call<{ linkUuid: string }>(t.app, 'getCohostLink', { eventId: party.id }, host);
  await call(
    t.app,
    'updateCohostStatus',
    { eventId: party.id, linkUuid: link.linkUuid, status: 'accepted' },
    cohost,
  );
  wall = wallOf(t, party.id);
  tom = await linkGuest(t, party.id, 'Tom Token', { email: 'tom@example.com' });
  ola = await linkGuest(t, party.id, 'Ola Other', { email: 'ola@example.com' });
  gia = await sessionGuest(t, party.id, 'wall-gia@example.com', 'Gia Guest');
}, 60_000);
afterAll(() => t?.close());

describe('who reads and writes the wall', () => {
  it("lets the hosts and the party's guests, by session or by link token, post and read", async () => {
    await wall.post(host, 'Welcome, everyone!');
    await wall.post(cohost, 'Parking is behind the barn.');
    const byTom = await wall.post(tom, 'Bringing sparklers');
    await wall.post(gia, 'Can’t wait');
    expect(byTom).toMatchObject({
      text: 'Bringing sparklers',
      author: { name: 'Tom Token', isHost: false },
      hidden: false,
      mine: true,
      canDelete: true,
      reactions: [],
    });
    for (const reader of [host, cohost, tom, gia]) {
      const read = await wall.read(reader);
      expect(textsOf(read), reader.name).toEqual([
        'Can’t wait',
        'Bringing sparklers',
        'Parking is behind the barn.',
        'Welcome, everyone!',
      ]);
      expect(read.posts.map((post) => post.author)).toEqual([
        { name: 'Gia Guest', photoUrl: null, isHost: false },
        { name: 'Tom Token', photoUrl: null, isHost: false },
        { name: 'Cora Cohost', photoUrl: null, isHost: true },
        { name: 'Hana Host', photoUrl: null, isHost: true },
      ]);
      expect(read.posts.map((post) => post.mine)).toEqual([
        reader === gia,
        reader === tom,
        reader === cohost,
        reader === host,
      ]);
    }
    const asGuest = await wall.read(tom);
    expect(asGuest).toMatchObject({ open: true, canPost: true, canModerate: false, following: false });
    // A guest may delete their own post only; the hosts any.
    expect(asGuest.posts.map((post) => post.canDelete)).toEqual([false, true, false, false]);
    const asHost = await wall.read(cohost);
    expect(asHost).toMatchObject({ open: true, canPost: true, canModerate: true, following: null });
    expect(asHost.posts.every((post) => post.canDelete)).toBe(true);
  });

  it('refuses an invitee id without its token, a page-opener, a stranger and a visitor, storing nothing', async () => {
    const opener = await account(t, 'wall-opener@example.com', 'Opal Opener');
    // Opening the public page signed in leaves a row that says so: it makes nobody a guest.
    await call(t.app, 'getEvent', { eventId: party.id }, opener);
    const stranger = await account(t, 'wall-stranger@example.com', 'Stan Stranger');
    const idOnly: Member = { name: 'Id only', link: { inviteeUuid: tom.inviteeId } };
    const wrongToken: Member = { name: 'Wrong token', link: { inviteeUuid: tom.inviteeId, token: 'nope' } };
    const someone = (await wall.read(host)).posts[0]!.postId;
    const before = await postCount();
    for (const outsider of [idOnly, opener, stranger, ANONYMOUS, wrongToken]) {
      const read = await wall.raw('getWall', outsider);
      expect(read.error?.code, outsider.name).toBe('FORBIDDEN');
      if (outsider !== wrongToken) expect(read.error?.message, outsider.name).toBe(WALL_TEXT.onlyGuests);
      const attempts = [
        await wall.raw('post', outsider, { postId: randomUUID(), text: 'Let me in' }),
        await wall.raw('react', outsider, { postId: someone, reaction: 'love', on: true }),
        await wall.raw('deletePost', outsider, { postId: someone }),
        await wall.raw('follow', outsider, { following: true }),
      ];
      expect(
        attempts.map((reply) => reply.error?.code),
        outsider.name,
      ).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    }
    expect(await postCount()).toBe(before);
    expect((await wall.read(host)).posts[0]!.reactions).toEqual([]);
  });

  it('keeps hiding and turning the wall off to the hosts', async () => {
    const postId = (await wall.read(host)).posts[0]!.postId;
    expect(refusal(await wall.raw('hidePost', gia, { postId, hidden: true })).code).toBe('FORBIDDEN');
    expect(refusal(await wall.raw('setOpen', gia, { open: false })).code).toBe('FORBIDDEN');
    // Without a session nobody is a host.
    expect(refusal(await wall.raw('hidePost', tom, { postId, hidden: true })).code).toBe('UNAUTHORIZED');
    expect(refusal(await wall.raw('setOpen', tom, { open: false })).code).toBe('UNAUTHORIZED');
    const read = await wall.read(tom);
    expect(read.open).toBe(true);
    expect(read.posts.find((post) => post.postId === postId)).toBeDefined();
  });

  it('refuses a guest waiting on the waitlist or refused from it, and lets an approved one in', async () => {
    const waitlisted = await createEventFor(t.app, host, { title: 'Waitlist wall', hasWaitlist: true });
    const list = wallOf(t, waitlisted.id);
    const waiting = await linkGuest(t, waitlisted.id, 'Wes Waiting', { waitlistStatus: 'PENDING_APPROVAL' });
    const denied = await linkGuest(t, waitlisted.id, 'Den Denied', { waitlistStatus: 'DENIED' });
    const approved = await linkGuest(t, waitlisted.id, 'Ada Approved', { waitlistStatus: 'APPROVED' });
    for (const guest of [waiting, denied]) {
      expect(refusal(await list.raw('getWall', guest)), guest.name).toEqual({
        code: 'FORBIDDEN',
        message: WALL_TEXT.onlyGuests,
      });
      expect(refusal(await list.raw('post', guest, { postId: randomUUID(), text: 'Hi' })).code).toBe(
        'FORBIDDEN',
      );
    }
    await list.post(approved, 'Made it off the waitlist!');
    expect(textsOf(await list.read(host))).toEqual(['Made it off the waitlist!']);
  });

  it("refuses another party's link presented with this party's id", async () => {
    const other = await createEventFor(t.app, host, { title: 'Other wall party' });
    const elsewhere = await linkGuest(t, other.id, 'Eli Elsewhere');
    expect(refusal(await wall.raw('getWall', elsewhere)).code).toBe('FORBIDDEN');
    // Their own party's wall is theirs, and holds none of this one's posts.
    expect(await wallOf(t, other.id).read(elsewhere)).toMatchObject({ posts: [], nextCursor: null });
  });
});

describe('posting', () => {
  it('follows the text rules of messages: required, at most 1000 characters, trimmed', async () => {
    const before = await postCount();
    for (const [text, message] of [
      ['   \n ', MESSAGE_TEXT.required],
      ['x'.repeat(1001), MESSAGE_TEXT.tooLong],
    ] as const) {
      const reply = await wall.raw('post', tom, { postId: randomUUID(), text });
      expect(reply.error?.code).toBe('BAD_REQUEST');
      expect(reply.error?.message).toContain(message);
    }
    expect(await postCount()).toBe(before);
    const longest = await wall.post(tom, `  ${'y'.repeat(1000)}  `);
    expect(longest.text).toBe('y'.repeat(1000));
    await wall.remove(tom, longest.postId);
  });

  it('stores a post once per id: a retry answers the stored post, an id another author used is refused', async () => {
    const postId = randomUUID();
    const first = await wall.post(ola, 'See you at eight', postId);
    const again = await wall.post(ola, 'See you at eight', postId);
    expect(again).toEqual(first);
    expect((await wall.read(host)).posts.filter((post) => post.postId === postId)).toHaveLength(1);
    for (const other of [tom, host]) {
      expect(refusal(await wall.raw('post', other, { postId, text: 'Mine now' }))).toEqual({
        code: 'CONFLICT',
        message: WALL_TEXT.idTaken,
      });
    }
    // Nor does the author's id from this party make a post on another's.
    const other = await createEventFor(t.app, host, { title: 'Second wall party' });
    expect(refusal(await wallOf(t, other.id).raw('post', host, { postId, text: 'Elsewhere' })).code).toBe(
      'CONFLICT',
    );
    const [stored] = await t.db.select().from(wallPosts).where(eq(wallPosts.id, postId));
    expect(stored).toMatchObject({
      eventId: party.id,
      text: 'See you at eight',
      authorInviteeId: ola.inviteeId,
    });
  });
});

describe('moderation', () => {
  it('hides a post from the guests and marks it for the hosts, until a host shows it again', async () => {
    const post = await wall.post(ola, 'Something the hosts would rather not show');
    const hidden = await wall.hide(cohost, post.postId);
    expect(hidden).toMatchObject({ postId: post.postId, hidden: true, mine: false, canDelete: true });
    for (const guest of [tom, gia, ola]) {
      expect(textsOf(await wall.read(guest)), guest.name).not.toContain(post.text);
    }
    const forHosts = (await wall.read(host)).posts.find((p) => p.postId === post.postId);
    expect(forHosts).toMatchObject({ hidden: true, text: post.text });
    // To its author too it is gone: no reacting to it, no deleting it.
    for (const procedure of ['react', 'deletePost'] as const) {
      const reply = await wall.raw(procedure, ola, { postId: post.postId, reaction: 'love', on: true });
      expect(refusal(reply)).toEqual({ code: 'NOT_FOUND', message: WALL_TEXT.gone });
    }
    expect((await wall.hide(host, post.postId, false)).hidden).toBe(false);
    expect(textsOf(await wall.read(tom))).toContain(post.text);
    await wall.remove(host, post.postId);
  });

  it('lets authors delete their own posts and hosts any post; other guests none', async () => {
    const byTom = await wall.post(tom, 'Typo in this one');
    const byGia = await wall.post(gia, 'Who is bringing ice?');
    const byHost = await wall.post(host, 'Ice is covered');
    for (const [guest, postId] of [
      [ola, byTom.postId],
      [tom, byGia.postId],
      [gia, byHost.postId],
    ] as const) {
      expect(refusal(await wall.raw('deletePost', guest, { postId })), guest.name).toEqual({
        code: 'FORBIDDEN',
        message: WALL_TEXT.notYours,
      });
    }
    await wall.react(gia, byTom.postId, 'laugh');
    expect(await wall.remove(tom, byTom.postId)).toMatchObject({ deleted: true });
    await wall.remove(cohost, byGia.postId);
    await wall.remove(host, byHost.postId);
    for (const reader of [host, tom, gia]) {
      expect(textsOf(await wall.read(reader))).not.toEqual(
        expect.arrayContaining(['Typo in this one', 'Who is bringing ice?', 'Ice is covered']),
      );
    }
    const gone = [byTom, byGia, byHost].map((post) => post.postId);
    for (const postId of gone) {
      expect((await t.db.select().from(wallPosts).where(eq(wallPosts.id, postId))).length).toBe(0);
    }
    // Deleted once is deleted: a second try finds nothing.
    expect(refusal(await wall.raw('deletePost', host, { postId: byTom.postId })).code).toBe('NOT_FOUND');
  });

  it('turns the wall off: guests get an empty wall and can do nothing on it; on again, all is back', async () => {
    const kept = await wall.post(gia, 'Before the wall went off');
    expect(await wall.setOpen(host, false)).toEqual({ open: false });
    for (const guest of [tom, gia]) {
      expect(await wall.read(guest), guest.name).toEqual({
        open: false,
        canPost: false,
        canModerate: false,
        following: false,
        posts: [],
        nextCursor: null,
      });
      const attempts = [
        await wall.raw('post', guest, { postId: randomUUID(), text: 'Anyone?' }),
        await wall.raw('react', guest, { postId: kept.postId, reaction: 'clap', on: true }),
        await wall.raw('follow', guest, { following: true }),
      ];
      for (const reply of attempts)
        expect(refusal(reply)).toEqual({ code: 'CONFLICT', message: WALL_TEXT.closed });
    }
    // The hosts still see it all, told that it is off, and post nothing to it either.
    const forHosts = await wall.read(cohost);
    expect(forHosts).toMatchObject({ open: false, canPost: false, canModerate: true });
    expect(textsOf(forHosts)).toContain(kept.text);
    expect(refusal(await wall.raw('post', host, { postId: randomUUID(), text: 'Off' })).code).toBe(
      'CONFLICT',
    );

    await wall.setOpen(cohost, true);
    const back = await wall.read(tom);
    expect(back).toMatchObject({ open: true, canPost: true });
    expect(textsOf(back)).toContain(kept.text);
    await wall.post(tom, 'Back on');
  });

  it("keeps a cancelled party's wall to read only: guests change nothing, hosts still tidy it", async () => {
    const cancelled = await createEventFor(t.app, host, { title: 'Cancelled wall party' });
    const cWall = wallOf(t, cancelled.id);
    const guest = await linkGuest(t, cancelled.id, 'Cal Cancelled');
    const first = await cWall.post(guest, 'So looking forward to it');
    const second = await cWall.post(guest, 'Bringing a cake');
    const third = await cWall.post(guest, 'See you all');
    await cWall.react(guest, first.postId, 'love');
    await call(t.app, 'cancelEvent', { eventId: cancelled.id }, host);
    const cancelledRefusal = { code: 'CONFLICT', message: WALL_TEXT.cancelled };
    for (const who of [guest, host]) {
      expect(refusal(await cWall.raw('post', who, { postId: randomUUID(), text: 'Oh no' }))).toEqual(
        cancelledRefusal,
      );
      const read = await cWall.read(who);
      expect(read).toMatchObject({ open: true, canPost: false });
      expect(textsOf(read)).toEqual(['See you all', 'Bringing a cake', 'So looking forward to it']);
    }
    // The guest's own post, their own reaction, their follow: all refused, all as they were.
    for (const [procedure, input] of [
      ['react', { postId: first.postId, reaction: 'party', on: true }],
      ['react', { postId: first.postId, reaction: 'love', on: false }],
      ['follow', { following: true }],
      ['deletePost', { postId: third.postId }],
    ] as const) {
      expect(refusal(await cWall.raw(procedure, guest, input)), procedure).toEqual(cancelledRefusal);
    }
    const forGuest = await cWall.read(guest);
    expect(forGuest.following).toBe(false);
    expect(textsOf(forGuest)).toContain('See you all');
    expect(forGuest.posts.at(-1)!.reactions).toEqual([{ reaction: 'love', count: 1, mine: true }]);
    // The hosts hide and delete as before.
    expect((await cWall.hide(host, second.postId)).hidden).toBe(true);
    await cWall.remove(host, third.postId);
    expect(textsOf(await cWall.read(guest))).toEqual(['So looking forward to it']);
    expect(textsOf(await cWall.read(host))).toEqual(['Bringing a cake', 'So looking forward to it']);
  });
});

describe('following the wall', () => {
  it('is a guest’s choice, on and off; hosts go by their update setting', async () => {
    expect(await wall.follow(ola, true)).toEqual({ following: true });
    expect((await wall.read(ola)).following).toBe(true);
    expect((await wall.read(tom)).following).toBe(false);
    expect(await wall.follow(ola, false)).toEqual({ following: false });
    expect((await wall.read(ola)).following).toBe(false);
    expect(refusal(await wall.raw('follow', host, { following: true })).code).toBe('BAD_REQUEST');
  });
});
