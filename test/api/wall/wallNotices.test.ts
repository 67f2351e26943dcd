import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueDigests } from '../../../src/server/features/notifications/digests';
import { sendDeliveries } from '../../../src/server/features/notifications/deliverySender';
import { noticeWallPost } from '../../../src/server/features/notifications/wallNotices';
import { deliveries, outbox, partyNotices, wallPosts } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import { settle, waitFor } from '../notifications/notificationsFixtures';
import { account, linkGuest, type Member, wallOf } from './wallFixtures';

// Issue 44, what a wall post sets off: the hosts hear of it by their update setting (a message per post as they
// arrive, or a part of the 9:00 digest), the guests only when they follow the wall, the author never; a post
// hidden or deleted before its message goes sends nothing. Mail is read back from the dev outbox.

let t: TestApp;
let host: Member & Session;
let cohost: Member & Session;
let party: ElkEvent;
let wall: ReturnType<typeof wallOf>;
let tom: Awaited<ReturnType<typeof linkGuest>>;
let fay: Awaited<ReturnType<typeof linkGuest>>;
let nia: Awaited<ReturnType<typeof linkGuest>>;

beforeAll(async () => {
  // The clock's own tick (which would send a due digest) stays out of the way: the test runs the digest itself.
  t = await createTestApp({ env: { NOTIFICATIONS_TICK_SECONDS: '3600' } });
  host = await account(t, 'notice-host@example.com', 'Hana Host');
  cohost = await account(t, 'notice-cohost@example.com', 'Cora Cohost');
  party = await createEventFor(t.app, host, { title: 'Notice party', questions: [] });
  const link = await call<{ linkUuid: string }>(t.app, 'getCohostLink', { eventId: party.id }, host);
  await call(
    t.app,
    'updateCohostStatus',
    { eventId: party.id, linkUuid: link.linkUuid, status: 'accepted' },
    cohost,
  );
  wall = wallOf(t, party.id);
  tom = await linkGuest(t, party.id, 'Tom Token', { email: 'notice-tom@example.com' });
  fay = await linkGuest(t, party.id, 'Fay Follower', { email: 'notice-fay@example.com' });
  nia = await linkGuest(t, party.id, 'Nia Quiet', { email: 'notice-nia@example.com' });
  await wall.follow(tom);
  await wall.follow(fay);
}, 60_000);
afterAll(() => t?.close());

/** The wall-post mails in the outbox to `address` whose text holds `needle`. */
const wallMails = (address: string, needle: string) =>
  t.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.to, address),
        sql`${outbox.meta}->>'kind' = 'wall-post'`,
        sql`position(${needle} in ${outbox.text}) > 0`,
      ),
    );
const mailTo = (address: string, needle: string) =>
  waitFor(async () => (await wallMails(address, needle))[0], `a wall mail to ${address} about "${needle}"`);
/** How many wall-post mails each address got about `needle`. */
async function counts(addresses: string[], needle: string) {
  return Object.fromEntries(
    await Promise.all(addresses.map(async (a) => [a, (await wallMails(a, needle)).length] as const)),
  );
}
const EVERYONE = [
  'notice-host@example.com',
  'notice-cohost@example.com',
  'notice-tom@example.com',
  'notice-fay@example.com',
  'notice-nia@example.com',
];

