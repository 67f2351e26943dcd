import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { AlbumUploadMode, EventColors, EventLocation } from '../../../../shared/events/schema';
import { createdAt } from './columns';

const epochMs = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export type AlbumDetails = {
  albumUrl?: string;
  albumCode?: string;
  photoUploadMode?: AlbumUploadMode;
};

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    prompt: text('prompt'),
    photoUrl: text('photo_url'),
    colors: jsonb('colors').$type<EventColors>(),
    animation: text('animation'),
    backgroundAnimationUrl: text('background_animation_url'),
    backgroundAnimationSearchQuery: text('background_animation_search_query'),
    videoBackgroundDisabled: boolean('video_background_disabled').notNull().default(false),
    /** The covers the party had before its current one, newest first (spec: previousImages), at most 48. */
    previousImages: jsonb('previous_images')
      .$type<Array<{ imageUrl: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startTime: epochMs('start_time'),
    endTime: epochMs('end_time'),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The host's optional note to guests when cancelling, shown on the cancelled page and in the notice. */
    cancellationNote: text('cancellation_note'),
    location: jsonb('location').$type<EventLocation>(),
    openInvite: boolean('open_invite').notNull().default(true),
    publicGuestList: boolean('public_guest_list').notNull().default(true),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    hostNotification: text('host_notification', { enum: ['ATTENDEE_RSVP', 'DAILY_DIGEST'] })
      .notNull()
      .default('ATTENDEE_RSVP'),
    communicationPreference: text('communication_preference', {
      // GUEST_CHOOSES: the spec's value 3 (the guest picks e-mail, phone or both). A text column: no migration.
      enum: ['EMAIL', 'PHONE', 'BOTH', 'GUEST_CHOOSES'],
    })
      .notNull()
      .default('BOTH'),
    hasWaitlist: boolean('has_waitlist').notNull().default(false),
    playlistId: text('playlist_id'),
    albumDetails: jsonb('album_details').$type<AlbumDetails>(),
    inspirationId: text('inspiration_id'),
    /** Bumped on every change so clients can refresh caches (spec: event modification ids). */
    modificationId: integer('modification_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_organizer_idx').on(t.organizerId), index('events_start_idx').on(t.startTime)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    questionType: text('question_type', { enum: ['TEXT', 'YES_NO', 'SONG'] })
      .notNull()
      .default('TEXT'),
    isRequired: boolean('is_required').notNull().default(false),
  },
  (t) => [index('questions_event_idx').on(t.eventId, t.position)],
);

/** Saved drafts: a whole event form as JSON, of a new event or of an existing one (eventId). */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    startTime: epochMs('start_time'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_user_idx').on(t.userId, t.startTime),
    // One draft per user per edited event, so two overlapping autosaves cannot leave two drafts.
    uniqueIndex('drafts_user_event_key')
      .on(t.userId, t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);

export const cohosts = pgTable(
  'cohosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    status: text('status', { enum: ['pending', 'failed', 'success', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    linkId: uuid('link_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cohosts_event_idx').on(t.eventId),
    // fetchEvents looks up the events a user co-hosts.
    index('cohosts_user_idx').on(t.userId),
    uniqueIndex('cohosts_event_user_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** A host's shareable cohost link; invalidating it stops new cohosts joining through it. */
export const cohostLinks = pgTable('cohost_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  createdAt: createdAt(),
});
