import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The landing page's newsletter signups, one row per address (stored normalised, so an address signs up once).
 * Double opt-in: a row is a subscriber only once `confirmedAt` is set through the e-mailed link, whose token is
 * kept only as a hash and dies at `tokenExpiresAt`.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the last confirmation e-mail was asked for: a repeat signup inside the resend delay sends none. */
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_token_idx').on(t.tokenHash)],
);
