import { and, desc, eq, sql } from 'drizzle-orm';
import { MUSIC_COPY } from '../../../shared/music/copy';
import { playlistNameFor } from '../../../shared/music/rules';
import type { CreatePlaylistResult, EventSongs } from '../../../shared/music/schema';
import type { Db } from '../../platform/db/client';
import { answers, musicPlaylists, questions, type Song } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import type { MusicService } from '../../platform/providers/music';
import { withMusicAccess } from './connections';

/**
 * The party's collaborative playlist, named after the party or 'Untitled Party' (spec section 4), in the
 * caller's account; `connect` when they must authorize first (never connected, or the grant is gone).
 */
export async function createPartyPlaylist(
  db: Db,
  env: Env,
  service: MusicService,
  userId: string,
  title: string | undefined,
): Promise<CreatePlaylistResult> {
  const name = playlistNameFor(title);
  const created = await withMusicAccess(db, env, service, userId, (access) =>
    service.createPlaylist(access.accessToken, access.providerUserId, name, MUSIC_COPY.playlistDescription),
  );
  if (!created) return { status: 'connect' };
  await db
    .insert(musicPlaylists)
    .values({ playlistId: created.id, ownerUserId: userId, name, url: created.url })
    .onConflictDoNothing();
  return { status: 'created', playlistId: created.id, playlistUrl: created.url };
}

export async function playlistUrlOf(db: Db, playlistId: string | null): Promise<string | null> {
  if (!playlistId) return null;
  const [row] = await db
    .select({ url: musicPlaylists.url })
    .from(musicPlaylists)
    .where(eq(musicPlaylists.playlistId, playlistId));
  return row?.url ?? `https://open.spotify.com/playlist/${encodeURIComponent(playlistId)}`;
}

/** At most this many distinct songs are listed on the event page. */
const SONGS_SHOWN = 100;

/** The songs the party's guests asked for, each once with how many asked, the latest request first. */
export async function requestedSongs(db: Db, eventId: string): Promise<EventSongs['songs']> {
  const rows = await db
    .select({
      song: sql<Song>`(array_agg(${answers.song} order by ${answers.updatedAt} desc))[1]`,
      requests: sql<number>`count(*)::int`,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(
        eq(questions.eventId, eventId),
        eq(questions.questionType, 'SONG'),
        sql`${answers.song} is not null`,
      ),
    )
    .groupBy(sql`${answers.song}->>'songUri'`)
    .orderBy(desc(sql`max(${answers.updatedAt})`))
    .limit(SONGS_SHOWN);
  return rows.map((row) => ({ ...row.song, requests: row.requests }));
}
