// What answering needs, fetched as one piece when a guest opens an RSVP modal (see onDemand.ts): the modals,
// the draft they edit with its checks, and the phone-number library those use.
export { RsvpModal } from './RsvpModal';
export { attendancePayload, initialRsvpDraft } from '../../../shared/rsvp/rsvpForm';
