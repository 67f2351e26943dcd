import { router } from '../trpc';

/** The invites domain; its procedures arrive with the issue that builds it. */
export const invitesRouter = router({});
