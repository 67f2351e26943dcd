import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { reactionCounts, reactorKey } from '../../../shared/wall/reactions';
import { WALL_PAGE, type Wall, type WallPost } from '../../../shared/wall/schema';
import { WALL_TEXT } from '../../../shared/wall/copy';
import type { Db } from '../../platform/db/client';
import { closedWalls, wallFollowers, wallPosts, wallReactions } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { memberKey, type WallMember } from './access';

// A party's wall as stored (schema/wall.ts): read a page as one member sees it, and the writes behind each
// procedure. Who may do what is decided before these run (access.ts, router.ts).

export type WallPostRow = typeof wallPosts.$inferSelect;

export async function isWallOpen(db: Db, eventId: string): Promise<boolean> {
  const [closed] = await db
    .select({ eventId: closedWalls.eventId })
    .from(closedWalls)
    .where(eq(closedWalls.eventId, eventId));
  return !closed;
}

/** Whether `member` wrote the post. */
export function isAuthor(
  row: Pick<WallPostRow, 'authorInviteeId' | 'authorUserId' | 'byHost'>,
  member: WallMember,
) {
  return member.kind === 'host'
    ? row.byHost && row.authorUserId === member.userId
    : row.authorInviteeId === member.invitee.id;
}

function present(
  row: WallPostRow,
  reactions: { reactor: string; reaction: string }[],
  member: WallMember,
): WallPost {
  const mine = isAuthor(row, member);
  return {
    postId: row.id,
    author: { name: row.authorName, photoUrl: row.authorPhotoUrl, isHost: row.byHost },
    text: row.text,
    postedAt: row.createdAt.getTime(),
    hidden: row.hiddenAt !== null,
    mine,
    canDelete: mine || member.kind === 'host',
    reactions: reactionCounts(reactions, reactorKey(memberKey(member))),
  };
}

async function reactionsOf(db: Db, postIds: string[]) {
  if (!postIds.length) return new Map<string, { reactor: string; reaction: string }[]>();
  const rows = await db
    .select({
      postId: wallReactions.postId,
      reactor: wallReactions.reactor,
      reaction: wallReactions.reaction,
    })
    .from(wallReactions)
    .where(inArray(wallReactions.postId, postIds));
  const byPost = new Map<string, { reactor: string; reaction: string }[]>();
  for (const row of rows) {
    const list = byPost.get(row.postId);
    if (list) list.push(row);
    else byPost.set(row.postId, [row]);
  }
  return byPost;
}

/** One post as `member` sees it now, with its reactions. */
export async function presentOne(db: Db, row: WallPostRow, member: WallMember): Promise<WallPost> {
  return present(row, (await reactionsOf(db, [row.id])).get(row.id) ?? [], member);
}

async function isFollowing(db: Db, inviteeId: string) {
  const [row] = await db
    .select({ inviteeId: wallFollowers.inviteeId })
    .from(wallFollowers)
    .where(eq(wallFollowers.inviteeId, inviteeId));
  return Boolean(row);
}

/**
 * A page of the wall, newest first, as `member` sees it: hosts get hidden posts too (marked), guests neither
 * those nor anything while the wall is off.
 */
export async function readWall(
  db: Db,
  event: { id: string; cancelledAt: Date | null },
  member: WallMember,
  cursor: string | null | undefined,
): Promise<Wall> {
  const isHost = member.kind === 'host';
  const [open, following] = await Promise.all([
    isWallOpen(db, event.id),
    isHost ? Promise.resolve(null) : isFollowing(db, member.invitee.id),
  ]);
  const base = { open, canPost: open && !event.cancelledAt, canModerate: isHost, following };
  if (!open && !isHost) return { ...base, posts: [], nextCursor: null };
  const older = cursor
    ? sql`(${wallPosts.createdAt}, ${wallPosts.id}) < (select created_at, id from ${wallPosts} where id = ${cursor} and event_id = ${event.id})`
    : undefined;
  const rows = await db
    .select()
    .from(wallPosts)
    .where(and(eq(wallPosts.eventId, event.id), isHost ? undefined : isNull(wallPosts.hiddenAt), older))
    .orderBy(desc(wallPosts.createdAt), desc(wallPosts.id))
    .limit(WALL_PAGE + 1);
  const page = rows.slice(0, WALL_PAGE);
  const reactions = await reactionsOf(
    db,
    page.map((row) => row.id),
  );
  return {
    ...base,
    posts: page.map((row) => present(row, reactions.get(row.id) ?? [], member)),
    nextCursor: rows.length > WALL_PAGE ? page[page.length - 1]!.id : null,
  };
}

