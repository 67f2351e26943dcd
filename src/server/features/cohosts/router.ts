import { eq } from 'drizzle-orm';
import { cohostLinkUrl, sortCohosts } from '../../../shared/cohosts/rules';
import {
  addCohostInput,
  cohostAccessSchema,
  type CohostInvite,
  cohostInviteSchema,
  cohostLinkSchema,
  cohostEntryInput,
  cohostMailResultSchema,
  cohostResultSchema,
  fetchCohostsResultSchema,
  removeCohostResultSchema,
  updateCohostStatusInput,
} from '../../../shared/cohosts/schema';
import { COHOST_MESSAGES } from '../../../shared/cohosts/copy';
import { users } from '../../platform/db/schema';
import {
  answerCohostInvite,
  type CohostRecord,
  cohostPageAccess,
  findCallerCohost,
  insertCohost,
  isOrganizerEmail,
  listCohosts,
  recordCohostMail,
  relinkCohost,
  toCohostRow,
} from './cohosts';
import {
  type CohostLinkRecord,
  ensureCohostLink,
  removeCohostAndReplaceLink,
  replaceCohostLink,
} from './cohostsLinks';
import { cohostInviteMail } from './mail';
import type { EventRow } from '../../core/access/eventsAccess';
import { publicUrl } from '../../platform/env';
import { shownCover } from '../../platform/providers/storage';
import type { Context } from '../../platform/trpc/context';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { DomainError } from '../../platform/errors';
import {
  cohostLinkOpenProcedure,
  cohostLinkProcedure,
  eventOrganizerOpenProcedure,
  signedInEventProcedure,
} from './access';
import { eventHostProcedure, eventOrganizerProcedure } from '../../core/procedures';

// Cohosts (spec sections 4, 6, 7). Who may call each procedure is decided by the procedure it is built on:
// - eventOrganizerProcedure: the organizer only ("only hosts get a cohost link"; the host manages cohosts);
//   eventOrganizerOpenProcedure for changes to who is on the party, refused on a cancelled party (CONFLICT,
//   its list is read-only); reading and invalidating the link stay allowed (closing a link only takes access);
// - eventHostProcedure: the organizer or an accepted cohost (read the list);
// - cohostLinkProcedure: any signed-in user holding a live cohost link of the event (the accept page);
//   cohostLinkOpenProcedure to accept or decline, refused on a cancelled party like the host's changes;
// - signedInEventProcedure: any signed-in user (where they stand, for the cohost page's redirects).

const HOUR_MS = 3_600_000;
/** Each add sends an e-mail; this keeps a host's account from being used to spam addresses. */
const ADDS_PER_HOUR = 60;

const linkResult = (ctx: Pick<Context, 'env'>, link: CohostLinkRecord) => ({
  linkUuid: link.id,
  cohostLink: cohostLinkUrl(publicUrl(ctx.env), link.eventId, link.id),
});

/** E-mails the accept link to an entry and records SENT or failed; a provider failure is logged, not thrown. */
async function mailCohost(
  ctx: Pick<Context, 'db' | 'env' | 'mail' | 'logger'>,
  options: { event: EventRow; hostName: string | null; cohost: CohostRecord; link: CohostLinkRecord },
) {
  const { event, cohost, link } = options;
  let outcome: 'success' | 'failed' = 'success';
  try {
    await ctx.mail.send(
      cohostInviteMail({
        to: cohost.email!,
        cohostName: cohost.name ?? '',
        hostName: options.hostName ?? '',
        event,
        acceptUrl: cohostLinkUrl(publicUrl(ctx.env), event.id, link.id, cohost.id),
      }),
    );
  } catch (error) {
    ctx.logger.warn({ err: error, eventId: event.id, cohostId: cohost.id }, 'cohost e-mail failed');
    outcome = 'failed';
  }
  const updated = (await recordCohostMail(ctx.db, cohost.id, outcome)) ?? cohost;
  return { cohost: toCohostRow(updated), mailSent: outcome === 'success' };
}

