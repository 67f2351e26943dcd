import {
  messageSettingsSchema,
  setMessageOptOutInput,
  setUnsubscribedInput,
  unsubscribeStatusInput,
  unsubscribeStatusSchema,
} from '../../../shared/notifications/schema';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { authedProcedure } from '../../platform/trpc/procedures';
import { unsubscribeLinkProcedure } from './access';
import { accountOptedOut, setAccountOptOut, setUnsubscribed, unsubscribeStatus } from './unsubscribe';

// The unsubscribe page (by the link in an e-mail) and the profile's account-wide switch. The one-click POST
// mail clients send (RFC 8058) is an Express route beside this (unsubscribeRoutes.ts).

const changes = rateLimit('unsubscribe', 60, 10 * 60_000);

export const notificationsRouter = router({
  /** What the link's recipient gets now: this party's messages, and everything from Elk. */
  unsubscribeStatus: unsubscribeLinkProcedure
    .input(unsubscribeStatusInput)
    .output(unsubscribeStatusSchema)
    .query(({ ctx }) => unsubscribeStatus(ctx.db, ctx.unsubscribe)),

  /** Stops (or resumes) this party's messages, or every message to the address and its account. */
  setUnsubscribed: unsubscribeLinkProcedure
    .use(changes)
    .input(setUnsubscribedInput)
    .output(unsubscribeStatusSchema)
    .mutation(({ ctx, input }) => setUnsubscribed(ctx.db, ctx.unsubscribe, input.scope, input.unsubscribed)),

  /** The signed-in account's switch for messages about parties. */
  messageSettings: authedProcedure
    .output(messageSettingsSchema)
    .query(async ({ ctx }) => ({ optedOut: await accountOptedOut(ctx.db, ctx.user.id) })),

  setMessageOptOut: authedProcedure
    .use(changes)
    .input(setMessageOptOutInput)
    .output(messageSettingsSchema)
    .mutation(async ({ ctx, input }) => ({
      optedOut: await setAccountOptOut(ctx.db, ctx.user.id, input.optedOut),
    })),
});
