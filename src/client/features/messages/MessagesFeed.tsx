import { shownOnDemand } from '../../app/ui/openedOnDemand';
import type { GuestAccess } from '../rsvp';
import { useMessageFeedQuery } from './queries';

// Most parties never send a message: the feed's code (and the reply form's) is fetched only once there is one
// to show, not on every guest's first visit (issue 14).
const MessagesFeedView = shownOnDemand('messagesFeed', () =>
  import('./MessagesFeedView').then((m) => m.MessagesFeedView),
);

/**
 * The event page's 'MESSAGES (n)' (spec section 2): the hosts' blasts to this viewer, newest first, shown only
 * once there is one; and the private threads (a guest's own with the hosts, every guest's for the hosts), shown
 * once there is one, even without a blast. The page renders this only for hosts and guests with an invitation,
 * never on /ro or to visitors.
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
  const shown =
    history.data && (history.data.messages.length > 0 || history.data.personalMessages.length > 0);
  if (!shown) return null;
  return <MessagesFeedView {...props} history={history.data} />;
}
