import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  wallFollowInput,
  wallHideInput,
  wallInput,
  wallOpenInput,
  wallPostInput,
  wallPostRefInput,
  wallPostSchema,
  wallReactInput,
  wallReactResultSchema,
  wallSchema,
} from '../../../shared/wall/schema';
import { WALL_TEXT } from '../../../shared/wall/copy';
import { eventHostProcedure } from '../../core/procedures';
import { DomainError } from '../../platform/errors';
import { forbidden } from '../../platform/trpc/procedures';
import { router } from '../../platform/trpc/trpc';
import { wallPostNoticesJob } from '../notifications';
import { limitPerMember, wallMemberProcedure, type WallMember } from './access';
import {
  deletePost,
  findPost,
  isAuthor,
  isWallOpen,
  presentOne,
  readWall,
  setFollowing,
  setHidden,
  setOpen,
  setReaction,
  storePost,
} from './wall';
import type { Db } from '../../platform/db/client';

// The guest wall (issue 44, item 2): the party's hosts and guests post short notes and react to them on its
// page; hosts hide or delete any post and turn the wall off. Posts arrive live (the page's stream, kind 'wall',
// from migration 0024's trigger); each new post is told to the hosts by their update setting and to the guests
// who asked (notifications/wallNotices.ts).

const POSTS_PER_HOUR = 60;
const REACTIONS_PER_HOUR = 600;
const HOUR_MS = 3_600_000;

type WallEvent = { id: string; cancelledAt: Date | null };

/** New words go on a wall that is on, of a party that stands (a canceled party's wall is read-only). */
async function assertWritable(db: Db, event: WallEvent) {
  if (event.cancelledAt) throw new DomainError('CONFLICT', WALL_TEXT.cancelled);
  if (!(await isWallOpen(db, event.id))) throw new DomainError('CONFLICT', WALL_TEXT.closed);
}

/** Guests react, delete and follow only on a writable wall; hosts keep it either way, to tidy it. */
async function assertOpenFor(db: Db, event: WallEvent, member: WallMember) {
  if (member.kind === 'guest') await assertWritable(db, event);
}

export const wallRouter = router({
  /** A page of the wall, newest first (`cursor`: the oldest post shown so far). */
  getWall: wallMemberProcedure
    .input(wallInput)
    .output(wallSchema)
    .query(({ ctx, input }) => readWall(ctx.db, ctx.event, ctx.member, input.cursor)),

  /** A new post; the same postId sent again answers the stored post and tells nobody twice. */
  post: wallMemberProcedure
    .input(wallPostInput)
    .output(wallPostSchema)
    .mutation(async ({ ctx, input }) => {
      const { event, member } = ctx;
      await limitPerMember(ctx, 'wallPost', POSTS_PER_HOUR, HOUR_MS);
      // Hosts too: the post would be news on a wall nobody can see.
      await assertWritable(ctx.db, event);
      const { row, created } = await storePost(
        ctx.db,
        event.id,
        member,
        input.postId ?? randomUUID(),
        input.text,
      );
      if (created) await ctx.jobs.enqueue(wallPostNoticesJob, [{ postId: row.id }]);
      return presentOne(ctx.db, row, member);
    }),

  react: wallMemberProcedure
    .input(wallReactInput)
    .output(wallReactResultSchema)
    .mutation(async ({ ctx, input }) => {
      await limitPerMember(ctx, 'wallReact', REACTIONS_PER_HOUR, HOUR_MS);
      await assertOpenFor(ctx.db, ctx.event, ctx.member);
      const post = await findPost(ctx.db, ctx.event.id, input.postId, ctx.member);
      const reactions = await setReaction(ctx.db, post, ctx.member, input.reaction, input.on);
      return { postId: post.id, reactions };
    }),

  /** Its author, or any host: gone for everyone. */
  deletePost: wallMemberProcedure
    .input(wallPostRefInput)
    .output(z.object({ postId: z.string(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await assertOpenFor(ctx.db, ctx.event, ctx.member);
      const post = await findPost(ctx.db, ctx.event.id, input.postId, ctx.member);
      if (ctx.member.kind !== 'host' && !isAuthor(post, ctx.member)) throw forbidden(WALL_TEXT.notYours);
      await deletePost(ctx.db, post.id);
      return { postId: post.id, deleted: true as const };
    }),

  /** Hosts: hidden from guests (kept for the hosts, marked), or shown again. */
  hidePost: eventHostProcedure
    .input(wallHideInput)
    .output(wallPostSchema)
    .mutation(async ({ ctx, input }) => {
      const member: WallMember = { kind: 'host', userId: ctx.user.id, name: '', photoUrl: null };
      const post = await findPost(ctx.db, ctx.event.id, input.postId, member);
      return presentOne(ctx.db, await setHidden(ctx.db, post.id, input.hidden), member);
    }),

  /** Hosts: the wall on or off for guests (posts are kept). */
  setOpen: eventHostProcedure
    .input(wallOpenInput)
    .output(z.object({ open: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await setOpen(ctx.db, ctx.event.id, input.open, ctx.user.id);
      return { open: input.open };
    }),

  /** A guest: told of new posts, by mail or text as they chose, or not. Hosts go by their update setting. */
  follow: wallMemberProcedure
    .input(wallFollowInput)
    .output(z.object({ following: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.member.kind !== 'guest') {
        throw new DomainError('BAD_REQUEST', WALL_TEXT.hostsFollow);
      }
      await assertOpenFor(ctx.db, ctx.event, ctx.member);
      await setFollowing(ctx.db, ctx.event.id, ctx.member.invitee.id, input.following);
      return { following: input.following };
    }),
});
