import { SUPPORT_EMAIL } from '../../../../shared/constants';

// The editor's own words (spec section 8) beside those of the event rules (shared/rules/eventValidation.ts).

export const SAVE_FAILED = `Sorry, something went wrong saving your party. Please try again. If the problem persists, please contact us at ${SUPPORT_EMAIL}.`;
export const DRAFT_SAVED = 'Draft saved.';
export const NOTHING_TO_SAVE = 'Add a title, an address, a description or an image first.';
export const EDIT_STARTED = 'This party has already started, so it can no longer be edited.';
export const NOT_HOST = 'Only the host can edit this party.';
export const EDIT_CANCELLED = 'This party has been canceled, so it can no longer be edited.';
export const DISCARD_CHANGES = {
  action: 'Discard changes',
  title: 'Discard changes',
  body: 'Throw away the changes you have not saved? The party stays as it was.',
  confirm: 'Yes, discard',
  keep: 'Keep editing',
} as const;