/**
 * Stores a post once: the same id sent again by its author answers the stored post (created false); an id
 * another post already has is refused.
 */
export async function storePost(
  db: Db,
  eventId: string,
  member: WallMember,
  postId: string,
  text: string,
): Promise<{ row: WallPostRow; created: boolean }> {
  const [created] = await db
    .insert(wallPosts)
    .values({
      id: postId,
      eventId,
      authorInviteeId: member.kind === 'guest' ? member.invitee.id : null,
      authorUserId: member.kind === 'host' ? member.userId : member.invitee.userId,
      authorName: member.name,
      authorPhotoUrl: member.photoUrl,
      byHost: member.kind === 'host',
      text,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [stored] = await db.select().from(wallPosts).where(eq(wallPosts.id, postId));
  if (!stored || stored.eventId !== eventId || !isAuthor(stored, member)) {
    throw new DomainError('CONFLICT', WALL_TEXT.idTaken);
  }
  return { row: stored, created: false };
}

/** A post of this party that `member` can see (guests: not hidden), else NOT_FOUND. */
export async function findPost(db: Db, eventId: string, postId: string, member: WallMember) {
  const [row] = await db
    .select()
    .from(wallPosts)
    .where(and(eq(wallPosts.id, postId), eq(wallPosts.eventId, eventId)));
  if (!row || (row.hiddenAt && member.kind !== 'host')) throw new DomainError('NOT_FOUND', WALL_TEXT.gone);
  return row;
}

/** Gives or takes back one reaction; answers the post's reactions after. */
export async function setReaction(
  db: Db,
  post: WallPostRow,
  member: WallMember,
  reaction: string,
  on: boolean,
): Promise<WallPost['reactions']> {
  const reactor = reactorKey(memberKey(member));
  if (on) {
    await db
      .insert(wallReactions)
      .values({ postId: post.id, eventId: post.eventId, reactor, reaction })
      .onConflictDoNothing();
  } else {
    await db
      .delete(wallReactions)
      .where(
        and(
          eq(wallReactions.postId, post.id),
          eq(wallReactions.reactor, reactor),
          eq(wallReactions.reaction, reaction),
        ),
      );
  }
  return (await presentOne(db, post, member)).reactions;
}

export async function deletePost(db: Db, postId: string) {
  await db.delete(wallPosts).where(eq(wallPosts.id, postId));
}

/** Hides the post from guests (keeping when it was first hidden) or shows it again; answers the post after. */
export async function setHidden(db: Db, postId: string, hidden: boolean): Promise<WallPostRow> {
  const [row] = await db
    .update(wallPosts)
    .set({ hiddenAt: hidden ? sql`coalesce(${wallPosts.hiddenAt}, now())` : null })
    .where(eq(wallPosts.id, postId))
    .returning();
  // Found a moment ago; deleted since by another host.
  if (!row) throw new DomainError('NOT_FOUND', WALL_TEXT.gone);
  return row;
}

/** Turns the wall on or off for guests (a row in closed_walls while it is off). */
export async function setOpen(db: Db, eventId: string, open: boolean, byUserId: string) {
  if (open) await db.delete(closedWalls).where(eq(closedWalls.eventId, eventId));
  else await db.insert(closedWalls).values({ eventId, closedBy: byUserId }).onConflictDoNothing();
}

export async function setFollowing(db: Db, eventId: string, inviteeId: string, following: boolean) {
  if (following) await db.insert(wallFollowers).values({ inviteeId, eventId }).onConflictDoNothing();
  else await db.delete(wallFollowers).where(eq(wallFollowers.inviteeId, inviteeId));
}
