// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MSG } from '../common/copy';
import { ANSWER_MAX, RSVP_MESSAGE_MAX } from '../constants';

export const RSVP_MESSAGES = {
  linkInvalid: 'This invitation link is not valid for this party.',
  cancelled: 'This party has been canceled, so it no longer takes RSVPs.',
  contactRequired: 'Please provide a valid email or phone number.',
  unknownQuestion: 'That question is not part of this party.',
  answerRequired: (question: string) => `${question}: ${MSG.requiredField}`,
  guestNotFound: 'Guest not found.',
  organizerHasNoWaitlist: 'The host is always on the list.',
  noWaitlist: 'This party has no waitlist.',
  failed: 'Sorry, something went wrong saving your RSVP. Please try again.',
  messageTooLong: `Please limit your message to ${RSVP_MESSAGE_MAX} characters.`,
  answerTooLong: `Please limit your answer to ${ANSWER_MAX} characters.`,
} as const;

/**
 * The guest's pick when the host lets guests choose how to be reached: the spec's communication options
 * ('Email', 'Text', 'Both email and text', section 9), keyed by the notification preference it records.
 */
export const CONTACT_CHANNEL_LABELS = { email: 'Email', phone: 'Text', both: 'Both email and text' } as const;
