// The host-only guest-list methods with a valid input for a party, for the tests that check each one refuses
// callers who are not its hosts (invites.test.ts, invitesGuards.test.ts).

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export type HostOnlyCall = [method: string, params: (eventId: string) => Record<string, unknown>];

export const HOST_ONLY_INVITE_CALLS: HostOnlyCall[] = [
  ['fetchGuestList', (eventId) => ({ eventId })],
  ['queueInvites', (eventId) => ({ eventId, invitees: [{ name: 'Z', email: 'z@example.com' }] })],
  ['sendInvites', (eventId) => ({ eventId })],
  ['sendTemplateEmail', (eventId) => ({ eventId, emailAddress: 'z@example.com' })],
  ['deletePendingInvites', (eventId) => ({ eventId, inviteIds: [NO_SUCH_ID] })],
  ['deleteInvitees', (eventId) => ({ eventId, inviteeIds: [NO_SUCH_ID] })],
  [
    'editInvitee',
    (eventId) => ({
      eventId,
      invitee: { inviteeId: NO_SUCH_ID, name: 'Z', rsvpStatus: 'YES', additionalGuestCount: 0 },
    }),
  ],
];