describe("a post on a party whose hosts hear of answers as they arrive ('as they arrive')", () => {
  it('reaches every host and each following guest once, never the author nor a guest who did not follow', async () => {
    const postId = randomUUID();
    await wall.post(tom, 'Bringing sparklers for everyone', postId);
    const toHost = await mailTo('notice-host@example.com', 'Bringing sparklers');
    expect(toHost.subject).toBe('Tom Token posted on the wall of Notice party');
    expect(toHost.text).toContain(`/event/${party.id}`);
    const toFay = await mailTo('notice-fay@example.com', 'Bringing sparklers');
    // A guest's mail opens the wall with their own link.
    expect(toFay.text).toContain(`iu=${fay.inviteeId}`);
    await mailTo('notice-cohost@example.com', 'Bringing sparklers');
    // Sent again (a retry after a lost reply): stored once, told once.
    await wall.post(tom, 'Bringing sparklers for everyone', postId);
    await settle();
    expect(await counts(EVERYONE, 'Bringing sparklers')).toEqual({
      'notice-host@example.com': 1,
      'notice-cohost@example.com': 1,
      'notice-tom@example.com': 0,
      'notice-fay@example.com': 1,
      'notice-nia@example.com': 0,
    });
  });

  it("tells a host's post to the other hosts and the followers, not to its author", async () => {
    await wall.post(host, 'Doors open at seven');
    await Promise.all(
      ['notice-cohost@example.com', 'notice-tom@example.com', 'notice-fay@example.com'].map((a) =>
        mailTo(a, 'Doors open at seven'),
      ),
    );
    await settle();
    expect(await counts(EVERYONE, 'Doors open at seven')).toEqual({
      'notice-host@example.com': 0,
      'notice-cohost@example.com': 1,
      'notice-tom@example.com': 1,
      'notice-fay@example.com': 1,
      'notice-nia@example.com': 0,
    });
  });

  it('stops telling a guest who no longer follows', async () => {
    await wall.follow(fay, false);
    await wall.post(nia, 'Anyone driving from town?');
    await Promise.all([
      mailTo('notice-host@example.com', 'driving from town'),
      mailTo('notice-tom@example.com', 'driving from town'),
    ]);
    await settle();
    expect(await counts(['notice-fay@example.com', 'notice-nia@example.com'], 'driving from town')).toEqual({
      'notice-fay@example.com': 0,
      'notice-nia@example.com': 0,
    });
    await wall.follow(fay, true);
  });
});

describe('a post no longer shown when its message would go', () => {
  /** A post written straight to the table: no job has been queued for it. */
  async function storedPost(text: string, hidden = false) {
    const [row] = await t.db
      .insert(wallPosts)
      .values({
        id: randomUUID(),
        eventId: party.id,
        authorInviteeId: nia.inviteeId,
        authorName: 'Nia Quiet',
        text,
        hiddenAt: hidden ? new Date() : null,
      })
      .returning();
    return row!;
  }
  /** The jobs' deps, with sends queued but not run, so the test decides when they go. */
  const holdingSends = () => ({ db: t.db, enqueue: async () => undefined });
  const deliveriesOf = (postId: string) =>
    t.db
      .select()
      .from(deliveries)
      .where(sql`${deliveries.params}->>'postId' = ${postId}`);

  it('owes nothing for a post already hidden', async () => {
    const post = await storedPost('Hidden before anyone was told', true);
    expect(await noticeWallPost(holdingSends(), post.id)).toBe(0);
    expect(await deliveriesOf(post.id)).toEqual([]);
  });

  it('skips what it owed for a post hidden, or deleted, before the messages went', async () => {
    const hidden = await storedPost('Hidden while its mail waited');
    const deleted = await storedPost('Deleted while its mail waited');
    // Both hosts and both followers (tom, fay): four messages each.
    expect(await noticeWallPost(holdingSends(), hidden.id)).toBe(4);
    expect(await noticeWallPost(holdingSends(), deleted.id)).toBe(4);
    await wall.hide(cohost, hidden.id);
    await wall.remove(host, deleted.id);
    const owed = [...(await deliveriesOf(hidden.id)), ...(await deliveriesOf(deleted.id))];
    await sendDeliveries(
      t.deps,
      owed.map((row) => row.id),
    );
    const after = [...(await deliveriesOf(hidden.id)), ...(await deliveriesOf(deleted.id))];
    expect(after.map((row) => [row.status, row.error]).sort()).toEqual([
      ...Array(4).fill(['skipped', 'A host hid the post.']),
      ...Array(4).fill(['skipped', 'The post was deleted.']),
    ]);
    const sent = await t.db
      .select()
      .from(outbox)
      .where(sql`position('while its mail waited' in ${outbox.text}) > 0`);
    expect(sent).toEqual([]);
  });
});

