import { inviteSendJob } from '../features/invitations/jobs';
import { messageSendJob } from '../features/messages/jobs';
import {
  deliverySendJob,
  noticesTickJob,
  partyActivityJob,
  wallPostNoticesJob,
} from '../features/notifications';
import { songSyncJob } from '../features/music';
import { newsletterConfirmJob } from '../features/landing/jobs';
import type { AnyJobDefinition } from '../platform/jobs';

/**
 * Every background job the app runs, one pg-boss queue and worker each (platform/jobs). A new job is one
 * defineJob in its feature's jobs.ts, listed here.
 */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  inviteSendJob,
  messageSendJob,
  deliverySendJob,
  partyActivityJob,
  wallPostNoticesJob,
  noticesTickJob,
  songSyncJob,
  newsletterConfirmJob,
];
