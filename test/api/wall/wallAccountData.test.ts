import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallFollowers, wallPosts, wallReactions } from '../../../src/server/platform/db/schema';
import type { AccountDataExport } from '../../../src/shared/accounts/dataExport';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { rpc } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addInvitee,
  call,
  createEventFor,
  headerAuth,
  type Session,
  trpcQuery,
} from '../events/eventsFixtures';
import { account, linkGuest, type Member, textsOf, wallOf } from './wallFixtures';

// Issue 44, what the wall holds of one person as their account sees it (wall/accountData.ts): "Download my data"
// lists the posts they wrote, and "Delete Account" deletes them with their reactions and wall follows. Theirs
// are the posts of their account (as a host, or as a guest signed in) and of any invitation that is theirs,
// by account or by their address, even when they posted by its link without signing in.

let t: TestApp;
let hana: Member & Session;
/** The person whose data it is: a cohost of the first party, a guest of the others. */
let lee: Member & Session;
let tom: Record<'cohosted' | 'signedIn' | 'byLink', Awaited<ReturnType<typeof linkGuest>>>;
/** Lee cohosts it, and posts there as a host. */
let cohosted: ElkEvent;
/** Lee's invitation is under their account: they post signed in. */
let signedIn: ElkEvent;
/** Lee's invitation went to their e-mail address: they post by its link, without a session. */
let byLink: ElkEvent;
let leeSignedIn: Member & Session & { inviteeId: string };
let leeByLink: Awaited<ReturnType<typeof linkGuest>>;
/** Tom's post on each party, to which Lee, Tom and Hana react. */
const tomsPost: Record<string, string> = {};
const leesPosts: string[] = [];

const LEE_EMAIL = 'wall-data-lee@example.com';

const exportOf = async (who: Session) => {
  const res = await trpcQuery(t.app, 'accounts.exportMyData', undefined, who.cookie);
  expect(res.status).toBe(200);
  return { data: res.body.result.data as AccountDataExport, text: res.text };
};

beforeAll(async () => {
  t = await createTestApp();
  hana = await account(t, 'wall-data-hana@example.com', 'Hana Host');
  lee = await account(t, LEE_EMAIL, 'Lee Leaver');
  cohosted = await createEventFor(t.app, hana, { title: 'Cohosted wall', questions: [] });
  signedIn = await createEventFor(t.app, hana, { title: 'Signed-in wall', questions: [] });
  byLink = await createEventFor(t.app, hana, { title: 'Link wall', questions: [] });
  const link = await call<{ linkUuid: string }>(t.app, 'getCohostLink', { eventId: cohosted.id }, hana);
  await call(
    t.app,
    'updateCohostStatus',
    { eventId: cohosted.id, linkUuid: link.linkUuid, status: 'accepted' },
    lee,
  );
  const leesRow = await addInvitee(t.db, {
    eventId: signedIn.id,
    userId: lee.userId,
    name: 'Lee Leaver',
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
  });
  leeSignedIn = { ...lee, inviteeId: leesRow.id };
  leeByLink = await linkGuest(t, byLink.id, 'Lee Leaver', { email: LEE_EMAIL });
  tom = {
    cohosted: await linkGuest(t, cohosted.id, 'Tom Token'),
    signedIn: await linkGuest(t, signedIn.id, 'Tom Token'),
    byLink: await linkGuest(t, byLink.id, 'Tom Token'),
  };

  for (const [key, party, leeThere] of [
    ['cohosted', cohosted, lee],
    ['signedIn', signedIn, leeSignedIn],
    ['byLink', byLink, leeByLink],
  ] as const) {
    const wall = wallOf(t, party.id);
    await wall.post(hana, `Hana welcomes you to ${party.title}`);
    const byTom = await wall.post(tom[key], `Tom on ${party.title}`);
    tomsPost[party.id] = byTom.postId;
    const byLee = await wall.post(leeThere, `Lee on ${party.title}`);
    leesPosts.push(byLee.postId);
    // Somebody else's reaction to Lee's post goes with it.
    await wall.react(tom[key], byLee.postId, 'clap');
    for (const who of [leeThere, tom[key], hana]) await wall.react(who, byTom.postId, 'love');
    await wall.react(leeThere, byTom.postId, 'party');
    if (leeThere !== lee) await wall.follow(leeThere);
    await wall.follow(tom[key]);
  }
  // One of Lee's posts is hidden by the host: still theirs.
  await wallOf(t, signedIn.id).hide(hana, leesPosts[1]!);
}, 90_000);
afterAll(() => t?.close());