export const cohostsRouter = router({
  /** The host's list (also readable by accepted cohosts, who cannot change it). */
  fetchCohosts: eventHostProcedure.output(fetchCohostsResultSchema).query(async ({ ctx }) => {
    const { organizerId } = ctx.event;
    const [[organizer], rows] = await Promise.all([
      organizerId
        ? ctx.db
            .select({ userId: users.id, name: users.name, photoUrl: users.photoUrl })
            .from(users)
            .where(eq(users.id, organizerId))
        : Promise.resolve([]),
      listCohosts(ctx.db, ctx.event.id),
    ]);
    return {
      eventId: ctx.event.id,
      title: ctx.event.title,
      role: ctx.hostRole,
      host: organizer ? { ...organizer, name: organizer.name ?? '' } : null,
      cohosts: sortCohosts(rows),
    };
  }),

  /** Where the caller stands, for /event/cohost/{id}: a pending cohost gets their link when it still works. */
  getCohostAccess: signedInEventProcedure
    .output(cohostAccessSchema)
    .query(({ ctx }) => cohostPageAccess(ctx.db, ctx.event, ctx.user.id)),

  /** The accept page's content for a live link. */
  getCohostInvite: cohostLinkProcedure
    .output(cohostInviteSchema)
    .query(async ({ ctx }): Promise<CohostInvite> => {
      const { event } = ctx;
      const [organizer] = event.organizerId
        ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, event.organizerId))
        : [];
      const viewerIsHost = event.organizerId === ctx.user.id;
      const own = viewerIsHost ? undefined : await findCallerCohost(ctx.db, event.id, ctx.user.id);
      return {
        event: {
          id: event.id,
          title: event.title,
          photoUrl: shownCover(event.photoUrl),
          colors: event.colors ?? null,
          startTime: event.startTime,
          endTime: event.endTime,
          timeZone: event.timeZone,
          cancelled: Boolean(event.cancelledAt),
          hostedBy: organizer?.name ?? '',
        },
        viewerIsHost,
        status: own?.status ?? null,
      };
    }),

  /** Spec: addCohost (cohost, eventId). A pending entry, then the e-mail; the reply says whether it went out. */
  addCohost: eventOrganizerOpenProcedure
    .input(addCohostInput)
    .use(rateLimit('addCohost', ADDS_PER_HOUR, HOUR_MS))
    .output(cohostMailResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { name, email } = input.cohost;
      if (await isOrganizerEmail(ctx.db, ctx.event.organizerId, email)) {
        throw new DomainError('BAD_REQUEST', COHOST_MESSAGES.cannotAddHost);
      }
      const link = await ensureCohostLink(ctx.db, ctx.event.id, ctx.user.id);
      const made = await insertCohost(ctx.db, { eventId: ctx.event.id, name, email, linkId: link.id });
      if (made === 'duplicate') {
        throw new DomainError('CONFLICT', COHOST_MESSAGES.alreadyCohost);
      }
      const sent = await mailCohost(ctx, { event: ctx.event, hostName: ctx.user.name, cohost: made, link });
      return {
        ...sent,
        message: sent.mailSent ? COHOST_MESSAGES.added(name) : COHOST_MESSAGES.addedMailFailed(name),
      };
    }),

  /** Sends an entry that has not answered its e-mail again, with the live link (e.g. after invalidating). */
  resendCohostInvite: eventOrganizerOpenProcedure
    .input(cohostEntryInput)
    .use(rateLimit('addCohost', ADDS_PER_HOUR, HOUR_MS))
    .output(cohostMailResultSchema)
    .mutation(async ({ ctx, input }) => {
      const link = await ensureCohostLink(ctx.db, ctx.event.id, ctx.user.id);
      const entry = await relinkCohost(ctx.db, ctx.event.id, input.cohostId, link.id);
      if (!entry?.email) throw new DomainError('NOT_FOUND', COHOST_MESSAGES.cohostNotFound);
      const sent = await mailCohost(ctx, { event: ctx.event, hostName: ctx.user.name, cohost: entry, link });
      const name = entry.name || entry.email;
      return {
        ...sent,
        message: sent.mailSent ? `Sent to ${entry.email}.` : COHOST_MESSAGES.addedMailFailed(name),
      };
    }),

  /**
   * Spec: updateCohostStatus (eventId, cohost, status, linkUuid). The signed-in caller accepts or declines
   * through a live link; accepting makes them a cohost with the host's tools.
   */
  updateCohostStatus: cohostLinkOpenProcedure
    .input(updateCohostStatusInput)
    .output(cohostResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.event.organizerId === ctx.user.id) {
        throw new DomainError('BAD_REQUEST', COHOST_MESSAGES.hostCannotAccept);
      }
      const saved = await answerCohostInvite(ctx.db, {
        eventId: ctx.event.id,
        user: { id: ctx.user.id, name: ctx.user.name },
        linkId: ctx.cohostLink.id,
        status: input.status,
        namedCohostId: input.cohost?.cohostId,
      });
      return { cohost: toCohostRow(saved, ctx.user.name, ctx.user.photoUrl) };
    }),

  /** Spec: getCohostLink (eventId). Only the host gets it; made on first request. */
  getCohostLink: eventOrganizerProcedure
    .output(cohostLinkSchema)
    .query(async ({ ctx }) => linkResult(ctx, await ensureCohostLink(ctx.db, ctx.event.id, ctx.user.id))),

  /** Spec: invalidateCohostLink. The old link stops working at once; the reply is the new one. */
  invalidateCohostLink: eventOrganizerProcedure
    .output(cohostLinkSchema)
    .mutation(async ({ ctx }) => linkResult(ctx, await replaceCohostLink(ctx.db, ctx.event.id, ctx.user.id))),

  /**
   * Takes a cohost off the party: an accepted one loses the host's tools at once, and the link they held stops
   * working (the reply carries its replacement).
   */
  removeCohost: eventOrganizerOpenProcedure
    .input(cohostEntryInput)
    .output(removeCohostResultSchema)
    .mutation(async ({ ctx, input }) => {
      const link = await removeCohostAndReplaceLink(ctx.db, {
        eventId: ctx.event.id,
        cohostId: input.cohostId,
        userId: ctx.user.id,
      });
      if (!link) throw new DomainError('NOT_FOUND', COHOST_MESSAGES.cohostNotFound);
      return { removed: true as const, ...linkResult(ctx, link) };
    }),
});
