import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';
import { createdAt } from './columns';

/** Cover images a user uploaded or generated, for the image-history tabs. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['uploaded', 'generated'] }).notNull(),
    url: text('url').notNull(),
    storageKey: text('storage_key'),
    prompt: text('prompt'),
    style: text('style'),
    createdAt: createdAt(),
  },
  (t) => [index('images_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Coin balance is the sum of this ledger per user; purchases and spends are rows, never an updated total. A
 * PaymentIntent is credited by at most one purchase row (the unique index, whoever arrives first: the payment
 * return route or a webhook); its refund rows carry the same id.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['signup_grant', 'free_spent', 'purchase', 'image_generation', 'refund'],
    }).notNull(),
    taskId: text('task_id'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_ledger_user_idx').on(t.userId),
    uniqueIndex('coin_ledger_purchase_key')
      .on(t.paymentIntentId)
      .where(sql`${t.reason} = 'purchase'`),
    index('coin_ledger_payment_idx').on(t.paymentIntentId),
  ],
);
