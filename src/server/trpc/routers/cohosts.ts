import { router } from '../trpc';

/** The cohosts domain; its procedures arrive with the issue that builds it. */
export const cohostsRouter = router({});
