import { router } from '../trpc';

/** The drafts domain; its procedures arrive with the issue that builds it. */
export const draftsRouter = router({});
