import {
  confirmNewsletterInput,
  confirmNewsletterOutput,
  subscribeNewsletterInput,
  subscribeNewsletterOutput,
} from '../../../shared/landing/schema';
import { publicProcedure } from '../../platform/trpc/procedures';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { newsletterConfirmJob } from './jobs';
import { confirmSubscription, recordSignup } from './newsletter';

const HOUR = 3600_000;

/** The landing page's own calls: the newsletter signup and its confirmation link. */
export const landingRouter = router({
  /** Stores the address and has a confirmation e-mail sent; answers the same whatever the address's state. */
  subscribeNewsletter: publicProcedure
    .use(rateLimit('newsletterSignup', 10, HOUR, { alsoPerIp: true }))
    .input(subscribeNewsletterInput)
    .output(subscribeNewsletterOutput)
    .mutation(async ({ ctx, input }) => {
      const subscriptionId = await recordSignup(ctx.db, input.emailAddress);
      if (subscriptionId) await ctx.jobs.enqueue(newsletterConfirmJob, [{ subscriptionId }]);
      return { success: true as const };
    }),

  /** The e-mailed link's button: makes the address a subscriber. */
  confirmNewsletter: publicProcedure
    .use(rateLimit('newsletterConfirm', 30, HOUR, { alsoPerIp: true }))
    .input(confirmNewsletterInput)
    .output(confirmNewsletterOutput)
    .mutation(async ({ ctx, input }) => {
      await confirmSubscription(ctx.db, input.token);
      return { confirmed: true as const };
    }),
});
