import { isPartyMember } from '../../core/access/partyMembers';
import { eventGuestProcedure } from '../../core/procedures';
import { forbidden } from '../../platform/trpc/procedures';

/**
 * Hosts and guests of the party (by session or link), not visitors: what only the party's own people see
 * (its song requests). ctx as eventGuestProcedure's.
 */
export const eventMemberProcedure = eventGuestProcedure.use(({ ctx, next }) => {
  if (!isPartyMember(ctx.viewer)) throw forbidden();
  return next();
});
