import { SUPPORT_EMAIL } from '../../../shared/constants';
import { bulkAddSummary, INVITE_MESSAGES } from '../../../shared/guests/copy';

// The manage-invites page's wording. The spec's exact texts (sections 2, 5 and 8) are kept verbatim here;
// the few in-between labels the spec leaves open are written in the same voice.

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const INVITE_TEXT = {
  totalInvited: (n: number) => `${n} total invited`,
  walkIns: (n: number) => `+ ${n} ${plural(n, 'guest', 'guests')} joined through the link`,
  searchList: 'Search the list',
  importCsv: 'Import CSV',
  pasteList: 'Paste list',
  downloadList: 'Download list',
  copyLink: 'Copy link',
  copiedLink: 'Copied link!',
  searchPlaceholder: 'Invite guests by name or e-mail',
  contactsAvailable: (n: number) => `${n} ${plural(n, 'contact is', 'contacts are')} available to search`,
  getTheApp: 'Get the mobile app to invite guests straight from your phone contacts.',
  /** Instead of the app's suggestion when the site has no store page to link to. */
  inviteManyHint:
    'Type a name or e-mail above, or use Paste list or Import CSV to invite many guests at once.',
  sendPreview: 'Send preview',
  preview: 'Preview',
  sendToPending: (n: number) => `Send to ${n} pending ${plural(n, 'guest', 'guests')}`,
  noPendingInvites: 'No pending invites',
  emptyList: 'You have not invited anyone yet.',
  emptyListHint: 'Search your contacts above, paste a list of e-mails, or import a CSV.',
  noMatches: 'No guests match these filters.',
  /** The table's end while more pages are on the server. */
  loadMore: (shown: number, total: number) => `Load more (${shown} of ${total} shown)`,
  listFailed: 'Sorry, something went wrong loading your guest list.',
  skipAndViewInvite: 'Skip and view invite',
  // Leave guard
  unsentInvites: (n: number) => `You have ${n} unsent ${plural(n, 'invite', 'invites')}`,
  leaveQuestion: 'Are you sure you want to leave?',
  leaveAnyway: 'Leave anyway',
  backToSend: 'Back to send',
  // Toasts (spec section 8)
  // The server's wording, kept in one place (shared/schemas/invites.ts).
  guestsInvited: INVITE_MESSAGES.guestsInvited,
  /** After a paste or a CSV import: added to the list (not sent), duplicates skipped, entries unreadable. */
  bulkAdded: bulkAddSummary,
  guestInvited: INVITE_MESSAGES.guestInvited,
  inviteSentTo: INVITE_MESSAGES.inviteSentTo,
  added: (name: string) => `${name.trim() || 'Invitee'} added.`,
  // Add-guest input (spec section 5)
  // The spec's 'Create Contact' names something this row does not make: it adds a guest (issue 38).
  createContact: (search: string) => `Add guest "${search}"`,
  enterName: INVITE_MESSAGES.enterName,
  enterValidEmail: INVITE_MESSAGES.enterValidEmail,
  alreadyInvited: INVITE_MESSAGES.alreadyInvited,
  connected: 'Connected through the product',
  add: 'Add',
  // Paste list
  pasteTitle: 'Add e-mail addresses',
  pasteHint: 'Separate addresses with commas, semicolons or new lines. "Name <address>" works too.',
  pasteFixBelow: 'Fix the entries left below, or close this window.',
  // CSV import
  uploadTitle: 'Upload invites',
  uploadHint:
    'A .csv file with the columns Name and Email (in any order), and Phone if you like. Each row needs an e-mail or a phone; the name may be empty.',
  csvNotRecognized: INVITE_MESSAGES.csvNotRecognised,
  csvFailed:
    'Sorry, something went wrong. Please try again, and if the problem persists, contact Customer Support.',
  csvOnly: 'Only .csv files can be imported.',
  // Download CSV
  downloadTitle: 'Download CSV',
  download: 'Download',
  downloadFailed: 'Sorry, something went wrong downloading the guest list. Please try again.',
  // Send preview
  previewTitle: 'Send preview invite',
  previewHint: 'See the invitation the way your guests will.',
  send: 'Send',
  // Edit / delete invitee
  editTitle: 'Edit invitee',
  deleteTitle: 'Delete Invitee',
  deleteQuestion: (name: string) => `Remove ${name.trim() || 'this guest'} from the guest list?`,
  editEmailAndResend: 'Edit email and resend',
  sendInvite: 'Send invite',
  // Party created
  partyCreatedTitle: 'Your party is live!',
  partyCreatedBody: (title: string) => `Now invite people to ${title.trim() || 'Untitled Party'}.`,
  inviteByEmail: 'Invite by e-mail',
  orSendLink: 'Or send a link',
  supportEmail: SUPPORT_EMAIL,
} as const;

export const WAITLIST_LABELS = {
  PENDING_APPROVAL: 'Waitlisted',
  DENIED: 'Denied',
  APPROVED: 'Approved',
} as const;
