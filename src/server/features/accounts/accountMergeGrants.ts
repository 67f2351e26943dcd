import { and, eq, gt, isNull } from 'drizzle-orm';
import { MERGE_GRANT_TTL_MS } from '../../../shared/constants';
import type { Pii } from '../../../shared/common/phone';
import type { Db } from '../../platform/db/client';
import { accountMergeGrants } from '../../platform/db/schema';

/** Records that `userId` just proved `pii` (owned by another account), which lets them merge that account. */
export async function grantAccountMerge(db: Db, userId: string, pii: Pii): Promise<void> {
  await db.insert(accountMergeGrants).values({
    userId,
    channel: pii.channel,
    address: pii.address,
    expiresAt: new Date(Date.now() + MERGE_GRANT_TTL_MS),
  });
}

/** Uses up a live merge grant; false when there is none (never verified, expired or already used). */
export async function spendAccountMergeGrant(db: Db, userId: string, pii: Pii): Promise<boolean> {
  const used = await db
    .update(accountMergeGrants)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountMergeGrants.userId, userId),
        eq(accountMergeGrants.channel, pii.channel),
        eq(accountMergeGrants.address, pii.address),
        isNull(accountMergeGrants.usedAt),
        gt(accountMergeGrants.expiresAt, new Date()),
      ),
    )
    .returning({ id: accountMergeGrants.id });
  return used.length > 0;
}
