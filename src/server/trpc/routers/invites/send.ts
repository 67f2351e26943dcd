import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../../shared/rules/email';
import {
  INVITE_MESSAGES,
  sendInvitesInput,
  sendTemplateEmailInput,
} from '../../../../shared/schemas/invites';
import { invitees, userEmails, users } from '../../../db/schema';
import { publicUrl } from '../../../env';
import { invitationMail, inviteLinks } from '../../../jobs/inviteMail';
import { eventHostProcedure } from '../../procedures/events';

export const sendProcedures = {
  /**
   * 'Send to N': PENDING/FAILED guests become TRIGGERED now and get one queued send job each (jobs/queue.ts);
   * each ends in SUCCESS or, after the retries, FAILED. A crash between the two steps is repaired at start-up.
   */
  sendInvites: eventHostProcedure.input(sendInvitesInput).mutation(async ({ ctx, input }) => {
    const conditions = [
      eq(invitees.eventId, ctx.event.id),
      inArray(invitees.inviteStatus, ['PENDING', 'FAILED']),
    ];
    if (input.inviteeIds) conditions.push(inArray(invitees.id, input.inviteeIds));
    const triggered = await ctx.db
      .update(invitees)
      .set({ inviteStatus: 'TRIGGERED', updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: invitees.id });
    const ids = triggered.map((row) => row.id);
    await ctx.jobs.enqueueInvites(ids);
    return { triggered: ids, count: ids.length };
  }),

  /** 'Send preview': the invitation to the host's own address, marked as a preview, links acting on no guest. */
  sendTemplateEmail: eventHostProcedure.input(sendTemplateEmailInput).mutation(async ({ ctx, input }) => {
    let address = input.emailAddress?.trim() ?? '';
    if (!address) {
      const [stored] = await ctx.db
        .select({ email: userEmails.email })
        .from(userEmails)
        .where(eq(userEmails.userId, ctx.user.id))
        .limit(1);
      address = stored?.email ?? '';
    }
    if (!isValidEmail(address)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: INVITE_MESSAGES.enterValidEmail });
    }
    const to = normalizeEmail(address);
    const [host] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.user.id));
    const baseUrl = publicUrl(ctx.env);
    const links = inviteLinks(baseUrl, ctx.event.id, 'preview', 'preview');
    links.invitation = `${baseUrl}/event/${ctx.event.id}`;
    await ctx.mail.send(
      invitationMail({
        to,
        event: ctx.event,
        hostName: host?.name ?? '',
        guestName: '',
        links,
        baseUrl,
        preview: true,
      }),
    );
    return { message: INVITE_MESSAGES.inviteSentTo(to) };
  }),
};
