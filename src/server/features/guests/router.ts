import { router } from '../../platform/trpc/trpc';
import { contactsProcedures } from './contactsRouter';
import { eventGuestsProcedures } from './eventGuestsRouter';
import { liveProcedures } from './liveRouter';
import { manageProcedures } from './manageRouter';
import { sendProcedures } from './sendRouter';
import { waitlistProcedures } from './waitlistRouter';

/**
 * The host's guest list: adding and editing guests, contacts, sending invitations, and waitlist review; and the
 * event page's guest list, page by page, for everyone who may see it; and the table's live updates.
 */
export const guestsRouter = router({
  ...manageProcedures,
  ...contactsProcedures,
  ...sendProcedures,
  ...waitlistProcedures,
  ...eventGuestsProcedures,
  ...liveProcedures,
});
