import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../auth/crypto';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { cohosts, events, invitees } from '../db/schema';

// Who is looking at an event. Every event procedure decides access through resolveViewer, so the rules live in
// this one place (issue 5 extends the guest cases: token links, merging an invitee into a signed-in user).

export type EventRow = typeof events.$inferSelect;
export type InviteeRow = typeof invitees.$inferSelect;

/**
 * - host: the organizer. cohost: an accepted cohost; both may edit, clone, cancel and delete.
 * - guest: a signed-in user with an invitation to the event; sees the whole invitation.
 * - visitor: anyone else; sees the invitation without the location or anybody's contact details. A visitor
 *   who came through their invitation link (invitee id plus token) carries that invitee.
 */
export type ViewerRole = 'host' | 'cohost' | 'guest' | 'visitor';
export type EventViewer = { role: ViewerRole; event: EventRow; invitee?: InviteeRow };

export const isHostRole = (role: ViewerRole) => role === 'host' || role === 'cohost';

type AccessContext = { db: Db; user: Pick<SessionUser, 'id'> | null };
type LinkCredentials = { inviteeUuid?: string; token?: string };

/** The invitee a link names, when its token matches that invitee of this event. */
async function inviteeFromLink(db: Db, eventId: string, link: LinkCredentials) {
  if (!link.token) return undefined;
  const conditions = [eq(invitees.eventId, eventId), eq(invitees.tokenHash, sha256Hex(link.token))];
  if (link.inviteeUuid) conditions.push(eq(invitees.id, link.inviteeUuid));
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** The caller's role on an event, or null when no such event exists. */
export async function resolveViewer(
  ctx: AccessContext,
  eventId: string,
  link: LinkCredentials = {},
): Promise<EventViewer | null> {
  const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return null;
  const userId = ctx.user?.id;
  if (userId) {
    if (event.organizerId === userId) return { role: 'host', event, invitee: await ownInvitee() };
    const [cohost] = await ctx.db
      .select({ id: cohosts.id })
      .from(cohosts)
      .where(and(eq(cohosts.eventId, eventId), eq(cohosts.userId, userId), eq(cohosts.status, 'accepted')))
      .limit(1);
    if (cohost) return { role: 'cohost', event, invitee: await ownInvitee() };
    const invitee = await ownInvitee();
    if (invitee) return { role: 'guest', event, invitee };
  }
  return { role: 'visitor', event, invitee: await inviteeFromLink(ctx.db, eventId, link) };

  async function ownInvitee() {
    if (!userId) return undefined;
    const [row] = await ctx.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, eventId), eq(invitees.userId, userId)))
      .limit(1);
    return row;
  }
}
