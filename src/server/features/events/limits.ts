import { rateLimit } from '../../platform/trpc/trpc';

// Generous for people, tight enough that a script cannot fill the database with parties.
const SAVES_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

/** One budget for every way of making a party: saving in the editor and cloning. */
export const saveEventRateLimit = rateLimit('saveEvent', SAVES_PER_HOUR, HOUR_MS);
