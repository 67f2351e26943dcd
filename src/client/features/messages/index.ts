// What other features use of the messages feature: the party page's feed, the host's message modal, and the
// invalidation of messages (a cancelled party's notice is a new blast).
export { MessagesFeed } from './MessagesFeed';
export { SendMessageModal } from './SendMessageModal';
export { useMessageInvalidation } from './queries';
