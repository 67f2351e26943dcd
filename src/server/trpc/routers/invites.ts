import { router } from '../trpc';
import { contactsProcedures } from './invites/contacts';
import { manageProcedures } from './invites/manage';
import { pageProcedures } from './invites/page';
import { rsvpProcedures } from './invites/rsvp';
import { sendProcedures } from './invites/send';

/**
 * The invitees domain: guests answering (RSVP), the event page for link holders, waitlist review, and the
 * host's guest list (manage, contacts, sending).
 */
export const invitesRouter = router({
  ...rsvpProcedures,
  ...pageProcedures,
  ...manageProcedures,
  ...contactsProcedures,
  ...sendProcedures,
});
