import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxResultSchema } from '../../../shared/dev/schema';
import { outbox } from '../../platform/db/schema';
import { router } from '../../platform/trpc/trpc';
import { devProcedure } from './access';

/**
 * Tools for a person running the app locally: every procedure here answers NOT_FOUND in production and
 * FORBIDDEN to anyone not on the machine the server runs on (devProcedure).
 */
export const devRouter = router({
  outbox: devProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1).max(200).default(50),
          /** Only messages to this address or number (any case): one person's codes among everyone's. */
          to: z.string().trim().min(1).max(320).optional(),
        })
        .optional(),
    )
    .output(outboxResultSchema)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(input?.to ? sql`lower(${outbox.to}) = lower(${input.to})` : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(input?.limit ?? 50);
      return {
        mailProvider: ctx.mail.name,
        smsProvider: ctx.sms.name,
        messages: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    }),
});
