import { albumRouter } from '../features/album/router';
import { authRouter } from '../features/auth/router';
import { coinsRouter } from '../features/coins';
import { cohostsRouter } from '../features/cohosts/router';
import { devRouter } from '../features/dev/router';
import { draftsRouter } from '../features/drafts/router';
import { eventsRouter } from '../features/events/router';
import { imagesRouter } from '../features/images/router';
import { guestsRouter } from '../features/guests/router';
import { messagesRouter } from '../features/messages/router';
import { notificationsRouter } from '../features/notifications';
import { musicRouter } from '../features/music';
import { placesRouter } from '../features/places/router';
import { accountsRouter } from '../features/accounts/router';
import { rsvpRouter } from '../features/rsvp/router';
import { landingRouter } from '../features/landing/router';
import { themesRouter } from '../features/themes/router';
import { wallRouter } from '../features/wall';
import { createCallerFactory, router } from '../platform/trpc/trpc';

export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  events: eventsRouter,
  rsvp: rsvpRouter,
  guests: guestsRouter,
  messages: messagesRouter,
  wall: wallRouter,
  notifications: notificationsRouter,
  drafts: draftsRouter,
  cohosts: cohostsRouter,
  images: imagesRouter,
  coins: coinsRouter,
  album: albumRouter,
  places: placesRouter,
  music: musicRouter,
  themes: themesRouter,
  landing: landingRouter,
  dev: devRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** A caller's procedure by its dotted path (`events.getEvent`): the wire adapters call any of them by name. */
export function procedureAt(
  caller: ReturnType<typeof createCaller>,
  path: string,
): (input: unknown) => Promise<unknown> {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
}
