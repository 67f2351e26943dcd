import { assertGuestListOpen, eventHostProcedure } from '../../core/procedures';

/** Hosts and accepted cohosts changing the guest list: only while the party is not cancelled. */
export const eventHostOpenProcedure = eventHostProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});
