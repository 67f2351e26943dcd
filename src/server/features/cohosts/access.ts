import { and, eq, isNull } from 'drizzle-orm';
import { COHOST_MESSAGES } from '../../../shared/cohosts/copy';
import { cohostLinkInput } from '../../../shared/cohosts/schema';
import { eventIdInput } from '../../../shared/events/schema';
import { requireEvent } from '../../core/access/eventsAccess';
import { assertGuestListOpen, eventOrganizerProcedure } from '../../core/procedures';
import type { DbOrTx } from '../../platform/db/client';
import { cohostLinks } from '../../platform/db/schema';
import { authedProcedure, forbidden } from '../../platform/trpc/procedures';

export type CohostLinkRecord = typeof cohostLinks.$inferSelect;

/** The link when it belongs to this event and still works; a foreign, unknown or invalidated link is undefined. */
export async function findLiveCohostLink(
  db: DbOrTx,
  eventId: string,
  linkUuid: string,
): Promise<CohostLinkRecord | undefined> {
  const [link] = await db
    .select()
    .from(cohostLinks)
    .where(
      and(eq(cohostLinks.id, linkUuid), eq(cohostLinks.eventId, eventId), isNull(cohostLinks.invalidatedAt)),
    )
    .limit(1);
  return link;
}

/** Signed in, on an existing event (any role): ctx.event. For pages that say where the caller stands. */
export const signedInEventProcedure = authedProcedure
  .input(eventIdInput)
  .use(async ({ ctx, input, next }) => {
    return next({ ctx: { event: await requireEvent(ctx.db, input.eventId) } });
  });

/**
 * The organizer changing the party's cohosts (adding, re-sending, removing): only while the party is not
 * cancelled, like every other change to who is on the party (spec section 4: the list becomes read-only).
 */
export const eventOrganizerOpenProcedure = eventOrganizerProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});

/**
 * Signed in and holding a live cohost link of `eventId`: ctx.event and ctx.cohostLink. An unknown, invalidated
 * or other party's link is refused (FORBIDDEN) before the handler runs, so it changes nothing.
 */
export const cohostLinkProcedure = authedProcedure
  .input(cohostLinkInput)
  .use(async ({ ctx, input, next }) => {
    const event = await requireEvent(ctx.db, input.eventId);
    const cohostLink = await findLiveCohostLink(ctx.db, event.id, input.linkUuid);
    if (!cohostLink) throw forbidden(COHOST_MESSAGES.linkInvalid);
    return next({ ctx: { event, cohostLink } });
  });

/** Answering a cohost link (accept or decline): only while the party is not cancelled. */
export const cohostLinkOpenProcedure = cohostLinkProcedure.use(({ ctx, next }) => {
  assertGuestListOpen(ctx.event);
  return next();
});
