import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null until the person finishes the name step (createElkUser): the account exists, the profile not yet. */
  name: text('name'),
  photoUrl: text('photo_url'),
  grantedTextPermission: boolean('granted_text_permission').notNull().default(false),
  textPermissionStatus: text('text_permission_status', { enum: ['UNDEFINED', 'GRANTED', 'REJECTED'] })
    .notNull()
    .default('UNDEFINED'),
  profileCreatedAt: timestamp('profile_created_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** When the text-message permission prompt was shown and closed, answered or not: it is asked once. */
  textPermissionAskedAt: timestamp('text_permission_asked_at', { withTimezone: true }),
  mergeNudgeSnoozedAt: timestamp('merge_nudge_snoozed_at', { withTimezone: true }),
  /** How this person adds photos to a party's album by default (getElkUser's defaultPhotoUploadMode). */
  defaultPhotoUploadMode: text('default_photo_upload_mode', { enum: ['manual', 'automatic'] }),
  /**
   * The personal calendar feed's link is signed with this number (accounts/calendarFeed.ts): resetting the link
   * counts it up, and every link signed before stops working. No secret of the link itself is stored.
   */
  calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
  createdAt: createdAt(),
});

/** A user may have several verified e-mail addresses; each belongs to one user. */
export const userEmails = pgTable(
  'user_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_emails_email_key').on(t.email), index('user_emails_user_idx').on(t.userId)],
);

/** Phone numbers in E.164. */
export const userPhones = pgTable(
  'user_phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_phones_phone_key').on(t.phone), index('user_phones_user_idx').on(t.userId)],
);

/** Session id is the SHA-256 (hex) of the token the client holds; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by e-mail or SMS, stored only as an HMAC. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    address: text('address').notNull(),
    /** sign-in, or adding an identity to a signed-in user (merge flow). */
    purpose: text('purpose', { enum: ['sign_in', 'add_pii'] })
      .notNull()
      .default('sign_in'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

/** Short-lived single-use tokens proving a verified identity, exchanged by `authenticate`. */
export const signInTokens = pgTable('sign_in_tokens', {
  id: text('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'phone', 'google', 'apple', 'refresh'] }).notNull(),
  address: text('address').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** People a user created by hand as contacts; people they invited before come from invitees. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_owner_idx').on(t.ownerId),
    uniqueIndex('contacts_owner_email_key')
      .on(t.ownerId, t.email)
      .where(sql`${t.email} is not null`),
  ],
);

/**
 * Long-lived refresh tokens (spec: refetchAccessToken), one per signed-in device. Only the SHA-256 of the
 * token is stored; using one deletes it and hands out a new one (rotation), so a copied token works once.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId, t.deviceId)],
);

/** A Google or Apple account (its stable `sub`) linked to a user, so a changed e-mail still signs in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Proof that a signed-in user just verified an e-mail or phone that belongs to another account: what
 * confirmUserMerge needs before it merges that account in. Single use, short-lived.
 */
export const accountMergeGrants = pgTable(
  'account_merge_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_merge_grants_user_idx').on(t.userId, t.channel, t.address)],
);
