// What other features use of the messages feature: the party page's feed and the host's message modal.
export { MessagesFeed } from './MessagesFeed';
export { SendMessageModal } from './SendMessageModal';
export { useMessageInvalidation } from './queries';
