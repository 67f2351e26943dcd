import type { Request, RequestHandler, Response } from 'express';

// A resource that exists but does not take the request's method answers 405 with the methods it does take in
// `Allow` (RFC 9110 15.5.6), not 404: a client learns what to send instead. HEAD goes wherever GET does
// (Express routes it to the GET handler, which sends the headers only).

/** The methods of a resource that is only read. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

/** A method that reads (GET or HEAD): what every read-only resource takes. */
export const isReadMethod = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** The reply to a method `allowed` leaves out: 405 with `Allow`; an OPTIONS gets the list with a 204. */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  const allow = allowed.join(', ');
  return (req: Request, res: Response) => {
    res.setHeader('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    res.status(405).type('text').send(`Method Not Allowed (allowed: ${allow})`);
  };
}

/** Answers 405 for anything but GET and HEAD, and passes those on (for catch-alls that serve reads only). */
export function readsOnly(): RequestHandler {
  const refuse = methodNotAllowed(READ_METHODS);
  return (req, res, next) => (isReadMethod(req) ? next() : refuse(req, res, next));
}
