// What other parts of the app use of music: its router, its job and the watcher that queues it. The hosts' song
// export (songsCsvRoute.ts) is mounted by the app alone.
export { songSyncJob } from './jobs';
export { musicRouter } from './router';
export { watchSongRequests } from './watch';
