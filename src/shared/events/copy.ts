// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MSG } from '../common/copy';

export const LOCATION_HIDDEN_TEXT = 'Please log in or RSVP to view the location';

/** A guest waiting for the host's approval (or denied) is not shown the place either (issue 38). */
export const LOCATION_WITHHELD_TEXT = 'The host shares the location with guests on the list';

export const EVENT_MESSAGES = {
  invalidTitle: 'Enter a valid title',
  requiredStart: MSG.requiredField,
  startInPast: 'Start date cannot be in the past',
  invalidDatePair: 'End time must be after start time',
  invalidDuration: 'Party cannot be over 2 weeks long',
  missingImage: 'Image is required',
  invalidLocation: 'Select a valid location from Google Maps',
  // Not in the spec's words (its pickers cannot produce such times); for callers that bypass the pickers.
  offTimeStep: 'Choose a time in 15-minute steps',
  songNeedsPlaylist: 'Song requests need a playlist. Connect your music first.',
} as const;

/** Why an event cannot be read or changed; the same words from every procedure and HTTP route. */
export const EVENT_STATE_MESSAGES = {
  notFound: 'Event not found.',
  alreadyStarted: 'This party has already started and can no longer be edited.',
  cancelled: 'This party has been canceled and can no longer be edited.',
} as const;
