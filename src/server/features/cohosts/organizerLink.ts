import { cohostLinkUrl } from '../../../shared/cohosts/rules';
import type { Db } from '../../platform/db/client';
import { ensureCohostLink, liveLink } from './cohostsLinks';

/**
 * The organizer's live cohost link as its URL, for getEvent (spec section 6: only hosts get a cohost link; the
 * caller decides who is the organizer). Like getCohostLink, the link is made on first request when there is
 * none, so the two always answer the same link; with `readOnly` (a preview, which writes nothing) an event
 * without a live link answers null instead.
 */
export async function organizerCohostLink(
  db: Db,
  options: { baseUrl: string; eventId: string; organizerId: string; readOnly?: boolean },
): Promise<string | null> {
  const { baseUrl, eventId, organizerId } = options;
  const link = options.readOnly
    ? await liveLink(db, eventId)
    : await ensureCohostLink(db, eventId, organizerId);
  return link ? cohostLinkUrl(baseUrl, eventId, link.id) : null;
}
