// What other features may use of guests: the invitee records (answers, tokens, aliases, contact lookups), the
// links and tokens invitation mail carries, the hourly recipient budget that messages share, the one contact
// rule every message to a guest follows, the calendar file, and the failed-send reasons the guest table shows.
export {
  aliasInviteeId,
  findInviteeByContact,
  loadAnswers,
  newInviteToken,
  ownInviteeView,
} from './invitees';
export { invitationWhen, inviteLinks, inviteTokenFor } from './inviteMail';
export { takeRecipients } from './recipientBudget';
export { attendeeFor, countGuestGroups, firstFaces } from './eventGuests';
export { accountContact, type GuestReach, reachGuest, reachGuests, storedOptOuts } from './inviteContact';
export { CONTACT_REASONS, type Route } from './contactRules';
export { eventIcs, icsCalendarText, type IcsMethod, mailOrganizer, partyIcsEvent } from './calendar';
export {
  clearSendFailure,
  clearSendFailures,
  failureReason,
  recordSendFailure,
  type SendKind,
} from './sendFailures';
export { personalLink } from './personalLink';
export { type CardButton, greetingLine, greetingName, partyCardHtml, type PartyCard } from './invitationCard';
