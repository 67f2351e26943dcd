import { MSG } from '../../../shared/common/copy';
import { PRIVATE_GUEST_LIST_TEXT } from '../../../shared/guests/copy';
import { guestPageSchema, listEventGuestsInput, sectionsFor } from '../../../shared/guests/guestListPage';
import { isHostRole, ownInvitationOf } from '../../core/access/eventsAccess';
import { DomainError } from '../../platform/errors';
import { eventViewerProcedure } from '../../core/procedures';
import { attendeeFor, sectionPage } from './eventGuests';

export const eventGuestsProcedures = {
  /**
   * One page of one section of the event page's guest list ('Show all', the guest list modal), in invitation
   * order, by cursor. Whoever may open the event page may call it (same inputs as getEvent) and sees what the
   * page shows: hosts everything; others, only when the list is public, the listed guests under aliases, and
   * their own row in full. Nothing is written (no invitation is marked seen or claimed).
   */
  listEventGuests: eventViewerProcedure
    .input(listEventGuestsInput)
    .output(guestPageSchema)
    .query(async ({ ctx, input }) => {
      const { viewer } = ctx;
      const forHosts = isHostRole(viewer.role);
      const sectionViewer = { forHosts, hasWaitlist: viewer.event.hasWaitlist };
      if (!forHosts && !viewer.event.publicGuestList && input.section !== 'host')
        throw new DomainError('FORBIDDEN', PRIVATE_GUEST_LIST_TEXT);
      if (!forHosts && (input.section === 'unsent' || input.section === 'waitlist'))
        throw new DomainError('FORBIDDEN', MSG.forbidden);
      // A host asking for the waitlist of a party without one: there is nobody on it.
      if (!sectionsFor(sectionViewer).includes(input.section)) return { guests: [], nextCursor: null };
      const page = await sectionPage(ctx.db, viewer.event.id, input.section, sectionViewer, input);
      const reader = { ...sectionViewer, ownInviteeId: ownInvitationOf(viewer)?.id };
      return { guests: page.rows.map((row) => attendeeFor(row, reader)), nextCursor: page.nextCursor };
    }),
};
