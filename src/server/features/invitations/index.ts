// What other features may use of invitations: the links and tokens invitation mail carries, sending it (the job
// and the mail), the party card every guest mail shows, the hourly recipient budget that messages share, the one
// contact rule every message to a guest follows, the calendar file, and the failed-send reasons the guest table
// shows. The host's list that decides whom to invite is the guests feature's.
export { invitationMail, invitationWhen, inviteLinks, inviteTokenFor, previewLinks } from './inviteMail';
export { inviteSendJob } from './jobs';
export { revokeTokensNotTo } from './invitationTokens';
export { takeRecipients } from './recipientBudget';
export { accountContact, type GuestReach, reachGuest, reachGuests, storedOptOuts } from './inviteContact';
export { CONTACT_REASONS, type Route } from './contactRules';
export {
  eventIcs,
  icsCalendarText,
  icsFeedText,
  type IcsMethod,
  mailOrganizer,
  partyIcsEvent,
} from './calendar';
export {
  clearSendFailure,
  clearSendFailures,
  failureReason,
  recordSendFailure,
  type SendKind,
} from './sendFailures';
export { personalLink } from './personalLink';
export { type CardButton, greetingLine, greetingName, partyCardHtml, type PartyCard } from './invitationCard';
