// What other features and the composition root may use of notifications: the notices a host's change sends
// guests (cancellation, updated invitation), its jobs and its router. The one-click unsubscribe route
// (unsubscribeRoutes.ts) is mounted by the app alone.
export { changedTimeOrPlace, noticeCancellation, noticeChange } from './eventNotices';
export { deliverySendJob, noticesTickJob, partyActivityJob, wallPostNoticesJob } from './jobs';
export { notificationsRouter } from './router';
export { noticeWaitlistDecision } from './waitlistDecision';
