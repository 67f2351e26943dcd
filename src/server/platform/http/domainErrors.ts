import type { Response } from 'express';
import { DomainError, type DomainErrorCode } from '../errors';

// The HTTP translation of the domain's errors, for the Express routes that are not tRPC procedures (CSV files,
// calendar files, uploads): one status per code, the same the tRPC HTTP adapter would answer.

const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  INTERNAL_SERVER_ERROR: 500,
};

export const httpStatusOf = (error: DomainError): number => HTTP_STATUS[error.code];

/**
 * Answers a DomainError with its status and message (JSON `{ error }`, or plain text) and returns true; any
 * other error is left to the caller (Express's error handler answers it as a 500 without details).
 */
export function sendDomainError(res: Response, error: unknown, as: 'json' | 'text' = 'json'): boolean {
  if (!(error instanceof DomainError)) return false;
  res.status(httpStatusOf(error));
  if (as === 'json') res.json({ error: error.message });
  else res.type('text').send(error.message);
  return true;
}
