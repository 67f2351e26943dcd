// What other parts of the app use of music: its router, the hosts' song export, its job and the watcher that
// queues it.
export { songSyncJob } from './jobs';
export { musicRouter } from './router';
export { songsCsvRouter } from './songsCsvRoute';
export { watchSongRequests } from './watch';
