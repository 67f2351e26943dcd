import { shownGuestName } from '../../../shared/guests/guestList';
import { wallCredentials } from '../../../shared/wall/schema';
import { WALL_TEXT } from '../../../shared/wall/copy';
import { type EventRow, type InviteeRow, isHostRole, requireViewer } from '../../core/access/eventsAccess';
import { partyGuestInvitationOf } from '../../core/access/partyMembers';
import type { Db } from '../../platform/db/client';
import { enforceRateLimit } from '../../platform/rateLimit';
import { forbidden, notSignedIn, publicProcedure } from '../../platform/trpc/procedures';

// Who reads and writes a party's wall (issue 44): its hosts (organizer and accepted cohosts, signed in) and its
// guests, by session or by their link's token (partyGuestInvitationOf: not a visitor, not someone who only
// opened the public page, not a place still waiting on the waitlist). Everyone else is refused before anything is
// read. Handlers only read ctx.member.

export type WallMember =
  | { kind: 'host'; userId: string; name: string; photoUrl: string | null }
  | { kind: 'guest'; invitee: InviteeRow; name: string; photoUrl: string | null };

/** The wall's reader, as the reactions and authorship key them. */
export const memberKey = (member: WallMember) =>
  member.kind === 'host'
    ? { kind: 'host' as const, userId: member.userId }
    : { kind: 'guest' as const, inviteeId: member.invitee.id };

/** Hosts and guests of the party: ctx.event and ctx.member. Visitors and page-openers get FORBIDDEN. */
export const wallMemberProcedure = publicProcedure
  .input(wallCredentials)
  .use(async ({ ctx, input, next }) => {
    const viewer = await requireViewer(ctx, input.eventId, {
      inviteeUuid: input.inviteeUuid,
      token: input.token,
    });
    let member: WallMember;
    if (isHostRole(viewer.role)) {
      if (!ctx.user) throw notSignedIn();
      member = {
        kind: 'host',
        userId: ctx.user.id,
        name: ctx.user.name?.trim() || 'Host',
        photoUrl: ctx.user.photoUrl ?? null,
      };
    } else {
      const invitee = partyGuestInvitationOf(viewer);
      if (!invitee) throw forbidden(WALL_TEXT.onlyGuests);
      member = {
        kind: 'guest',
        invitee,
        // Never an address: a guest added by address alone is named by it until the host edits them.
        name: shownGuestName(invitee.name.trim() || ctx.user?.name || ''),
        photoUrl: invitee.photoUrl ?? ctx.user?.photoUrl ?? null,
      };
    }
    return next({ ctx: { event: viewer.event as EventRow, member } });
  });

/**
 * At most `max` calls per `windowMs` per member (throws TOO_MANY_REQUESTS past it): a host by account, a guest
 * by invitation. Not by address: a party's guests share its Wi-Fi, and one guest's posts must not spend
 * another's.
 */
export async function limitPerMember(
  ctx: { db: Db; member: WallMember },
  name: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const who = ctx.member.kind === 'host' ? `user:${ctx.member.userId}` : `invitee:${ctx.member.invitee.id}`;
  await enforceRateLimit(ctx.db, `${name}:${who}`, max, windowMs);
}
