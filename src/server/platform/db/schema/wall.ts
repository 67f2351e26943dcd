import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { invitees } from './invitees';
import { users } from './users';
import { createdAt } from './columns';

// A party's guest wall (issue 44): short notes and reactions its hosts and guests post on its page.

/**
 * One post. Its id is the author's own (made on their device), so a post sent twice (a retry after a lost reply)
 * is stored once. The name and photo are what the author showed when posting, never a contact detail. A host
 * may hide a post (it stays for the hosts, marked) or delete it (gone).
 */
export const wallPosts = pgTable(
  'wall_posts',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A guest's post: their invitation. */
    authorInviteeId: uuid('author_invitee_id').references(() => invitees.id, { onDelete: 'set null' }),
    /** A host's post, or a signed-in guest's: their account. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorPhotoUrl: text('author_photo_url'),
    byHost: boolean('by_host').notNull().default(false),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wall_posts_event_time').on(t.eventId, t.createdAt)],
);

/**
 * One reaction of one person to one post. `reactor` is who: `i:<invitee id>` for a guest, `u:<user id>` for a
 * host, so each person holds each reaction once.
 */
export const wallReactions = pgTable(
  'wall_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    reactor: text('reactor').notNull(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.reactor, t.reaction] })],
);

/** A party whose hosts turned its wall off (no row: the wall is on). */
export const closedWalls = pgTable('closed_walls', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A guest who asked to be told of new posts (guests hear of none unless they ask). */
export const wallFollowers = pgTable('wall_followers', {
  inviteeId: uuid('invitee_id')
    .primaryKey()
    .references(() => invitees.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull(),
  createdAt: createdAt(),
});
