// The cover history (spec section 7, getEventImageHistory): a user's uploaded covers and the covers they
// generated, newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { EventImageHistory } from '../../../shared/images/schema';
import type { Db } from '../../platform/db/client';
import { images } from '../../platform/db/schema';

/** More than the carousel's 48: the modal's 'View all' lists these. */
const HISTORY_MAX = 200;

export async function imageHistory(db: Db, userId: string): Promise<EventImageHistory> {
  const of = (kind: 'uploaded' | 'generated') =>
    db
      .select()
      .from(images)
      .where(and(eq(images.userId, userId), eq(images.kind, kind)))
      .orderBy(desc(images.createdAt))
      .limit(HISTORY_MAX);
  const [uploaded, generated] = await Promise.all([of('uploaded'), of('generated')]);
  return {
    uploadedImages: uploaded.map((row) => ({ imageUrl: row.url, createdAt: row.createdAt.getTime() })),
    images: generated.map((row) => ({
      imageUrl: row.url,
      createdAt: row.createdAt.getTime(),
      eventUuid: row.eventId,
      prompt: row.prompt,
      style: row.style,
    })),
  };
}
