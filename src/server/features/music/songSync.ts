import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isTrackUri } from '../../../shared/music/rules';
import type { JobDeps } from '../../platform/jobs';
import {
  answers,
  cohosts,
  events,
  musicPlaylists,
  playlistTracks,
  questions,
} from '../../platform/db/schema';
import { MusicError, musicServiceFor } from '../../platform/providers/music';
import { withMusicAccess } from './connections';

// Guests' song requests reach the party's playlist here, in a job (one per party at a time): every requested
// track not yet added is added with the playlist owner's token, and remembered, so a track is added once
// however often the job runs. The owner must still be the party's organizer or an accepted cohost.

/** Adds the party's new song requests to its playlist; answers how many tracks were added. */
export async function syncSongRequests(deps: JobDeps, eventId: string): Promise<number> {
  const { db, env, logger } = deps;
  const service = musicServiceFor(env);
  if (!service) return 0;
  const [event] = await db
    .select({ playlistId: events.playlistId, organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event?.playlistId) return 0;
  const playlistId = event.playlistId;
  const [playlist] = await db
    .select({ ownerUserId: musicPlaylists.ownerUserId })
    .from(musicPlaylists)
    .where(eq(musicPlaylists.playlistId, playlistId));
  if (!playlist || !(await ownerHostsParty(deps, eventId, event.organizerId, playlist.ownerUserId))) {
    logger.warn({ eventId }, 'song requests not synced: the playlist is not one of a host of this party');
    return 0;
  }

  const requested = await db
    .selectDistinctOn([sql`${answers.song}->>'songUri'`], {
      songUri: sql<string>`${answers.song}->>'songUri'`,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(questions.eventId, eventId), eq(questions.questionType, 'SONG')))
    .orderBy(sql`${answers.song}->>'songUri'`, asc(answers.updatedAt));
  const uris = requested.map((r) => r.songUri).filter((uri): uri is string => !!uri && isTrackUri(uri));
  if (uris.length === 0) return 0;
  const alreadyAdded = await db
    .select({ songUri: playlistTracks.songUri })
    .from(playlistTracks)
    .where(
      and(
        eq(playlistTracks.eventId, eventId),
        eq(playlistTracks.playlistId, playlistId),
        inArray(playlistTracks.songUri, uris),
      ),
    );
  const known = new Set(alreadyAdded.map((a) => a.songUri));
  const fresh = uris.filter((uri) => !known.has(uri));
  if (fresh.length === 0) return 0;

  const added = await withMusicAccess(db, env, service, playlist.ownerUserId, async (access) => {
    await service.addTracks(access.accessToken, playlistId, fresh);
    return true;
  });
  if (!added) throw new MusicError('revoked', 'the playlist owner must connect their music again');
  await db
    .insert(playlistTracks)
    .values(fresh.map((songUri) => ({ eventId, playlistId, songUri })))
    .onConflictDoNothing();
  logger.info({ eventId, added: fresh.length }, 'song requests added to the playlist');
  return fresh.length;
}

async function ownerHostsParty(deps: JobDeps, eventId: string, organizerId: string | null, ownerId: string) {
  if (organizerId === ownerId) return true;
  const [cohost] = await deps.db
    .select({ id: cohosts.id })
    .from(cohosts)
    .where(and(eq(cohosts.eventId, eventId), eq(cohosts.userId, ownerId), eq(cohosts.status, 'accepted')))
    .limit(1);
  return Boolean(cohost);
}

/**
 * Parties with a playlist and a track request not yet added: the start-up sweep for missed notifications.
 * Typed requests (title and artist, no track) are never added, so they never make a party due.
 */
export async function partiesWithUnsyncedSongs(deps: JobDeps): Promise<string[]> {
  const rows = await deps.db.execute<{ event_id: string }>(sql`
    select distinct q.event_id from answers a
    join questions q on q.id = a.question_id and q.question_type = 'SONG'
    join events e on e.id = q.event_id and e.playlist_id is not null
    where a.song->>'songUri' like 'spotify:track:%'
      and not exists (select 1 from playlist_tracks t
        where t.event_id = q.event_id and t.playlist_id = e.playlist_id and t.song_uri = a.song->>'songUri')
    limit 1000`);
  return rows.rows.map((r) => r.event_id);
}
