// What other features use of the events feature (the base every party feature stands on): the invitation's
// poster pieces (and its Add to calendar), the party queries and their invalidation, and the host's party
// actions and options modal the party page's toolbar offers. The party page that composes RSVP, guests,
// messages, album and music is partyPage/; the router loads it, the editor and the list.
export { CalendarMenu } from './poster/CalendarMenu';
export { EventBackdrop } from './poster/EventBackdrop';
export { EventFacts } from './poster/EventFacts';
export { InvitationCard, type InvitationCardEvent } from './poster/InvitationCard';
export { useLinkColors } from './poster/linkColors';
export { PosterCover } from './poster/PosterCover';
export { PosterDescription, PosterTitle } from './poster/PosterHeadline';
export { posterStyle } from './poster/posterStyle';
export { startWhenTextWorker, useWhenText } from './poster/whenText';
export { PARTY_OPTIONS_TITLE, PartyOptionsModal } from './editor/PartyOptionsModal';
export { useHostPartyActions } from './list/useHostPartyActions';
export { useEventInvalidation, useEventPageQuery, useEventPreviewQuery } from './queries';
export { EventCreatePage, EventEditPage, InstantCreatePage } from './editor/EventEditor.page';
export { type MusicBlockProps, type PartySections, PartySectionsProvider } from './editor/partySections';
