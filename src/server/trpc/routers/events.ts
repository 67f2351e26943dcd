import { router } from '../trpc';

/** The events domain; its procedures arrive with the issue that builds it. */
export const eventsRouter = router({});
