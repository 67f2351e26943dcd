// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { BLAST_MAX } from '../constants';

export const MESSAGE_TEXT = {
  pickGroup: 'Please select at least one recipient group',
  tooLong: `Please limit your message to ${BLAST_MAX} characters.`,
  blastEmail: 'Please enter a valid email',
  required: 'Please enter a message.',
  sent: 'Message sent.',
  notAGuest: 'That guest is not on this party.',
  onlyGuests: 'Only guests of this party can read its messages.',
  cancelled: (title: string) => `${title} has been canceled.`,
} as const;
