import { INVITE_RECIPIENTS_PER_HOUR } from '../../../shared/guests/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/client';
import { takeFromRateLimit } from '../../platform/rateLimit';
import { DomainError } from '../../platform/errors';

const HOUR_MS = 3_600_000;

/**
 * Takes `count` recipients from the host's hourly budget, or refuses the whole send naming the limit. One budget
 * for everything a host can mail to addresses they typed: invitations, previews and message blasts (a blast to
 * the Unsent group reaches guests who never had an invitation). Inside a transaction, a send that fails
 * afterwards gives its share back.
 */
export async function takeRecipients(db: Db | Tx, userId: string, count: number): Promise<void> {
  const budget = await takeFromRateLimit(
    db,
    `inviteRecipients:user:${userId}`,
    count,
    INVITE_RECIPIENTS_PER_HOUR,
    HOUR_MS,
  );
  if (!budget.taken) {
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      INVITE_MESSAGES.tooManyRecipients(INVITE_RECIPIENTS_PER_HOUR, budget.left),
    );
  }
}
