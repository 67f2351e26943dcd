// What other features may use of messages: storing a notice, choosing who receives it, and the job that
// delivers it (the cancellation notice events send).
export { messageSendJob } from './jobs';
export { blastRecipients, storeMessage } from './messages';
export type { MessageJob, MessageRecipient } from './messageSender';
