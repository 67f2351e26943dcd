import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { invitees } from './invitees';
import { users } from './users';
import { createdAt } from './columns';

/**
 * A party's photo album (spec section 3: albumDetails, existingAlbumId), made the first time anyone asks for it.
 * `code` is the album link's secret (albumCode): whoever holds the link may look and add photos, the way guests
 * at the party scan its QR code.
 */
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('albums_event_key').on(t.eventId), uniqueIndex('albums_code_key').on(t.code)],
);

/**
 * One photo of a party's album (spec section 3: photoMetas): a re-encoded full-size image and a thumbnail,
 * both kept by the storage provider under the photo's own folder. Who added it decides who may remove it: a
 * signed-in user, an invitation (a guest by link), or neither (someone holding the album link).
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploaderInviteeId: uuid('uploader_invitee_id').references(() => invitees.id, { onDelete: 'set null' }),
    fullsizeUrl: text('fullsize_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    fullsizeKey: text('fullsize_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('album_photos_event_idx').on(t.eventId, t.createdAt),
    index('album_photos_uploader_idx').on(t.uploaderUserId),
  ],
);
