// What other features use of the album: its section on the event page and the hosts' photo-sharing card, both
// loaded on demand so the guest event page's first load carries none of the album (issue 14's budget).
import { lazy } from 'react';

export const AlbumSection = lazy(() => import('./AlbumSection').then((m) => ({ default: m.AlbumSection })));
export const AlbumShareCard = lazy(() =>
  import('./AlbumShareCard').then((m) => ({ default: m.AlbumShareCard })),
);
export type { AlbumKey } from './queries';
