// The domain's own error: services, access rules and jobs throw it without knowing who called them. The tRPC
// layer (platform/trpc/trpc.ts) and the HTTP layer (platform/http/domainErrors.ts) each translate it once.

/** What went wrong, in the caller's terms; each maps to one tRPC code and one HTTP status. */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  /** A failure with a message meant for the user (e.g. the spec's 'An error occurred trying to create…'). */
  | 'INTERNAL_SERVER_ERROR';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  /**
   * `message` is shown to the caller as it is, so it is always the spec's words or our own plain sentence.
   * `cause` may be a ZodError whose issues become field errors (see the tRPC error formatter).
   */
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const tooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);