describe('the data export', () => {
  it('lists the posts Lee wrote as a host and as a signed-in guest, hidden or not, and nobody else’s', async () => {
    const { data, text } = await exportOf(lee);
    expect(data.wallPosts).toEqual(
      expect.arrayContaining([
        {
          partyId: cohosted.id,
          text: 'Lee on Cohosted wall',
          hiddenByHosts: false,
          postedAt: expect.any(String),
        },
        {
          partyId: signedIn.id,
          text: 'Lee on Signed-in wall',
          hiddenByHosts: true,
          postedAt: expect.any(String),
        },
      ]),
    );
    for (const post of data.wallPosts) {
      expect(post.text).toMatch(/^Lee on /);
      expect(new Date(post.postedAt).toISOString()).toBe(post.postedAt);
    }
    // Oldest first.
    const times = data.wallPosts.map((post) => post.postedAt);
    expect(times).toEqual([...times].sort());
    for (const other of ['Tom on', 'Hana welcomes']) expect(text).not.toContain(other);
  });

  it('lists a post Lee wrote by the link of an invitation sent to their address', async () => {
    // The export counts that invitation as Lee's (its `invitations`), and account deletion deletes the post.
    const { data } = await exportOf(lee);
    expect(data.invitations.map((invitation) => invitation.partyId)).toContain(byLink.id);
    expect(data.wallPosts.map((post) => [post.partyId, post.text])).toEqual([
      [cohosted.id, 'Lee on Cohosted wall'],
      [signedIn.id, 'Lee on Signed-in wall'],
      [byLink.id, 'Lee on Link wall'],
    ]);
  });

  it('lists none for an account that posted nothing', async () => {
    const quiet = await account(t, 'wall-data-quiet@example.com', 'Quinn Quiet');
    expect((await exportOf(quiet)).data.wallPosts).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes the posts Lee wrote on every wall, their reactions and follows; the others’ stay', async () => {
    const leesReactors = [`u:${lee.userId}`, `i:${leeSignedIn.inviteeId}`, `i:${leeByLink.inviteeId}`];
    expect(
      await t.db.select().from(wallReactions).where(inArray(wallReactions.reactor, leesReactors)),
    ).toHaveLength(6);
    const res = await rpc(t.app, 'UserService', 'deleteAccount', {}, headerAuth(lee));
    expect(res.body.result).toEqual({ success: true });

    expect(await t.db.select().from(wallPosts).where(inArray(wallPosts.id, leesPosts))).toEqual([]);
    expect(await t.db.select().from(wallReactions).where(inArray(wallReactions.postId, leesPosts))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(wallReactions).where(inArray(wallReactions.reactor, leesReactors)),
    ).toEqual([]);
    const follows = await t.db
      .select({ inviteeId: wallFollowers.inviteeId })
      .from(wallFollowers)
      .where(inArray(wallFollowers.eventId, [cohosted.id, signedIn.id, byLink.id]));
    expect(follows.map((row) => row.inviteeId).sort()).toEqual(
      [tom.cohosted.inviteeId, tom.signedIn.inviteeId, tom.byLink.inviteeId].sort(),
    );

    for (const [party, guest] of [
      [cohosted, tom.cohosted],
      [signedIn, tom.signedIn],
      [byLink, tom.byLink],
    ] as const) {
      for (const reader of [hana, guest]) {
        const read = await wallOf(t, party.id).read(reader);
        expect(textsOf(read), `${party.title} for ${reader.name}`).toEqual([
          `Tom on ${party.title}`,
          `Hana welcomes you to ${party.title}`,
        ]);
        // Lee's love and party are taken off Tom's post; Tom's and Hana's stay.
        expect(read.posts[0]!.reactions, party.title).toEqual([{ reaction: 'love', count: 2, mine: true }]);
      }
    }
    // The guests' rows stay (anonymous) for the hosts' counts; nothing of Lee's remains on them.
    const [left] = await t.db.select().from(wallPosts).where(eq(wallPosts.id, tomsPost[byLink.id]!));
    expect(left).toMatchObject({ authorInviteeId: tom.byLink.inviteeId, text: 'Tom on Link wall' });
  });
});
