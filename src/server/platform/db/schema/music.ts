import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';
import { createdAt } from './columns';

/**
 * A user's connection to the music-streaming service (Spotify). The tokens are stored encrypted (AES-256-GCM,
 * features/music/tokenCrypto.ts): a copy of the database alone does not give access to anyone's account.
 */
export const musicConnections = pgTable('music_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['spotify'] })
    .notNull()
    .default('spotify'),
  providerUserId: text('provider_user_id').notNull(),
  displayName: text('display_name'),
  accessToken: text('access_token').notNull(),
  /** Null when the service gave none: the next expiry sends the host through the authorization flow again. */
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An authorization flow under way: its state, the PKCE verifier (never sent to the browser) and who began it. */
export const musicAuthorizations = pgTable(
  'music_authorizations',
  {
    state: text('state').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('music_authorizations_user_idx').on(t.userId)],
);

/** Playlists Elk created, and whose account owns them: guests' songs are added with the owner's token. */
export const musicPlaylists = pgTable('music_playlists', {
  playlistId: text('playlist_id').primaryKey(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  url: text('url'),
  createdAt: createdAt(),
});

/** Songs already added to a party's playlist, so a request is added once however often it is synced. */
export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playlistId: text('playlist_id').notNull(),
    songUri: text('song_uri').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.playlistId, t.songUri] })],
);
