// What other features use of the RSVP feature: the guest's answer panel on the party page, and the invitation
// credentials a guest without an account acts with. The action routes' page is loaded by the router.
export { RsvpPanel } from './RsvpPanel';
export { clearGuestAccess, type GuestAccess, loadGuestAccess, saveGuestAccess } from './guestAccess';
