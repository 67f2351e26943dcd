import { router } from '../trpc';

/** The images domain; its procedures arrive with the issue that builds it. */
export const imagesRouter = router({});
