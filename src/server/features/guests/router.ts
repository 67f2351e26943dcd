import { router } from '../../platform/trpc/trpc';
import { contactsProcedures } from './contactsRouter';
import { manageProcedures } from './manageRouter';
import { pageProcedures } from '../rsvp/pageRouter';
import { rsvpProcedures } from '../rsvp/router';
import { sendProcedures } from './sendRouter';

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
