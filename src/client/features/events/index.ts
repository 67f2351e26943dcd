// What other features use of the events feature: the invitation's poster pieces, the party query a host's
// page reads, and the invalidation of party pages. The party page, the editor and the list are loaded by the router.
export { InvitationCard, type InvitationCardEvent } from './page/poster/InvitationCard';
export { PosterCover } from './page/poster/PosterCover';
export { posterStyle } from './page/poster/posterStyle';
export { useEventInvalidation, useEventPreviewQuery } from './queries';
