import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { NEWSLETTER_COPY } from '../../../shared/landing/copy';
import { randomToken, sha256Hex } from '../../platform/auth/crypto';
import type { Db } from '../../platform/db/client';
import { newsletterSubscriptions } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { DomainError } from '../../platform/errors';
import type { JobDeps } from '../../platform/jobs';
import { newsletterConfirmationMail } from './mail';

// The landing footer's newsletter, with double opt-in: a signup stores the address (once, normalised) and has a
// confirmation e-mail sent; only the e-mailed link makes it a subscriber. Every signup answers the same, so the
// form tells nobody whether an address is already on the list; and an address gets at most one confirmation
// e-mail per NEWSLETTER_RESEND_MS however often it is typed in.

/** A repeated signup of a still unconfirmed address sends a new confirmation e-mail only after this long. */
export const NEWSLETTER_RESEND_MS = 10 * 60_000;
/** How long a confirmation link works. */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 3600_000;
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/**
 * Stores a signup and answers the subscription whose confirmation e-mail should go out now, or null (already
 * confirmed, or asked for within the resend delay). The claim is one conditional update, so two signups at
 * once send one e-mail.
 */
export async function recordSignup(db: Db, email: string, now = new Date()): Promise<string | null> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
  const resendBefore = new Date(now.getTime() - NEWSLETTER_RESEND_MS);
  const [claimed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmationRequestedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        isNull(newsletterSubscriptions.confirmedAt),
        or(
          isNull(newsletterSubscriptions.confirmationRequestedAt),
          lt(newsletterSubscriptions.confirmationRequestedAt, resendBefore),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return claimed?.id ?? null;
}

/**
 * Sends one subscription's confirmation e-mail with a fresh link (the job's one attempt). The token exists only
 * in the e-mail: the database keeps its hash. A subscription confirmed meanwhile gets nothing.
 */
export async function sendConfirmation(deps: JobDeps, subscriptionId: string): Promise<void> {
  const token = randomToken();
  const [row] = await deps.db
    .update(newsletterSubscriptions)
    .set({ tokenHash: sha256Hex(token), tokenExpiresAt: new Date(Date.now() + NEWSLETTER_LINK_TTL_MS) })
    .where(and(eq(newsletterSubscriptions.id, subscriptionId), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) return;
  const link = `${publicUrl(deps.env)}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  await deps.mail.send(newsletterConfirmationMail(row.email, link));
}

/**
 * Confirms the subscription a link's token belongs to. Opening the same link again while it is valid confirms
 * again (nothing changes); an unknown or expired token is refused in the same words either way.
 */
export async function confirmSubscription(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, sha256Hex(token)),
        gt(newsletterSubscriptions.tokenExpiresAt, new Date()),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw new DomainError('NOT_FOUND', NEWSLETTER_COPY.linkInvalid);
}
