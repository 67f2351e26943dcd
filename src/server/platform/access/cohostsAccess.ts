import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { cohostLinks } from '../db/schema';

export type CohostLinkRecord = typeof cohostLinks.$inferSelect;

/** The link when it belongs to this event and still works; a foreign, unknown or invalidated link is undefined. */
export async function findLiveCohostLink(
  db: DbOrTx,
  eventId: string,
  linkUuid: string,
): Promise<CohostLinkRecord | undefined> {
  const [link] = await db
    .select()
    .from(cohostLinks)
    .where(
      and(eq(cohostLinks.id, linkUuid), eq(cohostLinks.eventId, eventId), isNull(cohostLinks.invalidatedAt)),
    )
    .limit(1);
  return link;
}
