import type { AppDeps } from '../../platform/deps';
import { musicServiceFor } from '../../platform/providers/music';
import { songSyncJob } from './jobs';

/** Channel of the song_requested_notify migration: a song answer was saved, or a party got a new playlist; the payload is its id. */
export const SONG_REQUESTED_CHANNEL = 'elk_song_requested';

/**
 * Queues a party's song sync whenever PostgreSQL says one of its guests asked for a song. Every instance
 * hears the notification; the job's singleton key keeps it to one sync. Nothing to do without a music service.
 */
export function watchSongRequests(deps: AppDeps): void {
  if (!deps.notifications || !musicServiceFor(deps.env)) return;
  deps.notifications.subscribe(SONG_REQUESTED_CHANNEL, (eventId) => {
    deps.jobs
      .enqueue(songSyncJob, [{ eventId }])
      .catch((err: unknown) => deps.logger.warn({ err, eventId }, 'could not queue a song sync'));
  });
}
