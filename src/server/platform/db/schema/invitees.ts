import { sql } from 'drizzle-orm';
import {
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
import { events, questions } from './events';
import { users } from './users';
import { createdAt } from './columns';

/** One row per guest of an event, so concurrent RSVPs never overwrite each other. */
export const invitees = pgTable(
  'invitees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['ORGANIZER', 'ATTENDEE'] }),
    rsvpStatus: text('rsvp_status', { enum: ['INVITED', 'SEEN', 'YES', 'NO', 'HIDDEN'] })
      .notNull()
      .default('INVITED'),
    inviteStatus: text('invite_status', {
      enum: ['PENDING', 'TRIGGERED', 'SUCCESS', 'OPENED', 'CLICKED', 'FAILED'],
    }),
    additionalGuestCount: integer('additional_guest_count').notNull().default(0),
    rsvpMessage: text('rsvp_message'),
    waitlistStatus: text('waitlist_status', { enum: ['PENDING_APPROVAL', 'DENIED', 'APPROVED'] }),
    notificationPreference: text('notification_preference', { enum: ['phone', 'email', 'both'] }),
    /** SHA-256 of the invitation token in the guest's link; the token itself is only in the link. */
    tokenHash: text('token_hash'),
    textPermissionGranted: boolean('text_permission_granted'),
    /** How the guest shares photos to the album (the RSVP link's `pu`): by hand, or matched by face. */
    photoUploadMode: text('photo_upload_mode', { enum: ['manual', 'magic'] }),
    /** The guest's own time zone (their browser's, sent with their answer): mails read times on it too. */
    timeZone: text('time_zone'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No index on event_id alone: the three below lead with it, and every answer would pay for a fourth.
    index('invitees_user_idx').on(t.userId),
    uniqueIndex('invitees_token_key').on(t.tokenHash),
    uniqueIndex('invitees_event_user_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('invitees_event_email_idx').on(t.eventId, t.email),
    // Whether a phone is on the list already (a new guest's answer, adding a guest): only rows with a phone.
    index('invitees_event_phone_idx')
      .on(t.eventId, t.phone)
      .where(sql`${t.phone} is not null`),
    // The event page's first faces and the paged guest list: a section is a few answers, read in invitation
    // order (keyset on created_at, id), so each page is a short index range however long the list is.
    index('invitees_event_rsvp_order_idx').on(t.eventId, t.rsvpStatus, t.createdAt, t.id),
  ],
);

/**
 * Every token that acts as an invitation (issue 37): an invitation may hold several, one per address it was
 * delivered to (derived from the invitee id and that address, so a re-send carries the same link) plus the
 * first one on `invitees.token_hash` (copied here by a trigger, migration 0022). When a host changes a guest's
 * e-mail or phone, the tokens that went to the old address are revoked, so a link that reached the wrong person
 * stops acting as the guest. Only SHA-256s are stored.
 */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => invitees.id, { onDelete: 'cascade' }),
    /** The address (e-mail or E.164 phone) it was delivered to; null: the first token, handed out before this. */
    sentTo: text('sent_to'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('invitation_tokens_invitee_idx').on(t.inviteeId)],
);

export type Song = {
  songUri: string;
  songName: string;
  artistName: string;
  albumName?: string;
  imageUrl?: string;
};

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => invitees.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text'),
    isYes: boolean('is_yes'),
    song: jsonb('song').$type<Song>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_invitee_question_key').on(t.inviteeId, t.questionId),
    // A question's answers (the CSV export's question columns, a question's delete cascading): one index range
    // instead of a probe per guest of the party.
    index('answers_question_idx').on(t.questionId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull().default(''),
    senderPhotoUrl: text('sender_photo_url'),
    message: text('message').notNull(),
    isTextBlast: boolean('is_text_blast').notNull().default(false),
    sendToStatuses: jsonb('send_to_statuses').$type<string[]>(),
    /** Set for a personal message to (or from) one invitee; null for a blast. */
    receiverInviteeId: uuid('receiver_invitee_id').references(() => invitees.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_event_idx').on(t.eventId, t.sentAt)],
);
