import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { partiesWithUnsyncedSongs, syncSongRequests } from './songSync';

// The music feature's background jobs.

/**
 * Adds a party's new song requests to its playlist. One waiting job per party: a burst of requests (and both
 * app instances hearing the same notification) makes one sync. Retried with backoff when the service fails.
 */
export const songSyncJob = defineJob({
  name: 'song-sync',
  payload: z.object({ eventId: z.guid() }),
  handler: (deps, { eventId }) => syncSongRequests(deps, eventId),
  retry: { limit: 5, delaySeconds: 20, backoff: true },
  singletonKey: ({ eventId }) => eventId,
  logFields: ({ eventId }) => ({ eventId }),
  /** Requests made while no instance was listening (or before a crash) are synced at start. */
  onStart: async (deps, enqueue) => {
    const eventIds = await partiesWithUnsyncedSongs(deps);
    await enqueue(eventIds.map((eventId) => ({ eventId })));
  },
  expireInSeconds: 120,
});
