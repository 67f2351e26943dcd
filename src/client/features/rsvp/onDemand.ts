import { lazy } from 'react';
import { onDemand } from '../../app/lib/chunkLoad';

// The RSVP modals, the draft and its checks (with the phone-number library, ~30 kB compressed) are fetched when
// a guest starts to answer, not with the page every guest and visitor opens (issue 14); the answer buttons start
// the fetch as the pointer or focus reaches them, so it is usually there by the click.

export const loadAnswering = onDemand('rsvp', () => import('./answering'));

export const RsvpModal = lazy(() => loadAnswering().then((m) => ({ default: m.RsvpModal })));

const loadYouAreGoing = onDemand('youAreGoing', () => import('./YouAreGoingModal'));
export const YouAreGoingModal = lazy(() => loadYouAreGoing().then((m) => ({ default: m.YouAreGoingModal })));

const loadTextPermission = onDemand('guestTextPermission', () => import('./GuestTextPermissionModal'));
export const GuestTextPermissionModal = lazy(() =>
  loadTextPermission().then((m) => ({ default: m.GuestTextPermissionModal })),
);

/** While a yes is on its way: the invitation shown after it loads meanwhile (a failure shows when it is due). */
export function prefetchYouAreGoing(): void {
  loadYouAreGoing().catch(() => undefined);
}
