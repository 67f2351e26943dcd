import { lazy } from 'react';

// What other features use of the guest wall: its section of the party page, fetched when the page mounts it
// (after the invitation), so a guest's first visit carries none of its code.
export const WallSection = lazy(() => import('./WallSection').then((m) => ({ default: m.WallSection })));
