/**
 * The guest wall on the wire (issue 44).
 *
 * tRPC paths (router `wall`):
 * - wall.getWall     query    WallInput -> Wall           hosts and the party's guests (session or link token),
 *                                                          a page at a time (cursor: the last page's nextCursor)
 * - wall.post        mutation WallPostInput -> WallPost   the same; refused while the wall is off or the party
 *                                                          is canceled. A repeated postId stores nothing new.
 * - wall.react       mutation WallReactInput -> Wall post's reactions
 * - wall.deletePost  mutation its author or a host
 * - wall.hidePost    mutation hosts (signed in): hidden from guests, kept for the hosts, marked
 * - wall.setOpen     mutation hosts (signed in): the wall on or off for guests
 * - wall.follow      mutation guests: told of new posts (mail or text, by their preference) or not
 * Posts carry a name and photo, never a contact detail.
 */
import { z } from 'zod';
import { idSchema, textSchema } from '../common/schema';
import { messageTextSchema } from '../messages/schema';
import { WALL_REACTIONS } from './reactions';

/** Who is asking: the party, and the guest's link when they have no session. */
export const wallCredentials = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: textSchema().min(1).max(200).optional(),
});

export const wallInput = wallCredentials.extend({
  /** The oldest post shown so far (the last page's nextCursor): the page before it is answered. */
  cursor: idSchema.nullish(),
});

/** The text rules and limits of messages (spec section 5): required, at most 1000 characters. */
export const wallPostInput = wallCredentials.extend({
  /** Made by the author's device, so a retried post is stored once (the server makes one when absent). */
  postId: idSchema.optional(),
  text: messageTextSchema,
});

export const wallReactionSchema = z.enum(WALL_REACTIONS, { error: 'Choose one of the reactions.' });

export const wallReactInput = wallCredentials.extend({
  postId: idSchema,
  reaction: wallReactionSchema,
  /** Given (true) or taken back (false). */
  on: z.boolean(),
});

export const wallPostRefInput = wallCredentials.extend({ postId: idSchema });

export const wallHideInput = z.object({ eventId: idSchema, postId: idSchema, hidden: z.boolean() });
export const wallOpenInput = z.object({ eventId: idSchema, open: z.boolean() });
export const wallFollowInput = wallCredentials.extend({ following: z.boolean() });

export const reactionCountSchema = z.object({
  reaction: wallReactionSchema,
  count: z.number().int(),
  mine: z.boolean(),
});

export const wallPostSchema = z.object({
  postId: z.string(),
  author: z.object({ name: z.string(), photoUrl: z.string().nullable(), isHost: z.boolean() }),
  text: z.string(),
  /** Epoch milliseconds. */
  postedAt: z.number(),
  /** Hidden by a host: only hosts get such posts, marked. */
  hidden: z.boolean(),
  mine: z.boolean(),
  canDelete: z.boolean(),
  reactions: z.array(reactionCountSchema),
});
export type WallPost = z.infer<typeof wallPostSchema>;

export const wallSchema = z.object({
  /** On for guests (hosts see the wall either way). */
  open: z.boolean(),
  canPost: z.boolean(),
  /** Hosts: may hide and delete any post and turn the wall off. */
  canModerate: z.boolean(),
  /** A guest: told of new posts. Null for hosts (their update setting decides). */
  following: z.boolean().nullable(),
  /** Newest first, a page at a time. */
  posts: z.array(wallPostSchema),
  /** Older posts wait beyond this page: ask again with this as the cursor. */
  nextCursor: z.string().nullable(),
});
export type Wall = z.infer<typeof wallSchema>;

export const wallReactResultSchema = z.object({
  postId: z.string(),
  reactions: z.array(reactionCountSchema),
});

/** The wall's page size. */
export const WALL_PAGE = 30;
