import { and, eq, inArray, sql } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../shared/common/email';
import { SENDABLE_INVITE_STATUSES } from '../../../shared/guests/inviteFilters';
import {
  messageResultSchema,
  sendInvitesInput,
  sendInvitesResultSchema,
  sendTemplateEmailInput,
} from '../../../shared/guests/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { invitees, userEmails, users } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { senderAddress } from '../../platform/mail/mailText';
import { takeRecipients } from '../invitations';
import { invitationMail, previewLinks } from '../invitations';
import { inviteSendJob } from '../invitations';
import { rateLimit } from '../../platform/trpc/trpc';
import { DomainError } from '../../platform/errors';
import { eventHostOpenProcedure } from './access';

/** Sends per user in a window: plenty for clicking guests one by one, too few to flood a mail provider. */
export const SEND_INVITES_PER_WINDOW = 60;
/** Previews can go to any address, so far fewer of them. */
export const PREVIEWS_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;

const sendInvitesProcedure = eventHostOpenProcedure.use(
  rateLimit('sendInvites', SEND_INVITES_PER_WINDOW, WINDOW_MS),
);
const sendPreviewProcedure = eventHostOpenProcedure.use(
  rateLimit('sendTemplateEmail', PREVIEWS_PER_WINDOW, WINDOW_MS),
);

export const sendProcedures = {
  /**
   * 'Send to N': guests in the Unsent bucket who have not answered (INVITED, PENDING or FAILED: the shared
   * isPendingInvite rule) become TRIGGERED now and get one queued send job each (./jobs.ts); each ends in
   * SUCCESS or, after the retries, FAILED. With a list of ids only those guests are considered (an empty list
   * sends nothing). A crash between the two steps is repaired at start-up.
   */
  sendInvites: sendInvitesProcedure
    .input(sendInvitesInput)
    .output(sendInvitesResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.inviteeIds?.length === 0) return { triggered: [], count: 0 };
      const conditions = [
        eq(invitees.eventId, ctx.event.id),
        eq(invitees.rsvpStatus, 'INVITED'),
        inArray(invitees.inviteStatus, [...SENDABLE_INVITE_STATUSES]),
        sql`${invitees.role} is distinct from 'ORGANIZER'`,
      ];
      if (input.inviteeIds) conditions.push(inArray(invitees.id, input.inviteeIds));
      // 'Send e-mails only' (the text consent declined): guests invited by text (rules/textInvites) stay unsent.
      if (input.emailOnly) conditions.push(sql`coalesce(${invitees.email}, '') <> ''`);
      const ids = await ctx.db.transaction(async (tx) => {
        const triggered = await tx
          .update(invitees)
          .set({ inviteStatus: 'TRIGGERED', updatedAt: new Date() })
          .where(and(...conditions))
          .returning({ id: invitees.id });
        // Counted by recipient in the same transaction: a refused send triggers nobody and uses no budget.
        await takeRecipients(tx, ctx.user.id, triggered.length);
        return triggered.map((row) => row.id);
      });
      await ctx.jobs.enqueue(
        inviteSendJob,
        ids.map((inviteeId) => ({ inviteeId })),
      );
      return { triggered: ids, count: ids.length };
    }),

  /** 'Send preview': the invitation to the host's own address, marked as a preview, links acting on no guest. */
  sendTemplateEmail: sendPreviewProcedure
    .input(sendTemplateEmailInput)
    .output(messageResultSchema)
    .mutation(async ({ ctx, input }) => {
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
        throw new DomainError('BAD_REQUEST', INVITE_MESSAGES.enterValidEmail);
      }
      const to = normalizeEmail(address);
      await takeRecipients(ctx.db, ctx.user.id, 1);
      const [host] = await ctx.db
        .select({ name: users.name, photoUrl: users.photoUrl })
        .from(users)
        .where(eq(users.id, ctx.user.id));
      const baseUrl = publicUrl(ctx.env);
      const links = previewLinks(baseUrl, ctx.event.id);
      await ctx.mail.send(
        invitationMail({
          to,
          event: ctx.event,
          hostName: host?.name ?? '',
          hostPhotoUrl: host?.photoUrl,
          guestName: '',
          links,
          baseUrl,
          sender: senderAddress(ctx.env),
          preview: true,
        }),
      );
      return { message: INVITE_MESSAGES.inviteSentTo(to) };
    }),
};
