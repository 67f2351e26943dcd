// What other features and the composition root may use of notifications: the notices a host's change sends
// guests (cancellation, updated invitation), its jobs, its router and the one-click unsubscribe route.
export { changedTimeOrPlace, noticeCancellation, noticeChange } from './eventNotices';
export { deliverySendJob, noticesTickJob, partyActivityJob } from './jobs';
export { notificationsRouter } from './router';
export { unsubscribeRouter } from './unsubscribeRoutes';
export { noticeWaitlistDecision } from './waitlistDecision';
