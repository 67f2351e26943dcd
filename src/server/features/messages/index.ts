// What other features may use of messages: storing a notice, choosing who receives it, the job that delivers
// it (the cancellation notice events send), and which message changes a party page's live stream tells.
export { messageSendJob } from './jobs';
export { blastRecipients, storeMessage } from './messages';
export type { MessageJob, MessageRecipient } from './messageSender';
export { messageChangesConcern } from './liveMessages';
