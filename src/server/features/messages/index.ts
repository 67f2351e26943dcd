// What other features use of messages.
export { messageSendJob } from './jobs';
export type { MessageJob, MessageRecipient } from './messageSender';
