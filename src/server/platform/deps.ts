import type { DbNotifications } from './db/notifications';
import type { LiveChanges } from './live/liveChanges';
import type { JobDeps } from './jobs/define';
import type { JobQueue } from './jobs/queue';

/**
 * Everything created once at start-up and shared by every request: the services a job handler gets, and the
 * job queue itself (which a handler does not get, so no job reaches into a request's world).
 */
export type AppDeps = JobDeps & {
  /** Background jobs (pg-boss): invitation and message sends; see platform/jobs. */
  jobs: JobQueue;
  /**
   * This instance's LISTEN connection (db/notifications.ts), when one was started: caches that stay correct
   * across instances subscribe to it. Without it nothing is cached.
   */
  notifications?: DbNotifications;
  /**
   * The live updates of this instance (live/liveChanges.ts), fed by `notifications`: what the subscriptions
   * follow. Without it, subscriptions answer that live updates are unavailable.
   */
  live?: LiveChanges;
};
