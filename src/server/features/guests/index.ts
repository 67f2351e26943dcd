// What other features may use of guests: the invitee records (answers, tokens, aliases, contact lookups) and the
// party's guest list as the event page shows it (an attendee's card, the groups' counts, the first faces).
// Sending invitations, their mail and links, and the contact rule are the invitations feature's.
export {
  aliasInviteeId,
  findInviteeByContact,
  loadAnswers,
  newInviteToken,
  ownInviteeView,
} from './invitees';
export { attendeeFor, countGuestGroups, firstFaces } from './eventGuests';
