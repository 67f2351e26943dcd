import { lazy } from 'react';
import { onDemand } from '../../app/lib/chunkLoad';
import { shownOnDemand } from '../../app/ui/openedOnDemand';

// What other features use of music, each fetched when it is first shown (issue 14: the guest event page's first
// visit carries none of it): the party page's playlist section, the guest's song search (inside the RSVP
// form), the editor's block. The /oauth/{authType} page is loaded by the router.

export const PartySongs = shownOnDemand('partySongs', () => import('./PartySongs').then((m) => m.PartySongs));

/** The RSVP form starts this as it opens, so the search is there by the time a song question shows. */
export const loadSongSearchField = onDemand('songSearch', () =>
  import('./SongSearchField').then((m) => m.SongSearchField),
);
export const SongSearchField = lazy(() =>
  loadSongSearchField().then((component) => ({ default: component })),
);

export const MusicBlock = lazy(() => import('./MusicBlock').then((m) => ({ default: m.MusicBlock })));
export type { PartyCredentials } from './connection';
/** Whether a music service is configured: without one, song questions take a typed title and artist. */
export { useMusicConnection } from './connection';
