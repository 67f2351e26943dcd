import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { isPartyGuest } from '../../../shared/guests/partyGuest';
import { postSnippet } from '../../../shared/wall/reactions';
import type { Db, Tx } from '../../platform/db/client';
import {
  closedWalls,
  events,
  invitees,
  partyNotices,
  wallFollowers,
  wallPosts,
} from '../../platform/db/schema';
import { reachGuests } from '../invitations';
import { guestDeliveries, type NewDelivery } from './deliveryStore';
import { NEWS_WINDOW_MS, hostRoutes } from './hostRecipients';
import { type ActivityDeps, hostDeliveries, lockPartyNotices } from './partyActivity';
import { queueDeliveries } from './sendJob';

// What a new wall post sets off (issue 44): the hosts hear of it by their update setting (a message as posts
// arrive, or the 9:00 digest), guests only when they asked to (wall_followers). The author is never told of
// their own post. Each message is written when it is sent (wallNoticeMail.ts).

/** The deliveries one new post owes; answers how many were queued. */
export async function noticeWallPost(deps: ActivityDeps, postId: string): Promise<number> {
  const { db } = deps;
  const [found] = await db
    .select({ post: wallPosts, event: events, closed: closedWalls.eventId })
    .from(wallPosts)
    .innerJoin(events, eq(events.id, wallPosts.eventId))
    .leftJoin(closedWalls, eq(closedWalls.eventId, wallPosts.eventId))
    .where(eq(wallPosts.id, postId));
  if (!found || found.post.hiddenAt || found.closed || found.event.cancelledAt) return 0;
  const { post, event } = found;
  const base = { kind: 'wall-post' as const, eventId: event.id, params: { postId: post.id } };
  const list: NewDelivery[] = [];

  if (event.hostNotification === 'DAILY_DIGEST') {
    // The digest tells the hosts what their guests wrote; their own posts they know.
    if (!post.byHost)
      await db.transaction(async (tx) => {
        await lockPartyNotices(tx, event.id);
        await tx.update(partyNotices).set({ digestDue: true }).where(eq(partyNotices.eventId, event.id));
      });
  } else {
    const routes = (await hostRoutes(db, event)).filter(
      (route) => !(post.byHost && route.userId === post.authorUserId),
    );
    list.push(...hostDeliveries(routes, { ...base, dedupeKey: `wall:${post.id}` }));
  }

  const followers = (
    await db
      .select({ guest: invitees })
      .from(wallFollowers)
      .innerJoin(invitees, eq(invitees.id, wallFollowers.inviteeId))
      .where(
        and(
          eq(wallFollowers.eventId, event.id),
          post.authorInviteeId ? ne(invitees.id, post.authorInviteeId) : undefined,
        ),
      )
  )
    .map((row) => row.guest)
    .filter(isPartyGuest);
  const reach = await reachGuests(db, followers, { all: true });
  for (const guest of followers) {
    list.push(
      ...guestDeliveries(reach.get(guest.id) ?? { routes: [] }, {
        ...base,
        inviteeId: guest.id,
        dedupeKey: `wall:${post.id}:${guest.id}`,
      }),
    );
  }
  return queueDeliveries(deps, list);
}

/**
 * The digest's wall part: the guests' posts shown to guests since the last digest told them (within the news
 * window). The hosts' own are left out: the digest is one message to every host.
 */
export async function wallNewsSince(db: Db | Tx, eventId: string, toldUntil: Date | null, now: Date) {
  const windowStart = new Date(now.getTime() - NEWS_WINDOW_MS);
  const since = toldUntil && toldUntil > windowStart ? toldUntil : windowStart;
  const rows = await db
    .select({ author: wallPosts.authorName, text: wallPosts.text })
    .from(wallPosts)
    .where(
      and(
        eq(wallPosts.eventId, eventId),
        eq(wallPosts.byHost, false),
        isNull(wallPosts.hiddenAt),
        gt(wallPosts.createdAt, since),
      ),
    )
    .orderBy(asc(wallPosts.createdAt));
  return rows.map((row) => `${row.author.trim() || 'A guest'}: ${postSnippet(row.text)}`);
}
