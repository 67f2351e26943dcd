import { router } from '../trpc';

/** The messages domain; its procedures arrive with the issue that builds it. */
export const messagesRouter = router({});
