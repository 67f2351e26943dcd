import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ALBUM_CODE_ALPHABET, ALBUM_CODE_LENGTH, type AlbumUploadMode } from '../../../shared/album/rules';
import type { Db } from '../../platform/db/client';
import { albumPhotos, albums, invitees, users } from '../../platform/db/schema';
import { type AlbumRow, findAlbum } from './access';

// The album's rows: the album itself (made on first use), its photos, and the upload modes people keep.

export type PhotoRow = typeof albumPhotos.$inferSelect;

/** A fresh album code: 10 characters of the look-alike-free alphabet, from a CSPRNG (no modulo bias: 32 symbols). */
export function newAlbumCode(): string {
  const bytes = randomBytes(ALBUM_CODE_LENGTH);
  return [...bytes].map((byte) => ALBUM_CODE_ALPHABET[byte % ALBUM_CODE_ALPHABET.length]).join('');
}

/** The party's album, made now when it has none (two callers at once end up with the same one). */
export async function ensureAlbum(db: Db, eventId: string): Promise<AlbumRow> {
  const existing = await findAlbum(db, eventId);
  if (existing) return existing;
  await db.insert(albums).values({ eventId, code: newAlbumCode() }).onConflictDoNothing();
  const made = await findAlbum(db, eventId);
  if (!made) throw new Error('The album vanished right after it was made');
  return made;
}

/** The album's photos, oldest first (the order the party happened in). */
export function listPhotos(db: Db, eventId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(albumPhotos)
    .where(eq(albumPhotos.eventId, eventId))
    .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id));
}

export async function countPhotos(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(albumPhotos).where(eq(albumPhotos.eventId, eventId));
  return row?.n ?? 0;
}

/**
 * Adds a stored photo unless the album already holds `max`: the count and the insert are one statement, so
 * parallel uploads cannot push an album past its cap. Null when it is full.
 */
export async function insertPhoto(
  db: Db,
  photo: typeof albumPhotos.$inferInsert & { id: string },
  max: number,
): Promise<PhotoRow | null> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ${albumPhotos} (id, event_id, uploader_user_id, uploader_invitee_id, fullsize_url,
      thumbnail_url, fullsize_key, width, height, bytes)
    select ${photo.id}::uuid, ${photo.eventId}::uuid, ${photo.uploaderUserId ?? null}::uuid,
      ${photo.uploaderInviteeId ?? null}::uuid, ${photo.fullsizeUrl}, ${photo.thumbnailUrl},
      ${photo.fullsizeKey}, ${photo.width}::int, ${photo.height}::int, ${photo.bytes}::int
    where (select count(*) from ${albumPhotos} where event_id = ${photo.eventId}::uuid) < ${max}
    returning id`);
  if (!result.rows[0]) return null;
  return (await findPhoto(db, photo.eventId, photo.id)) ?? null;
}

export async function findPhoto(db: Db, eventId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.eventId, eventId), eq(albumPhotos.id, photoId)))
    .limit(1);
  return row;
}

export async function deletePhotoRow(db: Db, photoId: string): Promise<boolean> {
  const removed = await db
    .delete(albumPhotos)
    .where(eq(albumPhotos.id, photoId))
    .returning({ id: albumPhotos.id });
  return removed.length > 0;
}

export async function userUploadMode(db: Db, userId: string): Promise<AlbumUploadMode | null> {
  const [row] = await db
    .select({ mode: users.defaultPhotoUploadMode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.mode ?? null;
}

export async function setUserUploadMode(db: Db, userId: string, mode: AlbumUploadMode): Promise<void> {
  await db.update(users).set({ defaultPhotoUploadMode: mode }).where(eq(users.id, userId));
}

export async function setInviteeUploadMode(
  db: Db,
  inviteeId: string,
  mode: 'manual' | 'magic',
): Promise<void> {
  await db
    .update(invitees)
    .set({ photoUploadMode: mode, updatedAt: new Date() })
    .where(eq(invitees.id, inviteeId));
}

/** The photos a person added, everywhere (account deletion removes them with their files). */
export function photosAddedBy(db: Db, userId: string) {
  return db
    .select({ id: albumPhotos.id, eventId: albumPhotos.eventId })
    .from(albumPhotos)
    .where(eq(albumPhotos.uploaderUserId, userId));
}
