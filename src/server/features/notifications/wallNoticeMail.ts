import { eq } from 'drizzle-orm';
import { WALL_ANCHOR } from '../../../shared/wall/anchor';
import { postSnippet } from '../../../shared/wall/reactions';
import type { Db } from '../../platform/db/client';
import { closedWalls, wallFollowers, wallPosts } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { mailTitle } from '../../platform/mail/mailText';
import { personalLink } from '../invitations';
import type { DeliveryRow } from './deliveryStore';
import { paramsOf } from './deliveryParams';
import type { NoticeReads, Prepared, SendDeps } from './guestNotices';
import { noticeMail } from './noticeMail';

// A wall post's message (issue 44), written when it is sent (deliverySender.ts), from the post as it is then:
// a post deleted or hidden meanwhile, a wall turned off, or a guest who stopped following sends nothing.

const SKIP = {
  gone: 'The post was deleted.',
  hidden: 'A host hid the post.',
  closed: 'The hosts turned the wall off.',
  party: 'The party was deleted or canceled.',
  unfollowed: 'The guest no longer follows the wall.',
} as const;

/** A wall post's notice to a host or a following guest, written from the post as it is now. */
export async function prepareWallNotice(
  deps: SendDeps,
  delivery: DeliveryRow,
  reads: NoticeReads,
): Promise<Prepared> {
  const { postId } = paramsOf('wall-post', delivery.params);
  const [found] = await deps.db
    .select({ post: wallPosts, closed: closedWalls.eventId })
    .from(wallPosts)
    .leftJoin(closedWalls, eq(closedWalls.eventId, wallPosts.eventId))
    .where(eq(wallPosts.id, postId));
  if (!found) return { skip: SKIP.gone };
  if (found.post.hiddenAt) return { skip: SKIP.hidden };
  if (found.closed) return { skip: SKIP.closed };
  const party = await reads.party(delivery.eventId);
  if (!party || party.event.cancelledAt) return { skip: SKIP.party };
  const baseUrl = publicUrl(deps.env);
  let link = `${baseUrl}/event/${party.event.id}`;
  if (!delivery.userId) {
    const guest = await reads.guest(delivery.inviteeId);
    if (!guest || !(await follows(deps.db, guest.id))) return { skip: SKIP.unfollowed };
    link = await personalLink(deps, baseUrl, guest, delivery.to);
  }
  link = `${link}#${WALL_ANCHOR}`;
  const { post } = found;
  const title = mailTitle(party.event);
  const author = post.authorName.trim() || 'A guest';
  if (delivery.channel === 'sms') {
    return { sms: `${author} on the wall of ${title}: "${postSnippet(post.text, 120)}" ${link}` };
  }
  return {
    mail: noticeMail({
      to: delivery.to,
      subject: `${author} posted on the wall of ${title}`,
      heading: `New on the wall of ${title}`,
      blocks: [{ paragraph: `${author} wrote:` }, { paragraph: post.text }],
      button: { label: 'See the wall', url: link },
      meta: { eventId: delivery.eventId, kind: delivery.kind },
    }),
  };
}

async function follows(db: Db, inviteeId: string) {
  const [row] = await db
    .select({ id: wallFollowers.inviteeId })
    .from(wallFollowers)
    .where(eq(wallFollowers.inviteeId, inviteeId));
  return Boolean(row);
}
