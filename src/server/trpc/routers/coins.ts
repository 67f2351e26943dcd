import { router } from '../trpc';

/** The coins domain; its procedures arrive with the issue that builds it. */
export const coinsRouter = router({});
