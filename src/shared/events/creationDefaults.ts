import type { CommunicationPreference } from './schema';

// What a party made in the editor starts with. Spec section 9: reminders, the public guest list and extra guests
// (openInvite) start off in the creation panel. Guests choose how to be reached (the spec's value 3), so an
// uninvited guest gives one contact, not both an e-mail and a phone (issue 38, item 7). The Event entity's own
// defaults (section 3: the three switches on, communication BOTH) stay the wire's: they apply wherever the
// fields are not sent, and the server's schema fills them in (test/api/events/openInviteDefault.test.ts).
export const CREATION_PANEL_DEFAULTS: {
  openInvite: boolean;
  publicGuestList: boolean;
  remindersEnabled: boolean;
  communicationPreference: CommunicationPreference;
} = {
  openInvite: false,
  publicGuestList: false,
  remindersEnabled: false,
  communicationPreference: 'GUEST_CHOOSES',
};
