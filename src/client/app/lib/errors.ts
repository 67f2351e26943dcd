import { TRPCClientError } from '@trpc/client';
import { MSG } from '../../../shared/common/copy';

/** The tRPC error code ('TOO_MANY_REQUESTS', 'UNAUTHORIZED', ...) of a failed call, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string')
    return data.code;
  return undefined;
}

/** What to show for a failed call: the spec's rate-limit text, the server's message, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (errorCode(error) === 'TOO_MANY_REQUESTS') return MSG.rateLimited;
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}

/** Errors that retrying will not fix (bad input, not signed in, not allowed, not found, too many requests). */
export function isClientError(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code !== undefined &&
    ['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'PARSE_ERROR'].includes(
      code,
    )
  );
}
