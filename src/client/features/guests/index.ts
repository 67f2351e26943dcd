import { shownOnDemand } from '../../app/ui/openedOnDemand';

// What other features use of the guests feature: the guest list and the waitlist review on the party page.
// The host's manage-invites page is loaded by the router; the waitlist review, which only hosts see, is fetched
// when it is shown (issue 14: a guest's first visit carries none of it).
export { GuestList } from './eventPage/GuestList';
export const WaitlistReview = shownOnDemand('waitlistReview', () =>
  import('./eventPage/WaitlistReview').then((m) => m.WaitlistReview),
);
export { useEventGuestsInvalidation } from './eventPage/eventGuestsQueries';
