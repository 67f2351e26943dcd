import { router } from '../trpc';
import { pageProcedures } from './invites/page';
import { rsvpProcedures } from './invites/rsvp';

/**
 * The invitees domain: guests answering (RSVP), the event page for link holders, waitlist review, and the
 * host's guest list (manage, contacts, sending).
 */
export const invitesRouter = router({
  ...rsvpProcedures,
  ...pageProcedures,
});
