import type { Response } from 'express';
import { DomainError } from '../../platform/errors';
import { httpStatusOf } from '../../platform/http/domainErrors';
import type { Refuse } from '../../platform/http/uploadGate';

export type { Refuse };

// How a route answers a refusal (401, 403, 404, 429…). Each route keeps the shape its clients already read:
// - error:        JSON `{ "error": message }` (the CSV files, the client log);
// - errorMessage: JSON `{ "error": { "message": message } }` (image and album uploads, as the uploader reads);
// - text:         plain text (the calendar file and sign-in pages, opened by a browser or a calendar program).

export type RefusalShape = 'error' | 'errorMessage' | 'text';

const REFUSALS: Record<RefusalShape, Refuse> = {
  error: (res, status, message) => void res.status(status).json({ error: message }),
  errorMessage: (res, status, message) => void res.status(status).json({ error: { message } }),
  text: (res, status, message) => void res.status(status).type('text').send(message),
};

export const refusalOf = (shape: RefusalShape): Refuse => REFUSALS[shape];

/**
 * Answers a DomainError (an access rule's refusal) with its status and message in the route's shape, and
 * returns true; any other error is the caller's to rethrow (the app's handler answers it as a 500).
 */
export function refuseDomainError(res: Response, error: unknown, refuse: Refuse): boolean {
  if (!(error instanceof DomainError)) return false;
  refuse(res, httpStatusOf(error), error.message);
  return true;
}
