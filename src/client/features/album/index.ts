import { shownOnDemand } from '../../app/ui/openedOnDemand';

// What other features use of the album: its section on the event page and the hosts' photo-sharing card, both
// fetched when shown (onDemand), so the guest event page's first load carries none of the album (issue 14's
// budget): its preview, viewer, uploader and QR code.

export const AlbumSection = shownOnDemand('albumSection', () =>
  import('./AlbumSection').then((m) => m.AlbumSection),
);
export const AlbumShareCard = shownOnDemand('albumShareCard', () =>
  import('./AlbumShareCard').then((m) => m.AlbumShareCard),
);
export type { AlbumKey } from './queries';
