import type { Db } from '../../platform/db/client';
import type { invitees } from '../../platform/db/schema';
import type { Secrets } from '../../platform/secrets';
import { deliveryToken } from './invitationTokens';
import { inviteLinks } from './inviteMail';

type Guest = Pick<typeof invitees.$inferSelect, 'id' | 'eventId' | 'email' | 'phone'>;

/**
 * The guest's personal link for any mail after the invitation (messages, reminders, notices, the RSVP
 * confirmation), sent to `sentTo`: it carries the token of that address (invitationTokens.ts), since without a
 * session only a token acts as the guest. An address that is no longer the guest's gets the party's plain
 * page, which shows what any visitor sees.
 */
export async function personalLink(
  deps: { db: Db; secrets: Secrets },
  baseUrl: string,
  guest: Guest,
  sentTo: string,
): Promise<string> {
  const token = await deliveryToken(deps, guest, sentTo);
  return token
    ? inviteLinks(baseUrl, guest.eventId, guest.id, token).invitation
    : `${baseUrl}/event/${guest.eventId}`;
}