describe('a post on a party whose hosts chose the daily digest', () => {
  /** 9:05 tomorrow on the party's clock (Berlin). */
  const berlinMorning = () => {
    const local = new TZDate(Date.now(), 'Europe/Berlin');
    return new Date(
      new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 9, 5, 'Europe/Berlin').getTime(),
    );
  };

  it('waits for the 9:00 digest, which lists it under "On the wall"; a following guest hears at once', async () => {
    const digestParty = await createEventFor(t.app, host, {
      title: 'Digest wall party',
      questions: [],
      hostNotification: 'DAILY_DIGEST',
      timeZone: 'Europe/Berlin',
    });
    const dWall = wallOf(t, digestParty.id);
    const dee = await linkGuest(t, digestParty.id, 'Dee Digest', { email: 'notice-dee@example.com' });
    const fol = await linkGuest(t, digestParty.id, 'Flo Follows', { email: 'notice-flo@example.com' });
    await dWall.follow(fol);
    await dWall.post(dee, 'Can we bring our dogs?');
    await mailTo('notice-flo@example.com', 'bring our dogs');
    await waitFor(async () => {
      const [row] = await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, digestParty.id));
      return row?.digestDue;
    }, 'the digest to have news');
    await settle();
    const forHosts = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.meta}->>'eventId' = ${digestParty.id} and ${outbox.to} like 'notice-%host@%'`);
    expect(forHosts).toEqual([]);

    expect(await runDueDigests({ db: t.db, enqueue: t.deps.jobs.enqueue }, berlinMorning())).toBe(1);
    const digest = await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(outbox)
            .where(
              and(
                eq(outbox.to, 'notice-host@example.com'),
                sql`${outbox.meta}->>'kind' = 'digest'`,
                sql`${outbox.meta}->>'eventId' = ${digestParty.id}`,
              ),
            )
        )[0],
      'the digest',
    );
    expect(digest.subject).toBe('Daily digest for Digest wall party: 1 new wall post');
    expect(digest.text).toContain('On the wall (1):\n- Dee Digest: Can we bring our dogs?');
    expect(await counts(['notice-host@example.com', 'notice-dee@example.com'], 'bring our dogs')).toEqual({
      'notice-host@example.com': 0,
      'notice-dee@example.com': 0,
    });
  });

  it("leaves the hosts' own posts out: one alone makes no digest, and a guest's lists only the guest's", async () => {
    const hostsParty = await createEventFor(t.app, host, {
      title: 'Host posts party',
      questions: [],
      hostNotification: 'DAILY_DIGEST',
      timeZone: 'Europe/Berlin',
    });
    const hWall = wallOf(t, hostsParty.id);
    const gus = await linkGuest(t, hostsParty.id, 'Gus Guest', { email: 'notice-gus@example.com' });
    const fol = await linkGuest(t, hostsParty.id, 'Flo Follows', { email: 'notice-flo2@example.com' });
    await hWall.follow(fol);
    const digestDue = async () =>
      (await t.db.select().from(partyNotices).where(eq(partyNotices.eventId, hostsParty.id)))[0]?.digestDue;

    await hWall.post(host, 'Bring a swimsuit');
    // The follower's mail says the post's notices have run.
    await mailTo('notice-flo2@example.com', 'Bring a swimsuit');
    await settle();
    expect(await digestDue()).toBeFalsy();
    expect(await runDueDigests({ db: t.db, enqueue: t.deps.jobs.enqueue }, berlinMorning())).toBe(0);

    await hWall.post(gus, 'Is there parking?');
    await waitFor(digestDue, 'the digest to have news');
    expect(await runDueDigests({ db: t.db, enqueue: t.deps.jobs.enqueue }, berlinMorning())).toBe(1);
    const digest = await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(outbox)
            .where(
              and(
                sql`${outbox.meta}->>'kind' = 'digest'`,
                sql`${outbox.meta}->>'eventId' = ${hostsParty.id}`,
              ),
            )
        )[0],
      'the digest',
    );
    expect(digest.to).toBe('notice-host@example.com');
    expect(digest.subject).toBe('Daily digest for Host posts party: 1 new wall post');
    expect(digest.text).toContain("Host posts party: what's new since the last digest");
    expect(digest.text).toContain('On the wall (1):\n- Gus Guest: Is there parking?');
    expect(digest.text).not.toContain('swimsuit');
  });
});
