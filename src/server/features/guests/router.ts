import { router } from '../../platform/trpc/trpc';
import { contactsProcedures } from './contactsRouter';
import { manageProcedures } from './manageRouter';
import { sendProcedures } from './sendRouter';
import { waitlistProcedures } from './waitlistRouter';

/** The host's guest list: adding and editing guests, contacts, sending invitations, and waitlist review. */
export const guestsRouter = router({
  ...manageProcedures,
  ...contactsProcedures,
  ...sendProcedures,
  ...waitlistProcedures,
});
