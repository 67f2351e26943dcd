import type { GuestRow } from '../../../shared/guests/schema';

/** One row of the host's guest list (guests.fetchGuestList), as the manage-invites page works with it. */
export type ManagedGuest = GuestRow;
