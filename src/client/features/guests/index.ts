// What other features use of the guests feature: the guest list and the waitlist review on the party page, and
// reading its pages again when the party changed. The host's manage-invites page is loaded by the router.
export { GuestList } from './eventPage/GuestList';
export { WaitlistReview } from './eventPage/WaitlistReview';
export { useEventGuestsInvalidation } from './queries';
