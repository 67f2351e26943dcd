import { shownOnDemand } from '../../app/ui/openedOnDemand';
import type { GuestAccess } from '../rsvp';
import { useMessageFeedQuery } from './queries';

// Most parties never send a blast: the feed's code (and the reply form's) is fetched only once there is one
// to show, not on every guest's first visit (issue 14).
const MessagesFeedView = shownOnDemand('messagesFeed', () =>
  import('./MessagesFeedView').then((m) => m.MessagesFeedView),
);

/**
 * The event page's 'MESSAGES (n)' (spec section 2): the hosts' blasts to this viewer, newest first, shown only
 * once there is one. A guest also sees their private thread with the hosts and can write to them. The page
 * renders this only for hosts and guests with an invitation, never on /ro or to visitors.
 */
export function MessagesFeed({
  liveVersion = 0,
  ...props
}: {
  eventId: string;
  access: GuestAccess;
  isHost: boolean;
  hostName: string;
  /** Goes up each time the page's live updates say this viewer's messages changed. */
  liveVersion?: number;
}) {
  const history = useMessageFeedQuery(props.eventId, props.access, liveVersion);
  if (!history.data?.messages.length) return null;
  return <MessagesFeedView {...props} history={history.data} />;
}
