import { TRPCError } from '@trpc/server';
import { MSG } from '../../../shared/common/copy';

/** A database that is down or too slow: the caller may retry later (HTTP 503), nothing is wrong with the call. */
export const databaseUnavailable = (cause: unknown) =>
  new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MSG.requestTimedOut, cause });
