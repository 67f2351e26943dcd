// What other features may use of messages: storing a notice and choosing who receives it (the cancellation
// and deletion notices events send).
export { blastRecipients, storeMessage } from './messages';
