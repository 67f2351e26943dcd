import { albumsRouter } from './routers/albums';
import { authRouter } from './routers/auth';
import { cohostsRouter } from './routers/cohosts';
import { coinsRouter } from './routers/coins';
import { devRouter } from './routers/dev';
import { draftsRouter } from './routers/drafts';
import { eventsRouter } from './routers/events';
import { imagesRouter } from './routers/images';
import { invitesRouter } from './routers/invites';
import { messagesRouter } from './routers/messages';
import { placesRouter } from './routers/places';
import { usersRouter } from './routers/users';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  coins: coinsRouter,
  events: eventsRouter,
  invites: invitesRouter,
  messages: messagesRouter,
  drafts: draftsRouter,
  cohosts: cohostsRouter,
  images: imagesRouter,
  albums: albumsRouter,
  places: placesRouter,
  dev: devRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
