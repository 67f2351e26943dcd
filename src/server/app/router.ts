import { authRouter } from '../features/auth/router';
import { cohostsRouter } from '../features/cohosts/router';
import { devRouter } from '../features/dev/router';
import { draftsRouter } from '../features/drafts/router';
import { eventsRouter } from '../features/events/router';
import { imagesRouter } from '../features/images/router';
import { guestsRouter } from '../features/guests/router';
import { messagesRouter } from '../features/messages/router';
import { notificationsRouter } from '../features/notifications';
import { placesRouter } from '../features/places/router';
import { accountsRouter } from '../features/accounts/router';
import { rsvpRouter } from '../features/rsvp/router';
import { createCallerFactory, router } from '../platform/trpc/trpc';

export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  events: eventsRouter,
  rsvp: rsvpRouter,
  guests: guestsRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  drafts: draftsRouter,
  cohosts: cohostsRouter,
  images: imagesRouter,
  places: placesRouter,
  dev: devRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
