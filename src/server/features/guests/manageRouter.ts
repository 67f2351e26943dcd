import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../shared/common/email';
import {
  deletedResultSchema,
  deleteInviteesInput,
  deletePendingInvitesInput,
  editInviteeInput,
  editInviteeResultSchema,
  fetchGuestListInput,
  guestListResultSchema,
  queueInvitesInput,
  queueInvitesResultSchema,
} from '../../../shared/guests/schema';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { invitees } from '../../platform/db/schema';
import { loadCohostIdentities, loadEventQuestions, loadNewGuestRows, toGuestRow } from './guestListRows';
import { loadGuestCounts, loadGuestPage } from './guestTableQuery';
import { queueGuests } from './inviteQueue';
import { revokeTokensNotTo } from '../invitations';
import { DomainError } from '../../platform/errors';
import { eventHostOpenProcedure } from './access';
import { eventHostProcedure } from '../../core/procedures';

/**
 * The host's guest list: read, add, edit and remove guests (spec section 7). Changes go through
 * eventHostOpenProcedure: a cancelled party's list is read-only.
 */
export const manageProcedures = {
  /**
   * One page of the host's table (issue 14): the page in the table's order and the whole list's numbers by
   * aggregates, so the response stays the same size whatever the size of the party.
   */
  fetchGuestList: eventHostProcedure
    .input(fetchGuestListInput)
    .output(guestListResultSchema)
    .query(async ({ ctx, input }) => {
      const [page, numbers, questions, cohosts] = await Promise.all([
        loadGuestPage(ctx.db, ctx.event, input),
        loadGuestCounts(ctx.db, ctx.event, input),
        loadEventQuestions(ctx.db, ctx.event.id),
        loadCohostIdentities(ctx.db, ctx.event.id),
      ]);
      return {
        eventId: ctx.event.id,
        title: ctx.event.title,
        hasWaitlist: ctx.event.hasWaitlist,
        ...page,
        // The same rule as the event page and the chips: people by state, hosts and walk-ins never "invited".
        ...numbers,
        questions,
        cohosts,
      };
    }),

  queueInvites: eventHostOpenProcedure
    .input(queueInvitesInput)
    .output(queueInvitesResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await queueGuests(ctx.db, ctx.event.id, ctx.user.id, input.invitees, {
        onDuplicate: input.skipDuplicates ? 'skip' : 'reject',
      });
      if (!result.ok) throw new DomainError('BAD_REQUEST', result.error);
      const count = result.createdIds.length;
      return {
        invitees: await loadNewGuestRows(ctx.db, result.createdIds),
        count,
        skipped: result.skipped,
        message: count === 1 ? INVITE_MESSAGES.guestInvited : INVITE_MESSAGES.guestsInvited(count),
      };
    }),

  /** Removes guests whose invitation has not gone out yet (PENDING or FAILED); others are left alone. */
  deletePendingInvites: eventHostOpenProcedure
    .input(deletePendingInvitesInput)
    .output(deletedResultSchema)
    .mutation(async ({ ctx, input }) => {
      const deleted = await ctx.db
        .delete(invitees)
        .where(
          and(
            eq(invitees.eventId, ctx.event.id),
            inArray(invitees.id, input.inviteIds),
            inArray(invitees.inviteStatus, ['PENDING', 'FAILED']),
            sql`${invitees.role} is distinct from 'ORGANIZER'`,
          ),
        )
        .returning({ id: invitees.id });
      return { deleted: deleted.length };
    }),

  deleteInvitees: eventHostOpenProcedure
    .input(deleteInviteesInput)
    .output(deletedResultSchema)
    .mutation(async ({ ctx, input }) => {
      const deleted = await ctx.db
        .delete(invitees)
        .where(
          and(
            eq(invitees.eventId, ctx.event.id),
            inArray(invitees.id, input.inviteeIds),
            sql`${invitees.role} is distinct from 'ORGANIZER'`,
          ),
        )
        .returning({ id: invitees.id });
      return { deleted: deleted.length };
    }),

  /** The edit-invitee modal: name, e-mail (not for connected guests), Yes/No, +N kept only for Yes. */
  editInvitee: eventHostOpenProcedure
    .input(editInviteeInput)
    .output(editInviteeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { invitee: edit } = input;
      const [row] = await ctx.db
        .select()
        .from(invitees)
        .where(and(eq(invitees.id, edit.inviteeId), eq(invitees.eventId, ctx.event.id)));
      if (!row) throw new DomainError('NOT_FOUND', INVITE_MESSAGES.guestNotFound);
      const name = edit.name.trim();
      if (!name || name.length > 128) {
        throw new DomainError('BAD_REQUEST', INVITE_MESSAGES.enterValidName);
      }
      let email = row.email;
      const typedEmail = edit.email?.trim() ? normalizeEmail(edit.email) : null;
      // A guest with an account shows 'Connected through the product' (spec section 5): their address is the
      // account's, so a different one is refused rather than silently dropped.
      if (row.userId != null && typedEmail != null && typedEmail !== row.email) {
        throw new DomainError('BAD_REQUEST', INVITE_MESSAGES.connectedEmailLocked);
      }
      if (row.userId == null && edit.email != null && edit.email.trim() !== '') {
        if (!isValidEmail(edit.email)) {
          throw new DomainError('BAD_REQUEST', INVITE_MESSAGES.enterValidEmail);
        }
        email = normalizeEmail(edit.email);
        if (email !== row.email) {
          const [taken] = await ctx.db
            .select({ id: invitees.id })
            .from(invitees)
            .where(
              and(eq(invitees.eventId, ctx.event.id), eq(invitees.email, email), ne(invitees.id, row.id)),
            )
            .limit(1);
          if (taken) throw new DomainError('BAD_REQUEST', INVITE_MESSAGES.alreadyInvited);
        }
      }
      // The host may only set Yes or No; INVITED keeps whatever the guest had (Unsent/Sent are shown, not chosen).
      const rsvpStatus = edit.rsvpStatus === 'INVITED' ? row.rsvpStatus : edit.rsvpStatus;
      const additionalGuestCount = rsvpStatus === 'YES' ? edit.additionalGuestCount : 0;
      const updated = await ctx.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(invitees)
          .set({ name, email, rsvpStatus, additionalGuestCount, updatedAt: new Date() })
          .where(eq(invitees.id, row.id))
          .returning();
        // A corrected address: the links that went to the old one stop acting as this guest (issue 37).
        if (email !== row.email) await revokeTokensNotTo(tx, saved!);
        return saved!;
      });
      return { invitee: toGuestRow(updated) };
    }),
};
