import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { drafts } from '../db/schema';

export type DraftRow = typeof drafts.$inferSelect;

/** The user's own draft; someone else's draft is undefined, exactly like a missing one. */
export async function findOwnDraft(db: Db, userId: string, draftId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, draftId), eq(drafts.userId, userId)))
    .limit(1);
  return row;
}
