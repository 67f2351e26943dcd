import { randomToken, sha256Hex } from '../../src/server/platform/auth/crypto';
import { newsletterSubscriptions } from '../../src/server/platform/db/schema';
import type { TestApp } from './testApp';

let count = 0;

/**
 * A newsletter signup waiting for its confirmation, as the confirmation job leaves it (the token's hash stored,
 * valid for a day); answers the token the e-mailed link would carry.
 */
export async function pendingNewsletterToken(t: Pick<TestApp, 'db'>): Promise<string> {
  const token = randomToken();
  await t.db.insert(newsletterSubscriptions).values({
    email: `pending-${Date.now()}-${++count}@example.com`,
    tokenHash: sha256Hex(token),
    tokenExpiresAt: new Date(Date.now() + 24 * 3600_000),
    confirmationRequestedAt: new Date(),
  });
  return token;
}
