import { router } from '../trpc';

/** The albums domain; its procedures arrive with the issue that builds it. */
export const albumsRouter = router({});
