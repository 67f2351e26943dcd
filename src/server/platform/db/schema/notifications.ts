import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { invitees } from './invitees';
import { users } from './users';
import { createdAt } from './columns';

// What the notifications feature keeps: the messages it owes people (deliveries), who asked for none
// (unsubscribes), what it already told whom (marks, reminder runs), and the last failure of a guest's sends.

/** Per party: when the hosts last heard of answers, the digest's day, and the calendar's SEQUENCE. */
export const partyNotices = pgTable('party_notices', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** The last 'as they arrive' message to the hosts: the next waits a minute from it. */
  hostUpdateSentAt: timestamp('host_update_sent_at', { withTimezone: true }),
  /** Daily digest: answers are waiting to be told at the next 9:00. */
  digestDue: boolean('digest_due').notNull().default(false),
  /** The party's local date (YYYY-MM-DD) of the last digest run, so a day has at most one. */
  digestDoneOn: text('digest_done_on'),
  /** iCalendar SEQUENCE of the invitation guests hold: +1 with each updated invitation or cancellation. */
  calendarSequence: integer('calendar_sequence').notNull().default(0),
  /** Daily digest: wall posts up to this moment were told (the next digest tells those after). */
  wallToldUntil: timestamp('wall_told_until', { withTimezone: true }),
});

/**
 * Per guest who answered: the answer (by its responded_at) the hosts were last told of, and the one the
 * guest was last sent a confirmation of. An answer whose time differs from these is news.
 */
export const responseMarks = pgTable(
  'response_marks',
  {
    inviteeId: uuid('invitee_id')
      .primaryKey()
      .references(() => invitees.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    hostToldOf: timestamp('host_told_of', { withTimezone: true }),
    /** The answer (YES, NO…) the hosts were told then, so the next message can say what changed. */
    hostToldStatus: text('host_told_status'),
    confirmedOf: timestamp('confirmed_of', { withTimezone: true }),
  },
  (t) => [index('response_marks_event_idx').on(t.eventId)],
);

/** A reminder (24 h or 2 h) of a party for one start time, claimed once by whichever instance got there. */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '2h'] }).notNull(),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.startTime] })],
);

export const DELIVERY_KINDS = [
  'reminder',
  'cancel',
  'update',
  'confirmation',
  'waitlist',
  'host-update',
  'digest',
  'wall-post',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * One message owed to one address, sent by the 'delivery-send' job. The dedupe key makes each owed message
 * exist once however many instances decide it is due; the event and guest may be gone by the time it is sent
 * (a deleted party's notice), so `params` holds what the message needs.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    eventId: uuid('event_id'),
    inviteeId: uuid('invitee_id').references(() => invitees.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('deliveries_event_idx').on(t.eventId, t.kind),
  ],
);

/**
 * Who asked for no more messages, by key: 'party:i:<invitee>' (a guest, one party), 'party:u:<event>:<user>'
 * (a host, one party), 'all:u:<user>' (an account, every party), 'all:a:<sha-256 of the address>' (an address
 * without an account, every party).
 */
export const unsubscribes = pgTable('unsubscribes', {
  key: text('key').primaryKey(),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
  inviteeId: uuid('invitee_id').references(() => invitees.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The last failed send of each kind to a guest, with the reason, for the host's guest table. */
export const sendFailures = pgTable(
  'send_failures',
  {
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => invitees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviteeId, t.kind] })],
);
