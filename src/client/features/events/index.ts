// What other features use of the events feature: the invitation's poster pieces (and its Add to calendar), the party query a host's
// page reads, and the invalidation of party pages. The router loads the party page, the editor and the list.
export { CalendarMenu } from './page/poster/CalendarMenu';
export { InvitationCard, type InvitationCardEvent } from './page/poster/InvitationCard';
export { PosterCover } from './page/poster/PosterCover';
export { posterStyle } from './page/poster/posterStyle';
export { useEventInvalidation, useEventPreviewQuery } from './queries';
