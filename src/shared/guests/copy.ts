// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { GUEST_STATE_WORDS } from './guestStates';
import { MSG } from '../common/copy';

/**
 * The spec's RSVP labels, with its one word per state (rules/guestStates) for yes and no, so the table says
 * what the chips and the event page say. 'Opened' is a kind of Awaiting, like the invite statuses.
 */
export const RSVP_LABELS = {
  host: GUEST_STATE_WORDS.host,
  SEEN: 'Opened',
  YES: GUEST_STATE_WORDS.going,
  NO: GUEST_STATE_WORDS.declined,
  HIDDEN: 'Hidden',
} as const;

export const CONNECTED_CONTACT_TEXT = 'Connected through the product';

export const EDIT_INVITEE_MESSAGES = {
  name: MSG.enterValidName,
  email: MSG.enterValidEmail,
  duplicate: MSG.alreadyInvited,
} as const;

export const PRIVATE_GUEST_LIST_TEXT = 'Guest list is private for this event.';

export const INVITE_MESSAGES = {
  enterName: MSG.enterName,
  enterValidEmail: MSG.enterValidEmail,
  alreadyInvited: MSG.alreadyInvited,
  enterValidName: MSG.enterValidName,
  pastedInvalid: 'Please enter valid email addresses.',
  pastedNoneNew: 'No new invites found in pasted text.',
  csvNotRecognised: 'Sorry, that CSV is not in a format we recognize.',
  guestInvited: 'Guest invited successfully.',
  guestsInvited: (n: number) => `${n} guest(s) invited successfully.`,
  inviteSentTo: (email: string) => `Invite sent to ${email}.`,
  added: (name: string) => `${name || 'Invitee'} added.`,
  organizerNotDeletable: 'The host cannot be removed from the guest list.',
  guestNotFound: 'Guest not found.',
  tooMany: (max: number) => `You can add at most ${max} guests at once.`,
  contactRequired: MSG.enterValidEmail,
  /** A pasted entry or CSV row with neither an e-mail nor a phone. */
  contactMissing: 'Please enter an email or a phone number.',
  guestListReadOnly: 'This party has been canceled, so its guest list can no longer be changed.',
  connectedEmailLocked: "This guest is connected through the product, so their email can't be changed here.",
  notSharedMember: 'You can only add people you share a party with. Please enter their email instead.',
  tooManyRecipients: (max: number, left: number) =>
    `You can send at most ${max.toLocaleString('en-US')} invitations and messages an hour` +
    (left > 0 ? ` (${left.toLocaleString('en-US')} left this hour)` : '') +
    '. Please send fewer, or try again later.',
} as const;

/** What the guest table says about a guest's last failed send (GuestRow.sendError), by the kind of send. */
export const SEND_FAILURE_LABELS: Record<string, string> = {
  invite: 'Invitation not delivered',
  message: 'Message not delivered',
  reminder: 'Reminder not delivered',
  cancel: 'Cancellation notice not delivered',
  update: 'Updated invitation not delivered',
  confirmation: 'RSVP confirmation not delivered',
};

/** "Reminder not delivered: 550 No such user" */
export function sendFailureText(kind: string, reason: string): string {
  return `${SEND_FAILURE_LABELS[kind] ?? 'Not delivered'}: ${reason}`;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What a paste or a CSV import did (issue 38): adding puts guests on the list as Unsent, so it never says
 * "invited"; duplicates skipped and entries that could not be read are counted, so nothing vanishes unsaid.
 */
export function bulkAddSummary({
  added,
  skipped,
  invalid,
}: {
  added: number;
  skipped: number;
  invalid: number;
}) {
  const parts = [
    added > 0
      ? `${count(added, 'guest', 'guests')} added to the list (invitations not sent yet).`
      : 'No new guests added.',
  ];
  if (skipped > 0) parts.push(`${count(skipped, 'duplicate', 'duplicates')} skipped.`);
  if (invalid > 0) parts.push(`${count(invalid, 'entry', 'entries')} could not be read.`);
  return parts.join(' ');
}
