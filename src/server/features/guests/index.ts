// What other features may use of guests: the invitee records (answers, tokens, aliases, contact lookups), the
// links and tokens invitation mail carries, and the hourly recipient budget that messages share.
export {
  aliasInviteeId,
  findInviteeByContact,
  loadAnswers,
  newInviteToken,
  ownInviteeView,
} from './invitees';
export { inviteLinks, inviteTokenFor } from './inviteMail';
export { takeRecipients } from './recipientBudget';
export { attendeeFor, countGuestGroups, firstFaces } from './eventGuests';
