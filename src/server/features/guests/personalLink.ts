import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invitees } from '../../platform/db/schema';
import type { Secrets } from '../../platform/secrets';
import { inviteLinks, inviteTokenFor } from './inviteMail';

type Guest = Pick<typeof invitees.$inferSelect, 'id' | 'eventId' | 'tokenHash'>;

/**
 * The guest's personal link for any mail after the invitation (messages, reminders, notices, the RSVP
 * confirmation): the same token the invitation e-mail carries, filled in when the guest has none. A guest
 * who holds another token (an older random one) keeps it, and gets a link by invitee id, which opens the same
 * page.
 */
export async function personalLink(
  deps: { db: Db; secrets: Secrets },
  baseUrl: string,
  guest: Guest,
): Promise<string> {
  const { token, tokenHash } = inviteTokenFor(deps.secrets.codeKey, guest.id);
  const byId = `${baseUrl}/event/${guest.eventId}?iu=${guest.id}`;
  if (guest.tokenHash)
    return guest.tokenHash === tokenHash
      ? inviteLinks(baseUrl, guest.eventId, guest.id, token).invitation
      : byId;
  // Only an empty token is filled: one handed out meanwhile (an RSVP) is kept, and the link goes by id.
  const filled = await deps.db
    .update(invitees)
    .set({ tokenHash })
    .where(and(eq(invitees.id, guest.id), isNull(invitees.tokenHash)))
    .returning({ id: invitees.id });
  return filled.length > 0 ? inviteLinks(baseUrl, guest.eventId, guest.id, token).invitation : byId;
}
