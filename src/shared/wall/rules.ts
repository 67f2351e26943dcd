import { BLAST_MAX } from '../constants';
import { MESSAGE_TEXT } from '../messages/copy';

// The wall's text rule as the party page checks it before sending (without zod, which the guest page does not
// load): the messages' rule, as the server's schema has it (shared/messages/schema.ts: messageTextSchema).

/** What is wrong with a post's text, in the messages' words, or null when it may be sent. */
export function postTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGE_TEXT.required;
  if (trimmed.length > BLAST_MAX) return MESSAGE_TEXT.tooLong;
  return null;
}
